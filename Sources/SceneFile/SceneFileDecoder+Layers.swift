import Geometry
import Layers
import Paths
import Presentation
import Text
import Timeline

/// The layer types a scene file names in `"type"`, as `Layer.typeName`.
enum SceneFileLayerType: String, CaseIterable {
    case layer, shape, gradient, text, instanced
}

extension SceneFileDecoding {
    /// A layer object at nesting `depth` (the root is 1). `extraModel` adds
    /// key paths its animations may use (an instanced template's
    /// `instanceOffset`).
    func layer(_ item: SceneFileItem, depth: Int, extraModel: [String: AnimatableValue] = [:]) throws -> Layer {
        guard depth <= limits.maximumLayerDepth else {
            throw item.error("layers nest deeper than \(limits.maximumLayerDepth) levels "
                             + "(SceneFileLimits.maximumLayerDepth)", .limit)
        }
        try count(\.layerCount, maximum: limits.maximumLayers, "layers", limitName: "maximumLayers", at: item)
        var object = try item.object()
        let type = try object.value("type") { try $0.choice(SceneFileLayerType.allCases) } ?? .layer
        let layer: Layer
        switch type {
        case .layer: layer = Layer()
        case .shape: layer = ShapeLayer()
        case .gradient: layer = GradientLayer()
        case .text: layer = TextLayer()
        case .instanced:
            let template = try object.required("template") {
                try self.layer($0, depth: depth + 1, extraModel: [InstancedLayer.instanceOffsetKeyPath: .number(0)])
            }
            layer = InstancedLayer(template: template)
        }
        try readCommon(&object, into: layer)
        switch layer {
        case let shape as ShapeLayer: try readShape(&object, into: shape)
        case let gradient as GradientLayer: try readGradient(&object, into: gradient)
        case let text as TextLayer: try readText(&object, into: text)
        case let instanced as InstancedLayer: try readInstances(&object, into: instanced)
        default: break
        }
        var model = layer.modelValues()
        model.merge(layer.shadowModelValues) { $1 }
        model.merge(extraModel) { $1 }
        for (key, animation) in try animations(&object, model: model) { layer.add(animation, forKey: key) }
        if let mask = try object.nullable("mask", { try self.layer($0, depth: depth + 1) }) { layer.mask = mask }
        for sub in try object.value("sublayers", { try $0.array() }) ?? [] {
            layer.addSublayer(try self.layer(sub, depth: depth + 1))
        }
        try object.finish("a layer of type \"\(type.rawValue)\"")
        return layer
    }

    /// CALayer's own properties and its CAMediaTiming.
    private func readCommon(_ o: inout SceneFileObject, into l: Layer) throws {
        if let v = try o.nullable("name", { try $0.string() }) { l.name = v }
        if let v = try o.value("bounds", { try $0.rect() }) {
            guard v.width >= 0, v.height >= 0 else { throw o.member("bounds")!.error("width and height must not be negative") }
            l.bounds = v
        }
        if let v = try o.value("position", { try $0.point() }) { l.position = v }
        if let v = try o.value("anchorPoint", { try $0.point() }) { l.anchorPoint = v }
        if let v = try o.value("transform", { try $0.transform() }) { l.transform = v }
        if let v = try o.value("opacity", { try $0.number() }) { l.opacity = v }
        if let v = try o.value("hidden", { try $0.bool() }) { l.isHidden = v }
        if let v = try o.nullable("backgroundColor", { try $0.color() }) { l.backgroundColor = v }
        if let v = try o.value("cornerRadius", { try $0.number() }) { l.cornerRadius = v }
        if let v = try o.value("borderWidth", { try $0.number() }) { l.borderWidth = v }
        if let v = try o.value("borderColor", { try $0.color() }) { l.borderColor = v }
        if let v = try o.value("masksToBounds", { try $0.bool() }) { l.masksToBounds = v }
        if let v = try o.value("maskMode", { try $0.choice(MaskMode.allCases) }) { l.maskMode = v }
        if let v = try o.value("blendMode", { try $0.choice(BlendMode.allCases) }) { l.blendMode = v }
        if let v = try o.nullable("contents", { try images.image($0) }) { l.contents = v }
        if let v = try o.value("contentsGravity", { try $0.choice(ContentsGravity.allCases) }) { l.contentsGravity = v }
        if let v = try o.value("contentsScale", { try $0.positiveNumber() }) { l.contentsScale = v }
        if let v = try o.value("tilesContents", { try $0.bool() }) { l.tilesContents = v }
        if let v = try o.nullable("tintColor", { try $0.color() }) { l.tintColor = v }
        if let v = try o.value("shadowColor", { try $0.color() }) { l.shadowColor = v }
        if let v = try o.value("shadowOpacity", { try $0.number() }) { l.shadowOpacity = v }
        if let v = try o.value("shadowOffset", { try $0.size() }) { l.shadowOffset = v }
        if let v = try o.value("shadowRadius", { try $0.number() }) { l.shadowRadius = v }
        l.timing = try timing(&o)
    }

