/// Errors from evaluating animations on user input; each names the key
/// path involved so one line on stderr says what is wrong.
public enum TimelineError: Error, Equatable, CustomStringConvertible {
    /// The key path's root is not a property of the layer (not in the model
    /// values), or its sub-path is not one Core Animation knows.
    case unknownKeyPath(String, reason: String)
    /// The animation's values are not of the kind the key path holds.
    case valueKindMismatch(keyPath: String, expected: String, found: String)
    /// The values cannot be combined: paths with unmatched elements,
    /// gradient arrays of different lengths, a singular matrix to undo.
    case incompatibleValues(keyPath: String, reason: String)
    /// A non-group animation without a key path.
    case missingKeyPath

    /// One line naming the key path and the problem.
    public var description: String {
        switch self {
        case .unknownKeyPath(let keyPath, let reason):
            return "unknown key path '\(keyPath)': \(reason)"
        case .valueKindMismatch(let keyPath, let expected, let found):
            return "key path '\(keyPath)' holds a \(expected) value, but the animation gives a \(found)"
        case .incompatibleValues(let keyPath, let reason):
            return "key path '\(keyPath)': \(reason)"
        case .missingKeyPath:
            return "an animation that is not a group has no key path"
        }
    }
}

/// Why two animatable values cannot be combined (different kinds, array
/// lengths or path structures); the evaluator turns it into
/// `TimelineError.incompatibleValues` with the key path.
public struct AnimatableValueError: Error, Equatable, CustomStringConvertible {
    /// One line saying what does not match.
    public var reason: String

    /// An error with its one-line reason.
    public init(reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}
