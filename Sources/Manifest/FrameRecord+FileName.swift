import Presentation

extension FrameRecord {
    /// A frame file name in a manifest or journal that is not a plain name
    /// inside the manifest's folder: it names the entry, and the reader
    /// stops (exit 2) before any file is opened.
    package struct FileNameError: Error, CustomStringConvertible {
        /// Where the name is: `frames[3].file`.
        package var location: String
        package var name: String
        package var problem: String

        package init(codingPath: [any CodingKey], name: String, problem: String) {
            location = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            if location.hasPrefix(".") { location.removeFirst() }
            self.name = name
            self.problem = problem
        }

        package var description: String {
            "\(location) \(JSONText.string(name)) \(problem): a manifest names plain files inside its folder"
        }
    }

    /// Why `name` cannot be a frame file of a manifest, or nil when it can.
    ///
    /// Decision: a manifest names files beside it and nothing else, so
    /// `manifest verify`, `merge` and `--resume` never read (or report the
    /// size of) a file elsewhere: no `/` (no folders, no absolute paths),
    /// not `.` or `..`, not empty, and no control characters (NUL included),
    /// which no frame name holds and which would reach the terminal.
    package static func fileNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is a folder" }
        if name.contains("/") { return "holds a /" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "holds a control character"
        }
        return nil
    }
}
