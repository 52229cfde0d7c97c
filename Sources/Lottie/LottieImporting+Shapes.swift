import Geometry
import Layers
import Paths
import Presentation
import SceneFile
import Timeline

extension LottieImporting {
    /// Shape items (`ty`) that are not drawn yet, named for warnings.
    static let shapeItemNames = ["sr": "polystar", "mm": "merge paths", "tw": "twist",
                                 "op": "offset path", "pb": "pucker/bloat", "zz": "zig zag"]

    /// A shape layer's `shapes` or a group's `it` drawn into `layer`.
    /// Lottie draws the first item on top, so items are added last to
    /// first. A fill or stroke paints the paths listed before it in its
    /// group and in the groups before it, at its own place in the order;
    /// a group draws its own items inside its transform `tr`. A stroke
    /// after two fills with no path between strokes again what lottie-ios
    /// strokes twice (`repeatedStrokes`). `modifiers`
    /// are those listed after the group in the groups around it, which
    /// change its paths too.
    func shapeItems(_ items: [SceneFileItem], into layer: Layer, depth: Int,
                    modifiers: LottiePathModifiers = LottiePathModifiers()) throws {
        var built: [[Layer]] = []
        let after = try self.modifiers(after: items, outer: modifiers)
        for (k, item) in items.enumerated() {
            guard let type = try shapeType(item) else { continue }
            switch type {
            case "gr":
                let (outer, inner, d) = try groupLayers(item, depth: depth)
                try shapeItems(try item.field("it")?.array() ?? [], into: inner, depth: d,
                               modifiers: after[k])
                built.append([outer])
            case "fl", "gf":
                built.append(try paint(item, over: items, before: k, modifiers: modifiers, depth: depth))
            case "st", "gs":
                built.append(try paint(item, over: items, before: k, modifiers: modifiers, depth: depth)
                    + repeatedStrokes(item, in: items, at: k, modifiers: modifiers, depth: depth))
            case "rp": built = [try repeated(built.reversed().flatMap { $0 }, by: item, depth: depth)]
            case "rc", "el", "sr", "sh", "tr", "tm", "rd": break
            default:
                let name = Self.shapeItemNames[type].map { " (\($0))" } ?? ""
                warn("shape item \(JSONText.string(type))\(name)", at: item.field("ty")!)
            }
        }
        // Built in document order (so warnings name first uses), added
        // last to first.
        for layers in built.reversed() {
            for l in layers { layer.addSublayer(l) }
        }
    }

    /// The item's `ty`, or nil for a hidden item (`hd`).
    func shapeType(_ item: SceneFileItem) throws -> String? {
        _ = try item.requireObject()
        guard let ty = item.field("ty") else { throw item.error("missing required key \"ty\"") }
        return try item.flag("hd") ? nil : try ty.string()
    }

    /// A group's transform layers (from its `tr` item) and the depth
    /// below them.
    func groupLayers(_ group: SceneFileItem, depth: Int) throws -> (Layer, Layer, Int) {
        let items = try group.field("it")?.array() ?? []
        let tr = try items.last { try $0.requireObject().field("ty")?.string() == "tr" }
        var d = depth
        let (outer, inner) = try transformLayers(tr, opacity: true, depth: &d, at: group)
        outer.name = try group.field("nm")?.string()
        return (outer, inner, d)
    }

    /// The layers drawing fill or stroke `style` over the paths listed in
    /// `items` before index `end`: one shape layer for the group's own
    /// paths (all in one path when none is animated and none is trimmed
    /// apart, so the fill rule sees them together; else one layer each),
    /// and copies of earlier groups' transforms holding the same paint
    /// over their paths. A path is changed by the modifiers listed after
    /// it in `items` and by `outer` (see `trimmedStrokes`, `shapePath`).
    func paint(_ style: SceneFileItem, over items: [SceneFileItem], before end: Int,
                       modifiers outer: LottiePathModifiers, depth: Int) throws -> [Layer] {
        var layers: [Layer] = []
        var paths: [LottiePaintedPath] = []
        let after = try self.modifiers(after: items, outer: outer)
        for (i, item) in items[..<end].enumerated() {
            let modifiers = after[i]
            switch try shapeType(item) {
            case let type? where Self.pathTypes.contains(type):
                paths.append(try paintedPath(item, type: type, modifiers: modifiers))
            case "gr":
                let (outer, inner, d) = try groupLayers(item, depth: depth)
                // A stroke after a group strokes its paths in the stroke's
                // own space where the group's placement is fixed.
                if ["st", "gs"].contains(try style.field("ty")?.string()),
                   let flattened = try pathsInParentSpace(of: item, placedBy: (outer, inner, d), modifiers: modifiers) {
                    layers += try painted(style, flattened, depth: depth)
                    continue
                }
                let sub = try item.field("it")?.array() ?? []
                for l in try paint(style, over: sub, before: sub.count, modifiers: modifiers, depth: d) { inner.addSublayer(l) }
                if !inner.sublayers.isEmpty { layers.append(outer) }
            case "rp":
                layers = try repeated(layers + painted(style, paths, depth: depth), by: item, depth: depth)
                paths = []
            default: break
            }
        }
        return layers + (try painted(style, paths, depth: depth))
    }

    /// The shape items that are paths.
    static let pathTypes: Set<String> = ["rc", "el", "sr", "sh"]

    /// Path item `item` (of `type`, one of `pathTypes`) as a fill or
    /// stroke paints it: rounded and cut by `modifiers` (no trims when
    /// they cut nothing).
    func paintedPath(_ item: SceneFileItem, type: String, modifiers: LottiePathModifiers) throws -> LottiePaintedPath {
        let chain = LottieTrim.isIdentity(modifiers.trims) ? [] : modifiers.trims
        return (try shapePath(item, cornerRadius: modifiers.cornerRadius), chain, type == "sh")
    }

