import Parsing

/// Options that several commands declare alike. Options that belong to
/// one parser live with it (`FrameSelection.options`,
/// `FrameGeometry.options`, `BackendSelection.options`).
extension OptionSpec {
    /// `--param NAME=VALUE`, repeatable.
    static let param = OptionSpec("--param", value: "NAME=VALUE",
                                  "set a scene parameter (repeatable; `flipbook scenes --verbose`)")

    /// `--json`: one JSON document on stdout instead of text.
    static func json(_ help: String) -> OptionSpec { OptionSpec("--json", help) }

    /// `-j, --jobs N`: worker threads, 1…1024 (`Arguments.integer`).
    static func jobs(_ help: String, default defaultValue: Default) -> OptionSpec {
        OptionSpec("--jobs", short: "-j", value: "N", help, default: defaultValue)
    }

    /// `-q, --quiet`.
    static func quiet(_ help: String) -> OptionSpec { OptionSpec("--quiet", short: "-q", help) }

    /// `-o, --out DIR`: an output folder (`Arguments.folder`).
    static func out(_ help: String, default defaultValue: Default? = nil) -> OptionSpec {
        OptionSpec("--out", short: "-o", value: "DIR", help, default: defaultValue)
    }

    /// `--png-level 0-9`.
    static let pngLevel = OptionSpec("--png-level", value: "0-9",
                                     "compression: 1 Flipbook's fast encoder; 0 stored, no compression; 2-9 libpng with "
                                     + "that zlib level (smaller files, slower)", default: .value("1"))
}

extension OptionSpec {
    /// The same option with other help words.
    func with(help: String) -> OptionSpec {
        var copy = self
        copy.help = help
        return copy
    }
}

extension Arguments {
    /// `--jobs` (1…1024), or `cores` when absent and it has no literal default.
    func jobs(default cores: Int) throws -> Int {
        try integer("--jobs", in: 1...1024) ?? cores
    }

    /// `--png-level` (0…9, default 1).
    func pngLevel() throws -> Int {
        try integer("--png-level", in: 0...9) ?? 1
    }
}
