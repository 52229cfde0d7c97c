import Geometry
import Layers
import Timeline

/// One layer with every animatable property resolved at one time: the
/// presentation layer of Core Animation. Non-animatable settings (line
/// caps, contents gravity, …) are read from `model`.
public final class PresentedLayer: Sendable {
    /// The layer's name, or "<type>-<index>" when it has none.
    public let name: String
    /// Slash-separated names from the root ("root/container/bar-0").
    public let path: String
    /// The model layer (read-only here).
    public let model: Layer
    /// Every animatable property's presentation value, keyed by Core
    /// Animation key path. Nil colors appear as clear. Made on each call
    /// for an animated layer: read one with `value(_:)` or the typed
    /// accessors.
    public var values: [String: AnimatableValue] { presented.merged }
    /// The values as evaluated: the model's and the animated ones apart.
    private let presented: PresentedValues
    public let sublayers: [PresentedLayer]
    public let mask: PresentedLayer?
    /// For an instanced layer: its template at this time (position
    /// ignored). Nil otherwise.
    public let template: PresentedLayer?
    /// For an instanced layer whose template's tracks compile: the copies
    /// as the table describes them, not yet evaluated (`instances`
    /// evaluates them; a display list carries them as they are). Nil
    /// otherwise.
    public let instanceTracks: InstanceTracks?
    /// Copies evaluated one by one (templates whose tracks do not compile).
    private let evaluatedInstances: [PresentedInstance]
    /// Whether the layer draws at all: not hidden, opacity above 0
    /// (`DisplayListBuilder.draws` of `values`).
    let draws: Bool
    /// `layerToSuperlayer` when the caller knew it (a compiled layer no
    /// animation of which moves it); nil: read from `values` on each use.
    private let fixedLayerToSuperlayer: AffineTransform?
    /// What the layer is known never to draw (a compiled layer whose
    /// model has none and no animation of which writes it); empty: read
    /// from `values`.
    let absent: AbsentParts
    /// What the display list reads of a layer presented once for every
    /// frame (`CompiledScene`'s fixed subtrees), read once; nil: read from
    /// the values on each use.
    let fixedReads: DisplayReads?

    /// - Parameters:
    ///   - draws: `DisplayListBuilder.draws(values)` when the caller knows
    ///     it already; default: read from `values`.
    ///   - layerToSuperlayer: `layerToSuperlayer` when the caller knows it
    ///     already; default: read from `values` on each use.
    ///   - absent: parts the layer is known not to draw; default: none
    ///     known.
    ///   - readsOnce: the layer is made once for every frame, so what the
    ///     display list reads of it is read now (`fixedReads`); default
    ///     false.
    convenience init(name: String, path: String, model: Layer, values: [String: AnimatableValue],
                     sublayers: [PresentedLayer], mask: PresentedLayer?, template: PresentedLayer?,
                     instances: [PresentedInstance], instanceTracks: InstanceTracks? = nil, draws: Bool? = nil,
                     layerToSuperlayer: AffineTransform? = nil, absent: AbsentParts = [], readsOnce: Bool = false) {
        self.init(name: name, path: path, model: model, presented: PresentedValues(model: values),
                  sublayers: sublayers, mask: mask, template: template, instances: instances,
                  instanceTracks: instanceTracks, draws: draws, layerToSuperlayer: layerToSuperlayer, absent: absent,
                  readsOnce: readsOnce)
    }

    /// The same, with the values as the compiled timeline evaluated them.
    init(name: String, path: String, model: Layer, presented: PresentedValues,
         sublayers: [PresentedLayer], mask: PresentedLayer?, template: PresentedLayer?,
         instances: [PresentedInstance], instanceTracks: InstanceTracks? = nil, draws: Bool? = nil,
         layerToSuperlayer: AffineTransform? = nil, absent: AbsentParts = [], readsOnce: Bool = false) {
        self.name = name
        self.path = path
        self.model = model
        self.presented = presented
        self.sublayers = sublayers
        self.mask = mask
        self.template = template
        self.evaluatedInstances = instances
        self.instanceTracks = instanceTracks
        self.draws = draws ?? DisplayListBuilder.draws(presented)
        fixedLayerToSuperlayer = layerToSuperlayer
        self.absent = absent
        fixedReads = readsOnce ? DisplayReads(presented, model: model) : nil
    }

    /// For an instanced layer, every copy's evaluated values, bottom to
    /// top (evaluated on each call when the copies come from
    /// `instanceTracks`); empty otherwise.
    public var instances: [PresentedInstance] { instanceTracks?.presented() ?? evaluatedInstances }

