import Geometry
import Layers
import Paths
import Presentation
import SceneFile

extension LottieImporting {
    /// The paths of `group` (a `gr` item) mapped into the coordinates the
    /// group sits in, for a stroke listed after it. Lottie strokes the
    /// transformed path, its width, dashes and a gradient's ends in the
    /// stroke's own space, as lottie-ios and lottie-web draw it
    /// (Issues/issue_1855: a stroke 11 wide after a group that scales its
    /// circle 300 % stays 11 wide). Only for a group whose transform is
    /// fixed, affine and fully opaque, nested groups alike, holding no
    /// repeater; nil otherwise, and the stroke is drawn inside copies of
    /// the group's transform layers, its width scaled with them.
    /// `placed` are the group's transform layers (`groupLayers`) and the
    /// depth below them; `modifiers` those listed after the group around
    /// it (trims, rounded corners), which change its paths too.
    func pathsInParentSpace(of group: SceneFileItem, placedBy placed: (outer: Layer, inner: Layer, depth: Int),
                            modifiers: LottiePathModifiers) throws -> [LottiePaintedPath]? {
        guard let matrix = Self.fixedPlacement(from: placed.outer, to: placed.inner) else { return nil }
        let items = try group.field("it")?.array() ?? []
        let after = try self.modifiers(after: items, outer: modifiers)
        var paths: [LottiePaintedPath] = []
        for (i, item) in items.enumerated() {
            switch try shapeType(item) {
            case let type? where Self.pathTypes.contains(type):
                paths.append(try paintedPath(item, type: type, modifiers: after[i]))
            case "gr":
                let nestedPlacement = try groupLayers(item, depth: placed.depth)
                guard let nested = try pathsInParentSpace(of: item, placedBy: nestedPlacement, modifiers: after[i])
                else { return nil }
                paths += nested
            case "rp":
                return nil
            default:
                break
            }
        }
        return paths.map { ($0.path.map { $0.applying(matrix) }, $0.trims, $0.bezier) }
    }

    /// Maps the innermost of a group's transform layers (`outer` down its
    /// only sublayers to `inner`) into `outer`'s superlayer, when none of
    /// them is animated, translucent, hidden, masked or turned in 3D; nil
    /// otherwise.
    static func fixedPlacement(from outer: Layer, to inner: Layer) -> AffineTransform? {
        var chain = [outer]
        while let last = chain.last, last !== inner {
            guard last.sublayers.count == 1 else { return nil }
            chain.append(last.sublayers[0])
        }
        var matrix = AffineTransform.identity
        for layer in chain.reversed() {
            guard layer.animations.isEmpty, layer.opacity == 1, !layer.isHidden, layer.mask == nil,
                  !layer.masksToBounds, layer.transform.isAffine else { return nil }
            matrix = matrix.concatenating(PresentedLayer.layerToSuperlayer(
                bounds: layer.bounds, anchorPoint: layer.anchorPoint, position: layer.position,
                transform: layer.transform))
        }
        return matrix
    }
}
