import Geometry
import Layers
import Paths
import Presentation
import SceneFile

/// How one Lottie mask combines with the masks after it, as ThorVG reads
/// a mask's `mode` and `inv` (our reference renderer; ThorVG's
/// `MaskMethod`).
enum LottieMaskMethod: Equatable {
    case add, subtract, intersect, difference, lighten, darken
    /// `a` inverted.
    case invertedAlpha

    /// `mode` (a add, s subtract, i intersect, f difference, l lighten,
    /// d darken) with `inv`; nil for `n` (none) and anything else.
    init?(mode: String, inverted: Bool) {
        switch mode {
        case "a": self = inverted ? .invertedAlpha : .add
        case "s": self = inverted ? .intersect : .subtract
        case "i": self = inverted ? .difference : .intersect
        case "f": self = inverted ? .intersect : .difference
        case "l": self = .lighten
        case "d": self = .darken
        default: return nil
        }
    }
}

extension LottieImporting {
    /// A layer's masks `masksProperties` on `layer` (the one its content is
    /// drawn in, inside its transform, where the mask paths `pt` live), as
    /// ThorVG composes them. Each mask is a white shape at its opacity
    /// `o` (percent). The first mask's method picks how the stack keeps
    /// the content: subtract (and inverted add) by inverted alpha, all
    /// others by alpha. Each later mask's method combines the shape before
    /// it with everything after it, right to left, S1 ⊗2 (S2 ⊗3 (S3 …)):
    /// add as a union (a layer holding both), subtract and inverted add as
    /// S·(1 − R) (an inverted-alpha mask), intersect as S·R (an alpha
    /// mask); a subtract or difference after one of the same method and
    /// the same fixed opacity joins that mask's shape instead. Lighten and
    /// darken are drawn as union and intersection, difference as the union
    /// of S·(1 − R) and R·(1 − S), with a warning each; so is an
    /// expansion `x`, which is not applied. Mode `n` masks nothing.
    func applyMasks(of item: SceneFileItem, to layer: Layer, depth: Int) throws {
        guard let list = item.field("masksProperties") else { return }
        var shapes: [(method: LottieMaskMethod, opacity: LottieProperty<[Double]>, layer: Layer)] = []
        for mask in try list.array() {
            _ = try mask.requireObject()
            let mode = try mask.field("mode")?.string() ?? "a"
            guard let method = LottieMaskMethod(mode: mode, inverted: try mask.flag("inv")) else {
                if mode != "n" { warn("mask mode \(JSONText.string(mode))", at: mask.field("mode")!) }
                continue
            }
            if [.lighten, .darken, .difference].contains(method) {
                warn("mask modes lighten, darken and difference (approximated)", at: mask.field("mode") ?? mask)
            }
            try warnIfUsed(mask.field("x"), "mask expansion")
            let opacity = try vectorProperty(mask.field("o"), default: [100])
            let nesting = depth + 2 * shapes.count
            let shape = try makeLayer(ShapeLayer.init, depth: nesting + 1, at: mask)
            let path = try shapePath(mask, bezierKey: "pt")
            shape.path = path.modelValue
            shape.fillColor = .white
            try add(path.animation(keyPath: "path", framesPerSecond: framesPerSecond) { .path($0) }, to: shape, at: mask)
            if let last = shapes.last, last.method == method, method == .subtract || method == .difference,
               !opacity.isAnimated, !last.opacity.isAnimated, last.opacity.modelValue == opacity.modelValue {
                last.layer.addSublayer(shape)
                continue
            }
            let holder = try makeLayer(Layer.init, depth: nesting, at: mask)
            holder.opacity = opacity.modelValue[0, or: 100] / 100
            try add(opacity.animation(keyPath: "opacity", framesPerSecond: framesPerSecond) {
                .number($0[0, or: 100] / 100) }, to: holder, at: mask)
            holder.addSublayer(shape)
            shapes.append((method, opacity, holder))
        }
        guard let first = shapes.first, var rest = shapes.last?.layer else { return }
        for k in stride(from: shapes.count - 2, through: 0, by: -1) {
            rest = try combine(shapes[k].layer, with: rest, by: shapes[k + 1].method, depth: depth + 2 * k, at: item)
        }
        layer.mask = rest
        layer.maskMode = first.method == .subtract || first.method == .invertedAlpha ? .invertedAlpha : .alpha
    }

    /// A layer whose alpha is `shape` ⊗ `rest` for `method`.
    private func combine(_ shape: Layer, with rest: Layer, by method: LottieMaskMethod, depth: Int,
                         at item: SceneFileItem) throws -> Layer {
        switch method {
        case .add, .lighten:
            let union = try makeLayer(Layer.init, depth: depth, at: item)
            union.addSublayer(shape)
            union.addSublayer(rest)
            return union
        case .subtract, .invertedAlpha:
            shape.mask = rest
            shape.maskMode = .invertedAlpha
            return shape
        case .intersect, .darken:
            shape.mask = rest
            shape.maskMode = .alpha
            return shape
        case .difference:
            let restCopy = rest.deepCopy(), shapeCopy = shape.deepCopy()
            try count(\.layerCount, by: Self.layerCount(restCopy) + Self.layerCount(shapeCopy),
                      maximum: limits.maximumLayers, "layers", limitName: "maximumLayers", at: item)
            shape.mask = rest
            shape.maskMode = .invertedAlpha
            let restOutside = try makeLayer(Layer.init, depth: depth + 1, at: item)
            restOutside.addSublayer(restCopy)
            restOutside.mask = shapeCopy
            restOutside.maskMode = .invertedAlpha
            let union = try makeLayer(Layer.init, depth: depth, at: item)
            union.addSublayer(shape)
            union.addSublayer(restOutside)
            return union
        }
    }

    /// Layers in a tree, masks included.
    private static func layerCount(_ layer: Layer) -> Int {
        1 + layer.sublayers.reduce(0) { $0 + layerCount($1) } + (layer.mask.map(layerCount) ?? 0)
    }
}
