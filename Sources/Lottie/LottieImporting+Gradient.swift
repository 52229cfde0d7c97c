import Geometry
import Layers
import Paths
import Presentation
import SceneFile
import Support
import Timeline

extension LottieImporting {
    /// A gradient fill `gf` or gradient stroke `gs` over `path`, as
    /// lottie-ios draws one: a `GradientLayer` masked by `mask` (the path
    /// filled, or stroked with the item's width, cap, join, miter limit and
    /// dashes, opaque black with the item's opacity `o`, so the mask
    /// carries the opacity; trimmed as the item's trims cut it). The
    /// gradient layer's bounds cover every
    /// control point of every keyframe of the path, padded by the
    /// stroke's reach, so the gradient is drawn wherever the mask lets it.
    /// Its coordinates are the shape's (the bounds sit at their own
    /// place), and `s`/`e` map to unit coordinates of those bounds.
    func gradient(_ item: SceneFileItem, maskedBy mask: Layer, path: LottieProperty<Path>,
                  depth: Int) throws -> GradientLayer {
        let stroked = try item.field("ty")?.string() == "gs"
        let layer = try makeLayer(GradientLayer.init, depth: depth, at: item)
        layer.name = try item.field("nm")?.string()
        let bounds = try gradientBounds(path, item: item, stroked: stroked)
        layer.bounds = bounds
        layer.position = Point(bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2)
        layer.mask = mask
        try gradientStops(item, into: layer)
        try gradientPoints(item, bounds: bounds, into: layer)
        return layer
    }

    /// The union of the control points of every keyframe of `path` (the
    /// curves between keyframes stay inside it: their control points are
    /// blends of the keyframes'), padded by 1 point, and for a stroke by
    /// half the widest width times the larger of the miter limit and √2
    /// (how far a miter join or a square cap reaches past the line).
    private func gradientBounds(_ path: LottieProperty<Path>, item: SceneFileItem, stroked: Bool) throws -> Rect {
        var lo = Point(Double.infinity, .infinity), hi = Point(-Double.infinity, -.infinity)
        _ = path.allValues { p in
            for e in p.elements {
                let points: [Point]
                switch e {
                case .move(let a), .line(let a): points = [a]
                case .quad(let a, let b): points = [a, b]
                case .cubic(let a, let b, let c): points = [a, b, c]
                case .close: points = []
                }
                for q in points {
                    lo = Point(min(lo.x, q.x), min(lo.y, q.y))
                    hi = Point(max(hi.x, q.x), max(hi.y, q.y))
                }
            }
            return true
        }
        guard lo.x <= hi.x else { return Rect(x: 0, y: 0, width: 1, height: 1) }
        var pad = 1.0
        if stroked {
            var widest = 0.0
            _ = try vectorProperty(item.field("w"), default: [1]).allValues { widest = max(widest, abs($0[0, or: 1])); return true }
            pad += widest / 2 * max(try item.number("ml", default: 4), 2.0.squareRoot())
        }
        return Rect(x: lo.x - pad, y: lo.y - pad, width: hi.x - lo.x + 2 * pad, height: hi.y - lo.y + 2 * pad)
    }

    /// Colors `g` ({p: color stop count, k: [loc, r, g, b] × p then
    /// [loc, alpha] × n}) as "colors" and "locations". Opacity stops at
    /// other locations than the color stops are merged (see
    /// `mergedGradientStops`); when the merged stop count changes between
    /// keyframes (moving stops), every keyframe is resampled at the union
    /// of all keyframes' locations, an approximation warned about.
    private func gradientStops(_ item: SceneFileItem, into layer: GradientLayer) throws {
        guard let g = item.field("g") else { throw item.error("missing required key \"g\"") }
        _ = try g.requireObject()
        let p = try g.number("p", default: 0)
        guard let count = NumberInput.whole(p, rounding: .towardZero, in: 1...limits.maximumPathElements) else {
            throw (g.field("p") ?? g).error("gradient needs 1 to \(limits.maximumPathElements) color stops")
        }
        var stops = try vectorProperty(g.field("k"), default: []).map { Self.mergedGradientStops($0, colorStops: count) }
        if !stops.allValues({ $0.locations.count == stops.initialValue.locations.count }) {
            warn("gradient stops whose merged count changes (resampled)", at: g)
            var union = Set<Double>()
            _ = stops.allValues { union.formUnion($0.locations); return true }
            let locations = union.sorted()
            stops = stops.map { s in (locations, locations.map { Self.color(in: s, at: $0) }) }
        }
        layer.colors = stops.modelValue.colors
        layer.locations = stops.modelValue.locations
        try add(stops.animation(keyPath: "colors", framesPerSecond: framesPerSecond) { .colors($0.colors) },
                to: layer, at: g)
        try add(stops.animation(keyPath: "locations", framesPerSecond: framesPerSecond) { .numbers($0.locations) },
                to: layer, at: g)
    }

