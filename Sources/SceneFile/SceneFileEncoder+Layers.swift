import Geometry
import Layers
import Paths
import Text
import Timeline

/// Members of a JSON object under construction, written only when they
/// differ from a default.
struct SceneFileMembers {
    var list: [(String, SceneFileJSON)] = []

    mutating func add(_ key: String, _ value: SceneFileJSON) { list.append((key, value)) }

    /// Adds `value` unless it equals `defaultValue`.
    mutating func add<T: Equatable>(_ key: String, _ value: T, default defaultValue: T,
                                    _ encode: (T) throws -> SceneFileJSON) rethrows {
        if value != defaultValue { list.append((key, try encode(value))) }
    }
}

extension SceneFileEncoding {
    /// A layer object at nesting `depth` (the root is 1).
    func layer(_ l: Layer, location: String, depth: Int) throws -> SceneFileJSON {
        guard depth <= SceneFileLimits.standard.maximumLayerDepth else {
            throw SceneFileError(.limit, "layers nest deeper than \(SceneFileLimits.standard.maximumLayerDepth) levels",
                                 location: location)
        }
        var m = SceneFileMembers()
        m.add("type", .string(l.typeName))
        if let name = l.name { m.add("name", .string(name)) }
        if let instanced = l as? InstancedLayer {
            m.add("template", try layer(instanced.template, location: "\(location).template", depth: depth + 1))
        }
        try common(l, &m, location)
        switch l {
        case let s as ShapeLayer: try shape(s, &m, location)
        case let g as GradientLayer: try gradient(g, &m, location)
        case let t as TextLayer: try text(t, &m, location)
        case let i as InstancedLayer: try instances(i, &m, location)
        default: break
        }
        if !l.animations.isEmpty {
            m.add("animations", .array(try l.animations.enumerated().map { i, entry in
                try animation(entry.animation, key: entry.key, location: "\(location).animations[\(i)]")
            }))
        }
        if let mask = l.mask { m.add("mask", try layer(mask, location: "\(location).mask", depth: depth + 1)) }
        if !l.sublayers.isEmpty {
            m.add("sublayers", .array(try l.sublayers.enumerated().map { i, sub in
                try layer(sub, location: "\(location).sublayers[\(i)]", depth: depth + 1)
            }))
        }
        return .object(m.list)
    }

    private func common(_ l: Layer, _ m: inout SceneFileMembers, _ at: String) throws {
        let d = Layer()
        try m.add("bounds", l.bounds, default: d.bounds) { try rect($0, at) }
        try m.add("position", l.position, default: d.position) { try point($0, at) }
        try m.add("anchorPoint", l.anchorPoint, default: d.anchorPoint) { try point($0, at) }
        try m.add("transform", l.transform, default: d.transform) { try numbers($0.fields, at) }
        try m.add("opacity", l.opacity, default: d.opacity) { try number($0, at) }
        m.add("hidden", l.isHidden, default: d.isHidden) { .bool($0) }
        try m.add("backgroundColor", l.backgroundColor, default: d.backgroundColor) { try optionalColor($0, at) }
        try m.add("cornerRadius", l.cornerRadius, default: d.cornerRadius) { try number($0, at) }
        try m.add("borderWidth", l.borderWidth, default: d.borderWidth) { try number($0, at) }
        try m.add("borderColor", l.borderColor, default: d.borderColor) { try color($0, at) }
        m.add("masksToBounds", l.masksToBounds, default: d.masksToBounds) { .bool($0) }
        m.add("maskMode", l.maskMode, default: d.maskMode) { .string($0.rawValue) }
        m.add("blendMode", l.blendMode, default: d.blendMode) { .string($0.rawValue) }
        if let contents = l.contents { m.add("contents", try image(contents, "\(at).contents")) }
        m.add("contentsGravity", l.contentsGravity, default: d.contentsGravity) { .string($0.rawValue) }
        try m.add("contentsScale", l.contentsScale, default: d.contentsScale) { try number($0, at) }
        m.add("tilesContents", l.tilesContents, default: d.tilesContents) { .bool($0) }
        try m.add("tintColor", l.tintColor, default: d.tintColor) { try optionalColor($0, at) }
        try m.add("shadowColor", l.shadowColor, default: d.shadowColor) { try color($0, at) }
        try m.add("shadowOpacity", l.shadowOpacity, default: d.shadowOpacity) { try number($0, at) }
        try m.add("shadowOffset", l.shadowOffset, default: d.shadowOffset) { try numbers([$0.width, $0.height], at) }
        try m.add("shadowRadius", l.shadowRadius, default: d.shadowRadius) { try number($0, at) }
        try timing(l.timing, &m, at)
    }

