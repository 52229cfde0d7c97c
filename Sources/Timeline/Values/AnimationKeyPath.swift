import Geometry

/// A Core Animation key path split into the layer property it animates
/// (`root`, a key of the model values) and an optional part of it.
///
/// Supported sub-paths: on "transform": scale, scale.x/.y/.z, rotation
/// (= rotation.z), rotation.x/.y/.z, translation (a point or size),
/// translation.x/.y/.z; on point properties (position, anchorPoint, …):
/// x, y; on size properties: width, height; on rect properties (bounds):
/// origin, size, origin.x, origin.y, size.width, size.height.
public struct AnimationKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The part of the root value a sub-key-path addresses.
    public enum Component: Hashable, Sendable {
        /// A scalar of the decomposed transform.
        case transform(Transform3DComponent)
        /// transform.translation: x and y of the translation together.
        case transformTranslation
        /// .x of a point, or .width of a size.
        case first
        /// .y of a point, or .height of a size.
        case second
        /// bounds.origin (a point).
        case rectOrigin
        /// bounds.size (a size).
        case rectSize
        /// bounds.origin.x / .y, bounds.size.width / .height.
        case rectScalar(index: Int)
    }

    /// The whole key path as written.
    public let string: String
    /// The model property, e.g. "transform" for "transform.rotation.z".
    public let root: String
    /// Nil when the whole root is animated.
    public let component: Component?

    /// Parses a key path.
    /// - Throws: `TimelineError.unknownKeyPath` for an empty path or an
    ///   unsupported sub-path.
    public init(parsing string: String) throws {
        self.string = string
        let parts = string.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty else {
            throw TimelineError.unknownKeyPath(string, reason: "the key path is empty")
        }
        root = String(first)
        guard parts.count == 2 else { component = nil; return }
        let rest = String(parts[1])
        let found = root == "transform" ? Self.transformComponents[rest] : Self.plainComponents[rest]
        guard let found else {
            throw TimelineError.unknownKeyPath(string, reason: "'\(rest)' is not a supported part of '\(root)'")
        }
        component = found
    }

    /// The key path as written.
    public var description: String { string }

    private static let transformComponents: [String: Component] = [
        "scale": .transform(.scale), "scale.x": .transform(.scaleX), "scale.y": .transform(.scaleY),
        "scale.z": .transform(.scaleZ), "rotation": .transform(.rotationZ),
        "rotation.x": .transform(.rotationX), "rotation.y": .transform(.rotationY),
        "rotation.z": .transform(.rotationZ), "translation": .transformTranslation,
        "translation.x": .transform(.translationX), "translation.y": .transform(.translationY),
        "translation.z": .transform(.translationZ),
    ]

    private static let plainComponents: [String: Component] = [
        "x": .first, "y": .second, "width": .first, "height": .second,
        "origin": .rectOrigin, "size": .rectSize,
        "origin.x": .rectScalar(index: 0), "origin.y": .rectScalar(index: 1),
        "size.width": .rectScalar(index: 2), "size.height": .rectScalar(index: 3),
    ]
}
