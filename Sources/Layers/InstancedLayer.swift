import Geometry
import Timeline

/// One copy of an instanced layer's template: small and flat, because the
/// GPU later evaluates the template's tracks per instance in a shader.
public struct LayerInstance: Sendable, Hashable {
    /// Where the template's anchor point goes, in the instanced layer's
    /// coordinates (the copy's `position`).
    public var position: Point
    /// Seconds by which this copy's animations start later: the template's
    /// animations are evaluated at `layerTime − timeShift`. Default: 0.
    public var timeShift: Double
    /// The vector an `instanceOffset` track scales: at weight w the copy is
    /// moved by `w · offset` points (an additive position track whose
    /// keyframes differ per copy only by this vector). Default: zero.
    public var offset: Point
    /// Bit i set: the template's optional track `optionalTrackKeys[i]`
    /// applies to this copy. Default: 0 (none).
    public var optionalTracks: UInt32

    public init(position: Point, timeShift: Double = 0, offset: Point = .zero, optionalTracks: UInt32 = 0) {
        self.position = position
        self.timeShift = timeShift
        self.offset = offset
        self.optionalTracks = optionalTracks
    }
}

/// Many copies of one template layer that share its content and its
/// animations and differ only by `LayerInstance` parameters, drawn in
/// order (the Fuber ripple grid). The template's own position is replaced
/// by each copy's; its other properties and animations apply to every copy.
/// Animations on the key path `instanceOffset` (numbers, model value 0) move
/// each copy by weight × its `offset`.
public final class InstancedLayer: Layer, @unchecked Sendable {
    /// Key path of the per-copy offset weight track.
    public static let instanceOffsetKeyPath = "instanceOffset"
    /// Most optional tracks a template may have (bits of `optionalTracks`).
    public static let maximumOptionalTracks = 32

    /// The layer every copy draws.
    public var template: Layer
    /// The copies, bottom to top.
    public var instances: [LayerInstance]
    /// Keys of template animations that apply only to copies whose
    /// `optionalTracks` bit is set; every other animation applies to all.
    /// Default: [].
    public var optionalTrackKeys: [String] = []

    public init(template: Layer, instances: [LayerInstance] = []) {
        self.template = template
        self.instances = instances
        super.init()
    }

    public override var typeName: String { "instanced" }

    public override func makeEmptyCopy() -> Layer {
        let copy = InstancedLayer(template: template.deepCopy(), instances: instances)
        copy.optionalTrackKeys = optionalTrackKeys
        return copy
    }

    /// The template animations that apply to `instance`, in order.
    public func animations(for instance: LayerInstance) -> [Animation] {
        template.animations.compactMap { entry in
            guard let key = entry.key, let bit = optionalTrackKeys.firstIndex(of: key) else {
                return entry.animation
            }
            guard bit < Self.maximumOptionalTracks else { return nil }
            return instance.optionalTracks & (1 << UInt32(bit)) != 0 ? entry.animation : nil
        }
    }
}