    private func shape(_ s: ShapeLayer, _ m: inout SceneFileMembers, _ at: String) throws {
        let d = ShapeLayer()
        try m.add("path", s.path, default: d.path) { try $0.map { try path($0, at) } ?? .null }
        try m.add("fillColor", s.fillColor, default: d.fillColor) { try optionalColor($0, at) }
        try m.add("strokeColor", s.strokeColor, default: d.strokeColor) { try optionalColor($0, at) }
        try m.add("lineWidth", s.lineWidth, default: d.lineWidth) { try number($0, at) }
        m.add("lineCap", s.lineCap, default: d.lineCap) { .string($0.rawValue) }
        m.add("lineJoin", s.lineJoin, default: d.lineJoin) { .string($0.rawValue) }
        try m.add("miterLimit", s.miterLimit, default: d.miterLimit) { try number($0, at) }
        try m.add("lineDashPattern", s.lineDashPattern, default: d.lineDashPattern) { try numbers($0, at) }
        try m.add("lineDashPhase", s.lineDashPhase, default: d.lineDashPhase) { try number($0, at) }
        try m.add("strokeStart", s.strokeStart, default: d.strokeStart) { try number($0, at) }
        try m.add("strokeEnd", s.strokeEnd, default: d.strokeEnd) { try number($0, at) }
        m.add("fillRule", s.fillRule, default: d.fillRule) { .string($0.rawValue) }
    }

    private func gradient(_ g: GradientLayer, _ m: inout SceneFileMembers, _ at: String) throws {
        let d = GradientLayer()
        try m.add("colors", g.colors, default: d.colors) { .array(try $0.map { try color($0, at) }) }
        try m.add("locations", g.locations, default: d.locations) { try $0.map { try numbers($0, at) } ?? .null }
        try m.add("startPoint", g.startPoint, default: d.startPoint) { try point($0, at) }
        try m.add("endPoint", g.endPoint, default: d.endPoint) { try point($0, at) }
        m.add("gradientType", g.kind, default: d.kind) { .string($0.rawValue) }
        try m.add("focalPoint", g.focalPoint, default: d.focalPoint) { try $0.map { try point($0, at) } ?? .null }
    }

    private func text(_ t: TextLayer, _ m: inout SceneFileMembers, _ at: String) throws {
        let d = TextLayer()
        m.add("string", t.string, default: d.string) { .string($0) }
        m.add("fontName", t.fontName, default: d.fontName) { .string($0) }
        try m.add("fontSize", t.fontSize, default: d.fontSize) { try number($0, at) }
        try m.add("foregroundColor", t.foregroundColor, default: d.foregroundColor) { try color($0, at) }
        m.add("alignmentMode", t.alignmentMode, default: d.alignmentMode) { .string($0.rawValue) }
        // Laid out again on reading; written only when that would differ.
        let fresh = TextLayer()
        fresh.string = t.string
        fresh.fontName = t.fontName
        fresh.fontSize = t.fontSize
        fresh.alignmentMode = t.alignmentMode
        fresh.bounds = t.bounds
        let laidOut: Path?? = (try? fresh.layOutGlyphs()).map { fresh.glyphs }
        if laidOut != .some(t.glyphs) { m.add("glyphs", try t.glyphs.map { try path($0, at) } ?? .null) }
    }

    private func instances(_ l: InstancedLayer, _ m: inout SceneFileMembers, _ at: String) throws {
        if !l.optionalTrackKeys.isEmpty { m.add("optionalTrackKeys", .array(l.optionalTrackKeys.map { .string($0) })) }
        m.add("instances", .array(try l.instances.map { i in
            var o = SceneFileMembers()
            o.add("position", try point(i.position, at))
            try o.add("timeShift", i.timeShift, default: 0) { try number($0, at) }
            try o.add("offset", i.offset, default: .zero) { try point($0, at) }
            o.add("optionalTracks", i.optionalTracks, default: 0) { .number(Double($0)) }
            return .object(o.list)
        }))
    }

    // MARK: Values

    func point(_ p: Point, _ at: String) throws -> SceneFileJSON { try numbers([p.x, p.y], at) }

    func rect(_ r: Rect, _ at: String) throws -> SceneFileJSON {
        try numbers([r.origin.x, r.origin.y, r.size.width, r.size.height], at)
    }

    func color(_ c: Color, _ at: String) throws -> SceneFileJSON { try numbers(c.components, at) }

    func optionalColor(_ c: Color?, _ at: String) throws -> SceneFileJSON { try c.map { try color($0, at) } ?? .null }

    /// [["M", x, y], ["L", x, y], ["Q", cx, cy, x, y], ["C", …], ["Z"]].
    func path(_ p: Path, _ at: String) throws -> SceneFileJSON {
        .array(try p.elements.map { e in
            func element(_ verb: String, _ points: [Point]) throws -> SceneFileJSON {
                .array([.string(verb)] + (try points.flatMap { [try number($0.x, at), try number($0.y, at)] }))
            }
            switch e {
            case .move(let a): return try element("M", [a])
            case .line(let a): return try element("L", [a])
            case .quad(let c, let a): return try element("Q", [c, a])
            case .cubic(let c1, let c2, let a): return try element("C", [c1, c2, a])
            case .close: return try element("Z", [])
            }
        })
    }
}
