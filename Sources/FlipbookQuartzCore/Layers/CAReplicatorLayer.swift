import Foundation
import Geometry
import Layers
import Timeline

/// CAReplicatorLayer: its sublayers drawn `instanceCount` times, copy i
/// transformed by `instanceTransform` i times (about the layer's center),
/// running `i · instanceDelay` seconds late and tinted by `instanceColor`
/// plus i times the color offsets. The copies are made when the recording
/// ends: deep copies of the sublayers in a container per copy, whose layer
/// timing starts `i · instanceDelay` later and whose `tintColor` is copy
/// i's, drawn above the originals in copy order; the originals (copy 0)
/// keep their place and take `instanceColor` as their own `tintColor`.
///
/// Not supported (an error, not a guess): changing the instance properties
/// once the layer is committed. A property change of a sublayer after the
/// start reaches copy i `i · instanceDelay` late too (Core Animation's
/// copies take model changes at once).
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
    /// Multiplies the first copy's colors (the originals'), component-wise,
    /// alpha included; later copies add the offsets to it. Straight-alpha
    /// components, each tint clamped to 0…1. Default: nil (opaque white: no
    /// change).
    public var instanceColor: CGColor? {
        didSet { setFixed("instanceColor") { _ in } }
    }
    /// Added to the red component of each copy's tint once more per copy
    /// (copy i: `i · instanceRedOffset`), before clamping to 0…1. Default: 0.
    public var instanceRedOffset: Float = 0 { didSet { offsetChanged("instanceRedOffset", instanceRedOffset) } }
    /// Added to the green component of each copy's tint once more per copy.
    /// Default: 0.
    public var instanceGreenOffset: Float = 0 { didSet { offsetChanged("instanceGreenOffset", instanceGreenOffset) } }
    /// Added to the blue component of each copy's tint once more per copy.
    /// Default: 0.
    public var instanceBlueOffset: Float = 0 { didSet { offsetChanged("instanceBlueOffset", instanceBlueOffset) } }
    /// Added to the alpha component of each copy's tint once more per copy
    /// (negative fades the later copies out). Default: 0.
    public var instanceAlphaOffset: Float = 0 { didSet { offsetChanged("instanceAlphaOffset", instanceAlphaOffset) } }

    private func offsetChanged(_ name: String, _ value: Float) {
        if !value.isFinite { report("\(name) must be finite, got \(value)") }
        setFixed(name) { _ in }
    }

    /// Copy i's tint: `instanceColor` (white when nil) plus i times the
    /// offsets, each component clamped to 0…1; nil when that is white.
    func instanceTint(_ i: Int) -> Color? {
        let offsets = Color(red: Double(instanceRedOffset), green: Double(instanceGreenOffset),
                            blue: Double(instanceBlueOffset), alpha: Double(instanceAlphaOffset))
        let tint = ((instanceColor?.model ?? .white) + offsets * Double(i)).clamped
        return tint == .white ? nil : tint
    }

    /// Adds the copies 1 ..< instanceCount above the originals.
    override func modelFinished() {
        guard instanceCount > 1 else {
            if instanceCount == 0 { for layer in model.sublayers { layer.isHidden = true } }
            if instanceCount == 1 { tintOriginals(model.sublayers) }
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
            container.tintColor = instanceTint(i)
            for layer in originals { container.addSublayer(layer.deepCopy()) }
            model.addSublayer(container)
        }
        tintOriginals(originals)
    }

    /// Copy 0's tint on each original (after the copies are made, so that
    /// they do not inherit it).
    private func tintOriginals(_ originals: [Layer]) {
        guard let tint = instanceTint(0) else { return }
        for layer in originals { layer.tintColor = layer.tintColor.map { $0 * tint } ?? tint }
    }
}