    /// Shape layers painting `style` over `paths` (each with the trims
    /// that cut it): fixed paths not trimmed apart share one layer, and so
    /// do untrimmed bezier paths (`mergedPath`).
    func painted(_ style: SceneFileItem, _ paths: [LottiePaintedPath],
                         depth: Int) throws -> [Layer] {
        var paths = paths, layers: [Layer] = []
        let type = try style.field("ty")?.string()
        if type == "fl" || type == "gf", paths.contains(where: { !$0.trims.isEmpty }) {
            // Fills ignore trims, as lottie-ios's Core Animation engine
            // draws them: it sets a trim's strokeStart/strokeEnd on the
            // shape layer, which cut its stroke only (a solid fill logs a
            // compatibility issue, a gradient fill's mask takes no trim),
            // and a render group holding a trim keeps one layer per path.
            // ThorVG and lottie-web trim the fill's geometry instead.
            warn("trim paths on a fill", at: style, consequence: "(drawn untrimmed, as lottie-ios)")
            paths = paths.map { ($0.path, [], $0.bezier) }
        } else if let merged = try mergedPath(paths, at: style) {
            paths = [merged]
        }
        for (path, chain, _) in paths {
            func shape() throws -> ShapeLayer {
                let shape = try makeLayer(ShapeLayer.init, depth: depth, at: style)
                shape.path = path.modelValue
                try add(path.animation(keyPath: "path", framesPerSecond: framesPerSecond) { .path($0) }, to: shape,
                        at: style)
                // A gradient's mask is its path filled or stroked in
                // opaque black (a gradient item has no color `c`) at the
                // item's opacity (`gradient`).
                switch type {
                case "fl", "gf": try fill(style, into: shape)
                case "st", "gs": try stroke(style, into: shape)
                default: break
                }
                return shape
            }
            if type == "gf" || type == "gs" {
                // A stroke is trimmed as a plain one is, the trimmed
                // shapes masking the gradient (a stroke trimmed into
                // pieces masks with all of them); a fill is untrimmed.
                let mask: Layer
                if chain.isEmpty {
                    mask = try shape()
                } else {
                    let pieces = try trimmedStrokes(shape, by: chain, path: path, at: style)
                    if pieces.count == 1 {
                        mask = pieces[0]
                    } else {
                        mask = try makeLayer(Layer.init, depth: depth, at: style)
                        for piece in pieces { mask.addSublayer(piece) }
                    }
                }
                layers.append(try gradient(style, maskedBy: mask, path: path, depth: depth))
            } else if chain.isEmpty {
                layers.append(try shape())
            } else {
                layers += try trimmedStrokes(shape, by: chain, path: path, at: style)
            }
        }
        return layers
    }

    /// Fill `fl`: color `c`, opacity `o` (percent, as the shape layer's
    /// opacity), fill rule `r` (1 nonzero, 2 even-odd).
    func fill(_ item: SceneFileItem, into shape: ShapeLayer) throws {
        try color(item, key: "fillColor", into: shape)
        shape.strokeColor = nil
        if try item.number("r", default: 1) == 2 { shape.fillRule = .evenOdd }
        try opacity(item, into: shape)
    }

    /// Stroke `st`: color `c`, opacity `o`, width `w`, cap `lc` (1 butt,
    /// 2 round, 3 square), join `lj` (1 miter, 2 round, 3 bevel), miter
    /// limit `ml`, dashes `d` (LottieImporting+Dashes.swift).
    func stroke(_ item: SceneFileItem, into shape: ShapeLayer) throws {
        shape.fillColor = nil
        try color(item, key: "strokeColor", into: shape)
        let width = asCoreAnimationHolds(try vectorProperty(item.field("w"), default: [1]), underlying: [1])
        shape.lineWidth = width.modelValue[0, or: 1]
        try add(width.animation(keyPath: "lineWidth", framesPerSecond: framesPerSecond) { .number($0[0, or: 1]) },
                to: shape, at: item)
        shape.lineCap = [2: .round, 3: .square][try item.number("lc", default: 1)] ?? .butt
        shape.lineJoin = [2: .round, 3: .bevel][try item.number("lj", default: 1)] ?? .miter
        shape.miterLimit = try item.number("ml", default: 4)
        try dashes(item.field("d"), into: shape)
        try opacity(item, into: shape)
    }

    /// Color `c` ([r, g, b] or [r, g, b, a] in 0…1; the alpha is not used,
    /// as in lottie-web: opacity is `o`).
    private func color(_ item: SceneFileItem, key: String, into shape: ShapeLayer) throws {
        let c = try vectorProperty(item.field("c"), default: [0, 0, 0])
        func color(_ v: [Double]) -> Color {
            let unit = { (x: Double) in min(max(x, 0), 1) }
            return Color(red: unit(v[0, or: 0]), green: unit(v[1, or: 0]), blue: unit(v[2, or: 0]))
        }
        if key == "fillColor" { shape.fillColor = color(c.modelValue) } else { shape.strokeColor = color(c.modelValue) }
        try add(c.animation(keyPath: key, framesPerSecond: framesPerSecond) { .color(color($0)) }, to: shape, at: item)
    }

    private func opacity(_ item: SceneFileItem, into shape: ShapeLayer) throws {
        let o = asCoreAnimationHolds(try vectorProperty(item.field("o"), default: [100]), underlying: [100])
        shape.opacity = o.modelValue[0, or: 100] / 100
        try add(o.animation(keyPath: "opacity", framesPerSecond: framesPerSecond) { .number($0[0, or: 100] / 100) },
                to: shape, at: item)
    }
}
