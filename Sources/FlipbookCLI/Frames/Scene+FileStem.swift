import Layers

extension Scene {
    /// The scene's name as the start of file names (`<stem>-00000.png`,
    /// `<stem>.manifest.json`): letters, digits, `-`, `_` and `.` kept,
    /// anything else (a slash, a space) written `_`, and no leading dot,
    /// so a name from a file can never point outside the output folder.
    var fileStem: String {
        let kept = String(name.map { c -> Character in
            c.isASCII && (c.isLetter || c.isNumber || "-_.".contains(c)) ? c : "_"
        })
        guard let first = kept.first else { return "scene" }
        return first == "." ? "_" + kept.dropFirst() : kept
    }
}
