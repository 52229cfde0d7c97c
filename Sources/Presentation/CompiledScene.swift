import Geometry
import Layers
import Timeline

/// A scene's layer tree compiled once for evaluation at many times: each
/// layer's name, path and model values read once, its animations
/// compiled (`CompiledAnimation`: key paths parsed, keyframe times
/// checked, motion paths measured). `presentation(at:)` gives the same
/// tree as `Scene.presentation(at:)`, bit for bit (tested over random
/// times for every test scene), without redoing that work each frame.
///
/// It reads the layers as they are when it is compiled: a layer changed
/// afterwards (a property set, an animation added) is not seen until the
/// scene is compiled again. Renders compile once per run.
public final class CompiledScene: Sendable {
    /// The scene, as it was compiled.
    public let scene: Scene
    private let root: Node

    /// Compiles `scene`. Nothing is thrown here: an animation that cannot
    /// be evaluated (an unknown key path, values of the wrong kind) throws
    /// from `presentation(at:)`, at every time, as the scene itself does.
    public init(_ scene: Scene) {
        self.scene = scene
        root = Node(scene.root, parentPath: nil, index: 0, role: nil)
    }

    /// The presentation tree at scene time `t` seconds
    /// (`Scene.presentation(at:)`).
    ///
    /// `drawnOnly` leaves out what the display list never reads: the
    /// sublayers and mask of a layer that draws nothing at `t` (hidden, or
    /// an opacity that is not above 0), where nothing left out can throw
    /// (`CompiledAnimation.cannotThrow`). The display list is the same;
    /// the tree is smaller (in a Lottie file most layers are hidden
    /// outside their in and out points). Default: false, the whole tree.
    /// - Throws: errors from the timeline (an animation on an unknown key
    ///   path, values that cannot be interpolated).
    public func presentation(at t: Double, drawnOnly: Bool = false) throws -> PresentationTree {
        PresentationTree(sceneName: scene.name, time: t, size: scene.size,
                         root: try Self.present(root, parentTime: t, drawnOnly: drawnOnly))
    }

    private static func present(_ node: Node, parentTime: Double, drawnOnly: Bool) throws -> PresentedLayer {
        if let fixed = node.fixed { return drawnOnly ? fixed.drawnOnly : fixed.whole }
        let time = node.layer.timing.localTime(forParentTime: parentTime)
        var values = PresentedValues(model: node.model, capacity: node.animations.count)
        try AnimationEvaluator.apply(node.animations, atLayerTime: time, to: &values)
        let draws = node.modelDraws ?? DisplayListBuilder.draws(values)
        if drawnOnly, node.childrenCannotThrow, !draws {
            return PresentedLayer(name: node.name, path: node.path, model: node.layer, presented: values,
                                  sublayers: [], mask: nil, template: nil, instances: [], draws: false)
        }
        let sublayers = try node.sublayers.map { try present($0, parentTime: time, drawnOnly: drawnOnly) }
        let mask = try node.mask.map { try present($0, parentTime: time, drawnOnly: drawnOnly) }
        var template: PresentedLayer?
        var instances: [PresentedInstance] = []
        var tracks: InstanceTracks?
        if node.isInstanced, let instanced = node.layer as? InstancedLayer {
            template = try Scene.presentTemplate(of: instanced, time: time, path: node.path)
            tracks = InstanceTracks(layer: instanced, time: time)
            if tracks == nil { instances = try Scene.presentInstances(of: instanced, time: time) }
        }
        return PresentedLayer(name: node.name, path: node.path, model: node.layer, presented: values,
                              sublayers: sublayers, mask: mask, template: template, instances: instances,
                              instanceTracks: tracks, draws: draws, layerToSuperlayer: node.modelLayerToSuperlayer,
                              absent: node.absent)
    }

