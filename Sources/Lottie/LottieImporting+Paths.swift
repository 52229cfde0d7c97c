import Geometry
import Paths
import Presentation
import SceneFile

extension LottieImporting {
    /// The path of a rectangle `rc`, ellipse `el`, polystar `sr` or bezier path `sh`
    /// (its bezier under `bezierKey`: `ks`, or a mask's `pt`), fixed or
    /// keyframed, counted against the path limits, its corners rounded by
    /// `cornerRadius` (`rd`'s `r`) as ThorVG rounds them: a rectangle
    /// without roundness takes it as its own; polystars and paths see
    /// `roundingCorners`; ellipses have no corners.
    func shapePath(_ item: SceneFileItem, bezierKey: String = "ks",
                   cornerRadius: LottieProperty<[Double]>? = nil) throws -> LottieProperty<Path> {
        let reversed = try item.number("d", default: 1) == 3
        var bezier: LottieProperty<LottieBezier>
        switch try item.field("ty")?.string() {
        case "rc":
            var r = try vectorProperty(item.field("r"), default: [0]).map { [$0[0, or: 0]] }
            if let radius = cornerRadius, !r.isAnimated, r.modelValue[0] == 0 {
                // Sampled: the rectangle clamps the radius to half its shorter side.
                r = try sampledAtWholeFrames(radius, at: item).map { [$0[0, or: 0] < LottieBezier.minimumCornerRadius ? 0 : $0[0, or: 0]] }
            }
            let v = LottieProperty.concatenated([try point(item, "p"), try point(item, "s"), r])
            let rounded = r.isAnimated || r.modelValue[0] != 0
            bezier = v.map { .rectangle(center: Point(v: $0, 0), size: Size(v: $0, 2), roundness: $0[4], rounded: rounded) }
        case "el":
            let v = LottieProperty.concatenated([try point(item, "p"), try point(item, "s")])
            bezier = v.map { .ellipse(center: Point(v: $0, 0), size: Size(v: $0, 2)) }
        case "sr":
            func number(_ key: String) throws -> LottieProperty<[Double]> {
                try vectorProperty(item.field(key), default: [0]).map { [$0[0, or: 0]] }
            }
            let points = try number("pt")
            let parts = [try point(item, "p"), points, try number("r"), try number("or"), try number("os"),
                         try number("ir"), try number("is")]
            let star = try item.number("sy", default: 1) != 2
            let make = { (v: [Double]) in
                LottieBezier.polystar(center: Point(v: v, 0), points: v[2], rotation: v[3], outerRadius: v[4],
                                      outerRoundness: v[5], innerRadius: v[6], innerRoundness: v[7], star: star)
            }
            if points.isAnimated, !points.allValues({ $0 == points.initialValue }) {
                bezier = try changingShape(parts, make, at: item)
            } else {
                bezier = LottieProperty.concatenated(parts).map(make)
            }
            if let radius = cornerRadius {
                bezier = try roundingCorners(bezier, radius: radius, cut: LottieBezier.polystarCornerCut,
                                             handle: LottieBezier.polystarCornerHandle, at: item)
            }
        default:
            let empty = LottieBezier(vertices: [], inTangents: [], outTangents: [], closed: false)
            bezier = try property(item.field(bezierKey), default: empty) { try self.bezier($0) }
            if case .animated(let keys) = bezier, let first = keys.first,
               let odd = keys.first(where: { $0.value.vertices.count != first.value.vertices.count
                                             || $0.value.closed != first.value.closed }) {
                throw item.error("path keyframes at frames \(JSONText.number(first.frame)) and "
                                 + "\(JSONText.number(odd.frame)) differ in vertex count or closedness")
            }
            if let radius = cornerRadius {
                bezier = try roundingCorners(bezier, radius: radius, cut: 1, handle: LottieBezier.pathCornerHandle,
                                             at: item)
            }
            // A CAShapeLayer's own path is none.
            bezier = asCoreAnimationHolds(bezier, underlying: empty)
        }
        let isEllipse = try item.field("ty")?.string() == "el"
        let path = bezier.map { reversed ? (isEllipse ? $0.reversedFromStart : $0.reversed).path : $0.path }
        var elements = 0
        _ = path.allValues { elements += $0.elements.count; return true }
        try count(\.pathElementCount, by: elements, maximum: limits.maximumTotalPathElements, "path elements",
                  limitName: "maximumTotalPathElements", at: item)
        return path
    }

    /// A two-component property `key` (a position or a size).
    private func point(_ item: SceneFileItem, _ key: String) throws -> LottieProperty<[Double]> {
        try vectorProperty(item.field(key), default: [0, 0]).map { [$0[0, or: 0], $0[1, or: 0]] }
    }

    /// `{"v": [[x, y]…], "i": […], "o": […], "c": closed}`; missing
    /// tangents are zero.
    private func bezier(_ item: SceneFileItem) throws -> LottieBezier {
        _ = try item.requireObject()
        guard let v = item.field("v") else { throw item.error("missing required key \"v\"") }
        let vertices = try points(v)
        guard vertices.count <= limits.maximumPathElements else {
            throw v.error("path has \(vertices.count) vertices, more than \(limits.maximumPathElements) "
                          + "(SceneFileLimits.maximumPathElements)", .limit)
        }
        func tangents(_ key: String) throws -> [Point] {
            guard let t = item.field(key) else { return Array(repeating: .zero, count: vertices.count) }
            let list = try points(t)
            guard list.count == vertices.count else {
                throw t.error("\(list.count) tangents for \(vertices.count) vertices (need one per vertex)")
            }
            return list
        }
        return LottieBezier(vertices: vertices, inTangents: try tangents("i"), outTangents: try tangents("o"),
                            closed: try item.flag("c"))
    }

    private func points(_ item: SceneFileItem) throws -> [Point] {
        try item.array().map { p in
            let v = try p.numbers()
            guard v.count >= 2, v[0].isFinite, v[1].isFinite else { throw p.error("expected a point [x, y], found \(p.describeShape)") }
            return Point(v[0], v[1])
        }
    }
}

private extension Point {
    /// Components `i` and `i + 1` of `v`.
    init(v: [Double], _ i: Int) { self.init(v[i], v[i + 1]) }
}

private extension Size {
    init(v: [Double], _ i: Int) { self.init(v[i], v[i + 1]) }
}
