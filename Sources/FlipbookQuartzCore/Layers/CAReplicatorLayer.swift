import Foundation
import Geometry
import Layers
import Timeline

/// CAReplicatorLayer: its sublayers drawn `instanceCount` times, copy i
/// transformed by `instanceTransform` i times (about the layer's center)
/// and running `i · instanceDelay` seconds late. The copies are made when
/// the recording ends: deep copies of the sublayers in a container per
/// copy, whose layer timing starts `i · instanceDelay` later, drawn above
/// the originals in copy order.
///
/// Not supported (an error, not a guess): `instanceColor` other than
/// white and the color offsets, which the model cannot tint; changing the
/// instance properties once the layer is committed. A property change of a
/// sublayer after the start reaches copy i `i · instanceDelay` late too
/// (Core Animation's copies take model changes at once).
open class CAReplicatorLayer: CALayer {
    /// Copies drawn, the original included. Default: 1.
    public var instanceCount: Int = 1 {
        didSet {
            if instanceCount < 0 { report("instanceCount must not be negative, got \(instanceCount)") }
            setFixed("instanceCount") { _ in }
        }
    }
    /// Applied once more for each copy, about the center. Default: identity.
    public var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { setFixed("instanceTransform") { _ in } }
    }
    /// Seconds each copy runs behind the one before. Default: 0.
    public var instanceDelay: Double = 0 {
        didSet {
            if !instanceDelay.isFinite { report("instanceDelay must be finite, got \(instanceDelay)") }
            setFixed("instanceDelay") { _ in }
        }
    }
    /// Multiplies the first copy's colors. Only white (or nil) is supported.
    /// Default: nil.
    public var instanceColor: CGColor? {
        didSet {
            if let c = instanceColor?.model, c != Color.white {
                report("instanceColor other than white is not supported (the model has no tint), got \(c)")
            }
        }
    }
    /// Added to each copy's color components; only 0 is supported. Default: 0.
    public var instanceRedOffset: Float = 0 { didSet { checkOffset("instanceRedOffset", instanceRedOffset) } }
    public var instanceGreenOffset: Float = 0 { didSet { checkOffset("instanceGreenOffset", instanceGreenOffset) } }
    public var instanceBlueOffset: Float = 0 { didSet { checkOffset("instanceBlueOffset", instanceBlueOffset) } }
    public var instanceAlphaOffset: Float = 0 { didSet { checkOffset("instanceAlphaOffset", instanceAlphaOffset) } }

    private func checkOffset(_ name: String, _ value: Float) {
        if value != 0 { report("\(name) is not supported (the model has no tint), got \(value)") }
    }

    /// Adds the copies 1 ..< instanceCount above the originals.
    override func modelFinished() {
        guard instanceCount > 1 else {
            if instanceCount == 0 { for layer in model.sublayers { layer.isHidden = true } }
            return
        }
        let originals = model.sublayers
        let step = instanceTransform.model
        var transform = Transform3D.identity
        for i in 1..<instanceCount {
            transform = transform.concatenating(step)
            let container = Layer(name: "\(name ?? "replicator") copy \(i)")
            container.bounds = model.bounds
            container.position = Point(model.bounds.midX, model.bounds.midY)
            container.transform = transform
            container.timing = MediaTiming(beginTime: Double(i) * instanceDelay)
            for layer in originals { container.addSublayer(layer.deepCopy()) }
            model.addSublayer(container)
        }
    }
}
