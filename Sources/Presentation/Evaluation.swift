import Geometry
import Layers
import Timeline

extension Scene {
    /// The presentation tree at scene time `t` seconds: every layer's
    /// animations evaluated at that layer's local time (the root layer's
    /// parent time is `t`).
    /// - Throws: errors from the timeline (an animation on an unknown key
    ///   path, values that cannot be interpolated).
    public func presentation(at t: Double) throws -> PresentationTree {
        let root = try Self.present(self.root, parentTime: t, parentPath: nil, index: 0, role: nil)
        return PresentationTree(sceneName: name, time: t, size: size, root: root)
    }

    private static func present(_ layer: Layer, parentTime: Double, parentPath: String?, index: Int,
                                role: String?) throws -> PresentedLayer {
        let time = layer.timing.localTime(forParentTime: parentTime)
        let name = layer.name ?? role ?? "\(layer.typeName)-\(index)"
        let path = parentPath.map { "\($0)/\(name)" } ?? name
        let values = try AnimationEvaluator.presentationValues(
            of: layer.animations.map(\.animation), atLayerTime: time, model: layer.modelValues())
        let sublayers = try layer.sublayers.enumerated().map { i, sub in
            try present(sub, parentTime: time, parentPath: path, index: i, role: nil)
        }
        let mask = try layer.mask.map { try present($0, parentTime: time, parentPath: path, index: 0, role: "mask") }
        var template: PresentedLayer?
        var instances: [PresentedInstance] = []
        var tracks: InstanceTracks?
        if let instanced = layer as? InstancedLayer {
            template = try presentTemplate(of: instanced, time: time, path: path)
            // Copies whose tracks compile stay unevaluated until a backend
            // (or a dump) asks; the rest are evaluated one by one now.
            tracks = InstanceTracks(layer: instanced, time: time)
            if tracks == nil { instances = try presentInstances(of: instanced, time: time) }
        }
        return PresentedLayer(name: name, path: path, model: layer, values: values, sublayers: sublayers,
                              mask: mask, template: template, instances: instances, instanceTracks: tracks)
    }

    /// The template's content and sublayers at `time`, without the
    /// per-copy animations (those are evaluated per instance).
    static func presentTemplate(of layer: InstancedLayer, time: Double, path: String) throws -> PresentedLayer {
        let t = layer.template
        let name = t.name ?? "template"
        let templatePath = "\(path)/\(name)"
        let sublayers = try t.sublayers.enumerated().map { i, sub in
            try present(sub, parentTime: time, parentPath: templatePath, index: i, role: nil)
        }
        let mask = try t.mask.map { try present($0, parentTime: time, parentPath: templatePath, index: 0, role: "mask") }
        return PresentedLayer(name: name, path: templatePath, model: t, values: t.modelValues(),
                              sublayers: sublayers, mask: mask, template: nil, instances: [])
    }

    /// One copy through the general `AnimationEvaluator` (the reference
    /// the compiled track table is tested against).
    static func presentInstance(_ instance: LayerInstance, of layer: InstancedLayer,
                                        time: Double) throws -> PresentedInstance {
        var model = layer.template.modelValues()
        model["position"] = .point(instance.position)
        model[InstancedLayer.instanceOffsetKeyPath] = .number(0)
        let values = try AnimationEvaluator.presentationValues(
            of: layer.animations(for: instance), atLayerTime: time - instance.timeShift, model: model)
        var position = instance.position
        if case .point(let p)? = values["position"] { position = p }
        if case .number(let w)? = values[InstancedLayer.instanceOffsetKeyPath] { position += instance.offset * w }
        var opacity = 1.0
        if case .number(let o)? = values["opacity"] { opacity = o }
        var transform = Transform3D.identity
        if case .transform(let m)? = values["transform"] { transform = m }
        return PresentedInstance(opacity: opacity, transform: transform, position: position)
    }
}