    /// How many copies `instances` has, without evaluating them.
    public var instanceCount: Int { instanceTracks?.instances.count ?? evaluatedInstances.count }

    /// The layer's type as dumps name it ("layer", "shape", …).
    public var typeName: String { model.typeName }

    /// The presentation value of one property (a root key path such as
    /// "position"); nil when the layer has none.
    public func value(_ key: String) -> AnimatableValue? { presented[key] }

    /// A shape layer's values as the display list reads them, read now.
    var shapeReads: ShapeReads { ShapeReads(presented) }

    /// A number-valued property, or `fallback` when absent or of another kind.
    public func number(_ key: String, _ fallback: Double = 0) -> Double { presented.number(key, fallback) }

    /// A point-valued property.
    public func point(_ key: String) -> Point {
        if case .point(let v)? = presented[key] { return v }
        return .zero
    }

    /// A rect-valued property.
    public func rect(_ key: String) -> Rect {
        if case .rect(let v)? = presented[key] { return v }
        return .zero
    }

    /// A color-valued property (clear when absent).
    public func color(_ key: String) -> Color { presented.color(key) }

    /// A transform-valued property (identity when absent).
    public func transform(_ key: String) -> Transform3D {
        if case .transform(let v)? = presented[key] { return v }
        return .identity
    }

    /// `hidden` as a Bool.
    public var isHidden: Bool {
        if case .bool(let v)? = presented["hidden"] { return v }
        return false
    }

    /// Maps this layer's coordinates (its bounds space) to its
    /// superlayer's: the bounds' anchor point goes to `position`, with
    /// `transform` applied about it (its 2D part; depth and perspective
    /// are ignored).
    public var layerToSuperlayer: AffineTransform { fixedLayerToSuperlayer ?? Self.layerToSuperlayer(of: presented) }

    /// The model properties `layerToSuperlayer` reads.
    static let placementKeys = ["bounds", "anchorPoint", "position", "transform"]

    /// `layerToSuperlayer` of a layer with these values (absent ones read
    /// as zero, and the identity transform).
    static func layerToSuperlayer<Values: AnimatedValueStore>(of values: Values) -> AffineTransform {
        var b = Rect.zero, anchor = Point.zero, position = Point.zero, transform = Transform3D.identity
        if case .rect(let v)? = values["bounds"] { b = v }
        if case .point(let v)? = values["anchorPoint"] { anchor = v }
        if case .point(let v)? = values["position"] { position = v }
        if case .transform(let v)? = values["transform"] { transform = v }
        return layerToSuperlayer(bounds: b, anchorPoint: anchor, position: position, transform: transform)
    }

    /// `layerToSuperlayer` of a layer with this placement: the point
    /// `anchorPoint` (unit coordinates of `bounds`) goes to `position`,
    /// `transform` (its 2D part) applied about it.
    public static func layerToSuperlayer(bounds b: Rect, anchorPoint anchor: Point, position: Point,
                                         transform: Transform3D) -> AffineTransform {
        let pivot = Point(b.origin.x + anchor.x * b.size.width, b.origin.y + anchor.y * b.size.height)
        return AffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }
}

/// One copy of an instanced layer at one time.
public struct PresentedInstance: Sendable, Hashable {
    /// 0…1.
    public var opacity: Double
    /// The copy's transform (about the template's anchor point).
    public var transform: Transform3D
    /// Where the copy's anchor point is, in the instanced layer's
    /// coordinates, offset track included.
    public var position: Point

    /// The uniform scale of `transform`: the length of its transformed x
    /// axis (exact for scales combined with z rotations).
    public var scale: Double { (transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot() }
}

/// A scene's presentation tree at one time.
public struct PresentationTree: Sendable {
    /// The scene's name.
    public var sceneName: String
    /// Scene time in seconds.
    public var time: Double
    /// Canvas size in points.
    public var size: Size
    public var root: PresentedLayer

    /// Every layer depth-first (a layer, its mask, its template, then its
    /// sublayers), as `flipbook inspect` lists them.
    public var allLayers: [PresentedLayer] {
        var out: [PresentedLayer] = []
        func visit(_ l: PresentedLayer) {
            out.append(l)
            if let m = l.mask { visit(m) }
            if let t = l.template { visit(t) }
            l.sublayers.forEach(visit)
        }
        visit(root)
        return out
    }
}
