import Geometry
import Layers
import Paths
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
    /// `modifiers` are those listed after the group around it (trims,
    /// rounded corners), which change its paths too.
    func pathsInParentSpace(of group: SceneFileItem, modifiers: LottiePathModifiers,
                            depth: Int) throws -> [LottiePaintedPath]? {
        let (outer, inner, d) = try groupLayers(group, depth: depth)
        guard let matrix = Self.fixedPlacement(from: outer, to: inner) else { return nil }
        let items = try group.field("it")?.array() ?? []
        let after = try self.modifiers(after: items, outer: modifiers)
        var paths: [LottiePaintedPath] = []
        for (i, item) in items.enumerated() {
            switch try shapeType(item) {
            case let type? where ["rc", "el", "sr", "sh"].contains(type):
                let chain = LottieTrim.isIdentity(after[i].trims) ? [] : after[i].trims
                let path = try shapePath(item, cornerRadius: after[i].cornerRadius)
                paths.append((path.map { $0.applying(matrix) }, chain, type == "sh"))
            case "gr":
                guard let nested = try pathsInParentSpace(of: item, modifiers: after[i], depth: d) else { return nil }
                paths += nested.map { ($0.path.map { $0.applying(matrix) }, $0.trims, $0.bezier) }
            case "rp":
                return nil
            default:
                break
            }
        }
        return paths
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
            let b = layer.bounds
            let pivot = Point(b.origin.x + layer.anchorPoint.x * b.size.width,
                              b.origin.y + layer.anchorPoint.y * b.size.height)
            matrix = matrix.concatenating(AffineTransform(translationX: -pivot.x, y: -pivot.y))
                .concatenating(layer.transform.affine)
                .concatenating(AffineTransform(translationX: layer.position.x, y: layer.position.y))
        }
        return matrix
    }
}