    /// The stops of one gradient value `v`: `colorStops` × [loc, r, g, b],
    /// then [loc, alpha] pairs. Without alpha stops the colors are opaque
    /// at their own locations; with them, at the union of both kinds of
    /// locations (sorted), each channel interpolated linearly between its
    /// own neighbouring stops and held beyond the outermost ones.
    static func mergedGradientStops(_ v: [Double], colorStops count: Int) -> (locations: [Double], colors: [Color]) {
        let colorStops = (0..<count).map { i in (v[4 * i, or: 0], [v[4 * i + 1, or: 0], v[4 * i + 2, or: 0], v[4 * i + 3, or: 0]]) }
        let alphaValues = Array(v.dropFirst(4 * count))
        let alphaStops = stride(from: 0, to: alphaValues.count - 1, by: 2).map { (alphaValues[$0], [alphaValues[$0 + 1]]) }
        let unit = { (x: Double) in min(max(x, 0), 1) }
        guard !alphaStops.isEmpty else {
            return (colorStops.map(\.0), colorStops.map { Color(red: unit($0.1[0]), green: unit($0.1[1]), blue: unit($0.1[2])) })
        }
        let locations = Set(colorStops.map(\.0) + alphaStops.map(\.0)).sorted()
        return (locations, locations.map { x in
            let rgb = interpolated(colorStops, at: x), a = interpolated(alphaStops, at: x)
            return Color(red: unit(rgb[0]), green: unit(rgb[1]), blue: unit(rgb[2]), alpha: unit(a[0]))
        })
    }

    /// The value of piecewise-linear `stops` (location, channels) at `x`,
    /// held beyond the first and last.
    private static func interpolated(_ stops: [(Double, [Double])], at x: Double) -> [Double] {
        let sorted = stops.sorted { $0.0 < $1.0 }
        guard let first = sorted.first, let last = sorted.last else { return [] }
        if x <= first.0 { return first.1 }
        if x >= last.0 { return last.1 }
        let j = sorted.lastIndex { $0.0 <= x }!
        let a = sorted[j], b = sorted[j + 1]
        let f = b.0 > a.0 ? (x - a.0) / (b.0 - a.0) : 0
        return zip(a.1, b.1).map { $0 + ($1 - $0) * f }
    }

    /// The color of merged stops at location `x` (straight channels
    /// interpolated linearly, held beyond the ends).
    private static func color(in stops: (locations: [Double], colors: [Color]), at x: Double) -> Color {
        let c = interpolated(zip(stops.locations, stops.colors).map { ($0, [$1.red, $1.green, $1.blue, $1.alpha]) }, at: x)
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Start `s` and end `e` (shape coordinates) as "startPoint" and
    /// "endPoint" in unit coordinates of `bounds`. Linear (`t` 1): each
    /// maps on its own (an affine map keeps the keyframes' easing).
    /// Radial (`t` 2): center s, radius |e − s|, drawn as Core Animation
    /// draws a radial gradient (endPoint s + (r, r), as lottie-ios sets
    /// it); when s or e is animated that derived end point is sampled at
    /// every frame over their keyframes and joined linearly. A highlight
    /// `h`/`a` becomes the focal point (`gradientFocalPoint`).
    private func gradientPoints(_ item: SceneFileItem, bounds: Rect, into layer: GradientLayer) throws {
        let s = try vectorProperty(item.field("s"), default: [0, 0]), e = try vectorProperty(item.field("e"), default: [0, 0])
        func unit(_ p: [Double]) -> Point {
            Point((p[0, or: 0] - bounds.origin.x) / bounds.size.width, (p[1, or: 0] - bounds.origin.y) / bounds.size.height)
        }
        layer.startPoint = unit(s.modelValue)
        try add(s.animation(keyPath: "startPoint", framesPerSecond: framesPerSecond) { .point(unit($0)) }, to: layer, at: item)
        guard try item.number("t", default: 1) == 2 else {
            layer.endPoint = unit(e.modelValue)
            try add(e.animation(keyPath: "endPoint", framesPerSecond: framesPerSecond) { .point(unit($0)) }, to: layer, at: item)
            return
        }
        layer.kind = .radial
        try gradientFocalPoint(item, start: s, end: e, unit: unit, into: layer)
        let end = try sampledEveryFrame([s, e], at: item) { v in
            let r = ((v[2] - v[0]) * (v[2] - v[0]) + (v[3] - v[1]) * (v[3] - v[1])).squareRoot()
            return [v[0] + r, v[1] + r]
        }
        layer.endPoint = unit(end.modelValue)
        try add(end.animation(keyPath: "endPoint", framesPerSecond: framesPerSecond) { .point(unit($0)) }, to: layer, at: item)
    }
}

extension LottieImporting {
    /// `derive` of the parts' values laid end to end: fixed when no part
    /// is animated, otherwise sampled at every whole frame from the first
    /// keyframe to the last (and at those two) and joined linearly, for a
    /// quantity that is no linear map of its parts. The samples count
    /// against the keyframe limit at `item`.
    func sampledEveryFrame(_ parts: [LottieProperty<[Double]>], at item: SceneFileItem,
                           _ derive: ([Double]) -> [Double]) throws -> LottieProperty<[Double]> {
        let frames = parts.compactMap { part -> [Double]? in
            guard part.isAnimated, case .animated(let keys) = part else { return nil }
            return keys.map(\.frame)
        }.flatMap { $0 }
        guard let first = frames.min(), let last = frames.max(), last > first else {
            return .fixed(derive(parts.flatMap(\.modelValue)))
        }
        // Whole frames in between plus both ends, counted before any is made.
        var samples = try steppedFrames(from: first.rounded(.up), to: last, through: true, extra: 2, at: item)
        if samples.first != first { samples.insert(first, at: 0) }
        if samples.last != last { samples.append(last) }
        return .animated(samples.map { f in
            LottieKeyframe(frame: f, value: derive(parts.flatMap { $0.value(atFrame: f) }), hold: false, timing: nil)
        })
    }
}
