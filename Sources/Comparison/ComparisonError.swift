/// Why two frames could not be compared. Each description is one line.
public enum ComparisonError: Error, Equatable, CustomStringConvertible {
    /// The frames have different sizes (pixels).
    case sizeMismatch(a: (width: Int, height: Int), b: (width: Int, height: Int))
    /// A frame has no pixels.
    case empty

    public static func == (l: ComparisonError, r: ComparisonError) -> Bool {
        switch (l, r) {
        case let (.sizeMismatch(a1, b1), .sizeMismatch(a2, b2)):
            return a1 == a2 && b1 == b2
        case (.empty, .empty):
            return true
        default:
            return false
        }
    }

    public var description: String {
        switch self {
        case let .sizeMismatch(a, b):
            return "frame sizes differ: A is \(a.width)x\(a.height) px, B is \(b.width)x\(b.height) px"
        case .empty:
            return "cannot compare frames without pixels"
        }
    }
}
