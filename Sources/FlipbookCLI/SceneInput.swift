import Foundation
import Lottie
import Parsing
import Terminal

/// How a command reads its scene argument: built-in scene parameters
/// (`--param`), the file format (`--input-format`) and whether a Lottie
/// file's unsupported features stop the command (`--strict`), and how a
/// Lottie file is read where Core Animation and After Effects differ
/// (`--lottie-reading`).
struct SceneInput {
    /// What a scene file holds.
    enum Format: String, CaseIterable {
        /// Told by the content: a Lottie document has top-level `layers`,
        /// `ip`, `op` and `fr` (`LottieDecoder.isLottie`). The default.
        case auto
        /// A Flipbook scene file.
        case scene
        /// A Lottie (Bodymovin) document.
        case lottie
    }

    /// `--param NAME=VALUE` assignments, in order.
    var parameters: [String] = []
    /// Default: `.auto`.
    var format: Format = .auto
    /// A Lottie file that uses anything unsupported is a usage error
    /// (exit 2) naming the first such feature, instead of warnings.
    /// Default: false.
    var strict = false
    /// `--quiet` (errors only): a Lottie file's warnings are not written
    /// either; with `strict` the first is still an error. Default: false.
    var quiet = false
    /// `--assets DIR` folders (repeatable), besides the scene file's own,
    /// from which its images may be read; each exists and is a folder.
    /// Default: none.
    var assetFolders: [URL] = []
    /// `--lottie-reading`: Core Animation's (lottie-ios's) or After
    /// Effects' reading of a Lottie file where they differ. Default:
    /// `.coreAnimation`.
    var lottieReading = LottieReading.coreAnimation

    init(parameters: [String] = [], format: Format = .auto, strict: Bool = false, assetFolders: [URL] = []) {
        self.parameters = parameters
        self.format = format
        self.strict = strict
        self.assetFolders = assetFolders
    }

    /// `--lottie-reading` as `args` gives it (default `.coreAnimation`).
    static func lottieReading(_ args: Arguments) throws -> LottieReading {
        guard let text = args.value("--lottie-reading") else { return .coreAnimation }
        guard let reading = LottieReading(rawValue: text) else {
            throw CLIError.usage("--lottie-reading must be one of "
                                 + "\(LottieReading.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return reading
    }

    /// The options as `args` gives them.
    init(_ args: Arguments) throws {
        parameters = args.values("--param")
        if let text = args.value("--input-format") {
            guard let format = Format(rawValue: text) else {
                throw CLIError.usage("--input-format must be one of \(Format.allCases.map(\.rawValue).joined(separator: ", ")), "
                                     + "got '\(text)'")
            }
            self.format = format
        }
        strict = args.has("--strict")
        lottieReading = try Self.lottieReading(args)
        quiet = args.has("--quiet")
        assetFolders = try args.values("--assets").map { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                throw CLIError.usage("--assets \(path) is not a folder")
            }
            return URL(fileURLWithPath: path, isDirectory: true)
        }
    }
}

extension OptionSpec {
    /// `--lottie-reading core-animation|after-effects`.
    static let lottieReading = OptionSpec(
        "--lottie-reading", value: "core-animation|after-effects",
        "where they differ, draw a Lottie file as lottie-ios's Core Animation engine does (a layer moves along a "
            + "curved spatial keyframe by its curve parameter; no radial gradient highlight; text strokes as Core "
            + "Text's, sw percent of the font size; no text animators) or as After Effects, lottie-web and ThorVG "
            + "do (by arc length; highlights drawn; text strokes sw points wide; text animators drawn)",
        default: .described("core-animation"))

    /// `--param`, `--input-format`, `--strict`, `--lottie-reading` and `--assets`: the options
    /// of every command that reads a scene.
    static let sceneInput: [OptionSpec] = [
        .param,
        OptionSpec("--input-format", value: "auto|scene|lottie",
                   "how to read a .json file: a Flipbook scene file or a Lottie document",
                   default: .described("auto, told by the content")),
        OptionSpec("--strict", "a Lottie file with any warning is an error (exit 2): a feature Flipbook does "
                   + "not draw, or a reference lottie-ios tolerates (a missing parent, asset or image file, "
                   + "null easing handles, a time remap past the composition)"),
        .lottieReading,
        OptionSpec("--assets", value: "DIR",
                   "also read a scene file's images from DIR (repeatable); by default only files inside the "
                   + "scene file's folder, after symbolic links, are read, and a scene from stdin reads none"),
    ]
}