    /// One layer as compiled: what its presentation needs that does not
    /// change with time.
    private final class Node: Sendable {
        let layer: Layer
        let name: String
        let path: String
        let model: [String: AnimatableValue]
        let animations: [CompiledAnimation]
        let sublayers: [Node]
        let mask: Node?
        /// Whether the layer draws (`DisplayListBuilder.draws`) at every
        /// time, read from the model once, when no animation writes its
        /// "hidden" or "opacity"; nil when one may.
        let modelDraws: Bool?
        /// The layer's `layerToSuperlayer` at every time, from the model,
        /// when no animation writes its bounds, anchor point, position or
        /// transform; nil when one may.
        let modelLayerToSuperlayer: AffineTransform?
        /// What the layer never draws (`AbsentParts`).
        let absent: AbsentParts
        /// Nothing beneath this layer (sublayers, mask, an instanced
        /// layer's template and copies) can throw when evaluated.
        let childrenCannotThrow: Bool
        /// Neither this layer's animations nor anything beneath it can throw.
        let cannotThrow: Bool
        /// Whether the layer is an `InstancedLayer` (asked once, not per
        /// frame).
        let isInstanced: Bool
        /// The layer's presentation at every time, made once, where neither
        /// it nor anything beneath it (sublayers, mask) has an animation or
        /// copies: `whole` and `drawnOnly` as `present` would give them,
        /// the same values, shared by every frame's tree (nothing allocated
        /// per frame for it). Nil otherwise.
        let fixed: (whole: PresentedLayer, drawnOnly: PresentedLayer)?

        /// Names and paths as `Scene.presentation(at:)` gives them.
        init(_ layer: Layer, parentPath: String?, index: Int, role: String?) {
            self.layer = layer
            let name = layer.name ?? role ?? "\(layer.typeName)-\(index)"
            self.name = name
            let path = parentPath.map { "\($0)/\(name)" } ?? name
            self.path = path
            let model = layer.modelValues()
            self.model = model
            let animations = layer.animations.map { CompiledAnimation($0.animation, evaluatedOften: true) }
            self.animations = animations
            modelDraws = animations.contains { $0.mayWrite("hidden") || $0.mayWrite("opacity") }
                ? nil : DisplayListBuilder.draws(model)
            modelLayerToSuperlayer = animations.contains { a in PresentedLayer.placementKeys.contains(where: a.mayWrite) }
                ? nil : PresentedLayer.layerToSuperlayer(of: model)
            absent = AbsentParts(model: model, animations: animations)
            let sublayers = layer.sublayers.enumerated().map { Node($1, parentPath: path, index: $0, role: nil) }
            self.sublayers = sublayers
            let mask = layer.mask.map { Node($0, parentPath: path, index: 0, role: "mask") }
            self.mask = mask
            let childrenCannotThrow = !(layer is InstancedLayer) && sublayers.allSatisfy(\.cannotThrow)
                && (mask?.cannotThrow ?? true)
            self.childrenCannotThrow = childrenCannotThrow
            cannotThrow = childrenCannotThrow && animations.allSatisfy { $0.cannotThrow(on: model) }
            isInstanced = layer is InstancedLayer
            fixed = Self.fixedPresentation(name: name, path: path, layer: layer, model: model,
                                           animated: !animations.isEmpty || isInstanced, sublayers: sublayers,
                                           mask: mask, draws: modelDraws, layerToSuperlayer: modelLayerToSuperlayer,
                                           absent: absent)
        }

        /// `fixed` for a layer: nil when it is animated or instanced, or when
        /// a sublayer or its mask is not fixed. A fixed tree does not depend
        /// on time (its values are the model's), so it is made once, from
        /// the sublayers' own fixed trees.
        private static func fixedPresentation(name: String, path: String, layer: Layer,
                                              model: [String: AnimatableValue], animated: Bool, sublayers: [Node],
                                              mask: Node?, draws: Bool?, layerToSuperlayer: AffineTransform?,
                                              absent: AbsentParts) -> (whole: PresentedLayer, drawnOnly: PresentedLayer)? {
            guard !animated, let draws, sublayers.allSatisfy({ $0.fixed != nil }), mask == nil || mask?.fixed != nil
            else { return nil }
            func tree(drawnOnly: Bool) -> PresentedLayer {
                if drawnOnly, !draws {
                    return PresentedLayer(name: name, path: path, model: layer, values: model, sublayers: [],
                                          mask: nil, template: nil, instances: [], draws: false, readsOnce: true)
                }
                func pick(_ node: Node) -> PresentedLayer { drawnOnly ? node.fixed!.drawnOnly : node.fixed!.whole }
                return PresentedLayer(name: name, path: path, model: layer, values: model,
                                      sublayers: sublayers.map(pick), mask: mask.map(pick), template: nil,
                                      instances: [], draws: draws, layerToSuperlayer: layerToSuperlayer,
                                      absent: absent, readsOnce: true)
            }
            let whole = tree(drawnOnly: false)
            return (whole, draws ? whole : tree(drawnOnly: true))
        }
    }
}