    /// CAShapeLayer's properties.
    private func readShape(_ o: inout SceneFileObject, into s: ShapeLayer) throws {
        if let v = try o.nullable("path", { try path($0) }) { s.path = v }
        if let v = try o.nullable("fillColor", { try $0.color() }) { s.fillColor = v }
        if let v = try o.nullable("strokeColor", { try $0.color() }) { s.strokeColor = v }
        if let v = try o.value("lineWidth", { try $0.number() }) { s.lineWidth = v }
        if let v = try o.value("lineCap", { try $0.choice(LineCap.allCases) }) { s.lineCap = v }
        if let v = try o.value("lineJoin", { try $0.choice(LineJoin.allCases) }) { s.lineJoin = v }
        if let v = try o.value("miterLimit", { try $0.number() }) { s.miterLimit = v }
        if let v = try o.value("lineDashPattern", { try $0.numbers() }) { s.lineDashPattern = v }
        if let v = try o.value("lineDashPhase", { try $0.number() }) { s.lineDashPhase = v }
        if let v = try o.value("strokeStart", { try $0.number() }) { s.strokeStart = v }
        if let v = try o.value("strokeEnd", { try $0.number() }) { s.strokeEnd = v }
        if let v = try o.value("fillRule", { try $0.choice(FillRule.allCases) }) { s.fillRule = v }
    }

    /// CAGradientLayer's properties (`gradientType` is CA's `type`).
    private func readGradient(_ o: inout SceneFileObject, into g: GradientLayer) throws {
        if let v = try o.value("colors", { try $0.colors() }) { g.colors = v }
        if let v = try o.nullable("locations", { try $0.numbers() }) {
            if let v, v.count != g.colors.count {
                throw o.member("locations")!.error("\(v.count) locations for \(g.colors.count) colors (need one per color)")
            }
            g.locations = v
        }
        if let v = try o.value("startPoint", { try $0.point() }) { g.startPoint = v }
        if let v = try o.value("endPoint", { try $0.point() }) { g.endPoint = v }
        if let v = try o.value("gradientType", { try $0.choice([GradientLayer.Kind.axial, .radial]) }) { g.kind = v }
        if let v = try o.nullable("focalPoint", { try $0.point() }) { g.focalPoint = v }
    }

    /// CATextLayer's properties; the string is laid out unless `glyphs`
    /// gives the outlines.
    private func readText(_ o: inout SceneFileObject, into t: TextLayer) throws {
        if let v = try o.value("string", { try $0.string() }) {
            guard v.unicodeScalars.count <= limits.maximumTextLength else {
                throw o.member("string")!.error("text is longer than \(limits.maximumTextLength) characters "
                                                + "(SceneFileLimits.maximumTextLength)", .limit)
            }
            t.string = v
        }
        if let v = try o.value("fontName", { try $0.string() }) { t.fontName = v }
        if let v = try o.value("fontSize", { try $0.positiveNumber() }) {
            guard v <= limits.maximumFontSize else {
                throw o.member("fontSize")!.error("larger than \(JSONText.number(limits.maximumFontSize)) points "
                                                  + "(SceneFileLimits.maximumFontSize)", .limit)
            }
            t.fontSize = v
        }
        if let v = try o.value("foregroundColor", { try $0.color() }) { t.foregroundColor = v }
        let alignments: [TextLayer.Alignment] = [.natural, .left, .center, .right, .justified]
        if let v = try o.value("alignmentMode", { try $0.choice(alignments) }) { t.alignmentMode = v }
        if let glyphs = try o.nullable("glyphs", { try path($0) }) {
            t.glyphs = glyphs
            return
        }
        do {
            try t.layOutGlyphs()
        } catch {
            throw o.item.error("cannot lay out the text: \(error)", .unreadable)
        }
        let elements = t.glyphs?.elements.count ?? 0
        guard elements <= limits.maximumPathElements else {
            throw o.item.error("the laid-out text has \(elements) path elements, more than \(limits.maximumPathElements) "
                               + "(SceneFileLimits.maximumPathElements)", .limit)
        }
        try count(\.pathElementCount, by: elements, maximum: limits.maximumTotalPathElements, "path elements in all",
                  limitName: "maximumTotalPathElements", at: o.item)
    }

    /// An instanced layer's copies and optional track keys.
    private func readInstances(_ o: inout SceneFileObject, into l: InstancedLayer) throws {
        if let keys = try o.value("optionalTrackKeys", { try $0.array().map { try $0.string() } }) {
            guard keys.count <= InstancedLayer.maximumOptionalTracks else {
                throw o.member("optionalTrackKeys")!.error("at most \(InstancedLayer.maximumOptionalTracks) keys")
            }
            l.optionalTrackKeys = keys
        }
        for item in try o.value("instances", { try $0.array() }) ?? [] {
            try count(\.instanceCount, maximum: limits.maximumInstances, "instances", limitName: "maximumInstances", at: item)
            var i = try item.object()
            var instance = LayerInstance(position: try i.required("position") { try $0.point() })
            if let v = try i.value("timeShift", { try $0.number() }) { instance.timeShift = v }
            if let v = try i.value("offset", { try $0.point() }) { instance.offset = v }
            if let v = try i.value("optionalTracks", { try $0.number(in: 0...Double(UInt32.max), "a whole number 0…4294967295") }) {
                guard v == v.rounded() else { throw i.member("optionalTracks")!.error("must be a whole number (a bit mask)") }
                instance.optionalTracks = UInt32(v)
            }
            try i.finish("an instance")
            l.instances.append(instance)
        }
    }

    /// A path, counted against the path element limits.
    func path(_ item: SceneFileItem) throws -> Path {
        let p = try item.path(maximumElements: limits.maximumPathElements)
        try count(\.pathElementCount, by: p.elements.count, maximum: limits.maximumTotalPathElements,
                  "path elements in all", limitName: "maximumTotalPathElements", at: item)
        return p
    }
}
