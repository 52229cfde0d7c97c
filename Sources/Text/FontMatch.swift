/// The font file a request resolved to, and how it got there.
public struct FontMatch: Hashable, Sendable, CustomStringConvertible {
    /// Which step of the fallback chain (see `FontFallback`) chose the file.
    public enum Step: Hashable, Sendable {
        /// The requested family (or, for a system-font name, an SF family).
        case requested
        /// A substitute family in the requested weight class.
        case substituteSameWeightClass
        /// A substitute family at its nearest weight, in another class.
        case substituteAnyWeight
        /// fontconfig's default sans-serif.
        case fontconfigDefault
        /// A file named directly (`Font(file:size:)`), no lookup.
        case file
    }

    /// The request.
    public var requested: FontDescriptor
    /// Absolute path of the font file.
    public var file: String
    /// Index of the face inside the file (non-zero for collections).
    public var faceIndex: Int
    /// The family of the chosen face, as the file names it.
    public var family: String
    /// The style of the chosen face ("Book", "ExtraLight").
    public var style: String
    /// The weight of the chosen face.
    public var weight: FontWeight
    /// The fallback step that chose it.
    public var step: Step

    /// True when the requested family itself was found.
    public var isExact: Bool { step == .requested || step == .file }

    /// One line: request → family style, file, step.
    public var description: String {
        "\(requested) → \(family) \(style) (\(file), \(step))"
    }
}
