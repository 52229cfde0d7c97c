import Geometry
import Layers
import Timeline

/// HolderView's and ViewController's timer callbacks, each applied at the
/// scene time `TimerChain` gives it, in the order the app runs them.
extension LoaderScene {
    /// spinAndTransform's new anchor point: 10 % below the center, near
    /// the middle of the oval and triangle, which sit low in the box.
    public static let spinAnchorPoint = Point(0.5, 0.6)
    /// spinAndTransform's rotation: one full turn (2π rad) in 0.45 s.
    public static let spinDuration = 0.45

    /// Runs the whole NSTimer chain on `layers`.
    static func runTimerChain(_ layers: LoaderLayers, style: LoaderStyle) throws {
        // addOval()
        expand(layers.oval, at: TimerChain.addOval, style: style)
        // wobbleOval()
        assign(layers.triangle, "hidden", .bool(false), at: TimerChain.wobbleOval)
        wobble(layers.oval, at: TimerChain.wobbleOval, style: style)
        // drawAnimatedTriangle()
        animateTriangle(layers.triangle, at: TimerChain.drawAnimatedTriangle, style: style)
        spinAndTransform(layers, at: TimerChain.spinAndTransform, style: style)
        // drawRedAnimatedRectangle(), drawBlueAnimatedRectangle()
        assign(layers.redRectangle, "hidden", .bool(false), at: TimerChain.drawRedAnimatedRectangle)
        animateStroke(layers.redRectangle, color: style.red, at: TimerChain.drawRedAnimatedRectangle)
        assign(layers.blueRectangle, "hidden", .bool(false), at: TimerChain.drawBlueAnimatedRectangle)
        animateStroke(layers.blueRectangle, color: style.blue, at: TimerChain.drawBlueAnimatedRectangle)
        // drawArc()
        assign(layers.arc, "hidden", .bool(false), at: TimerChain.drawArc)
        animateArc(layers.arc, at: TimerChain.drawArc, style: style)
        try expandView(layers, at: TimerChain.expandView, style: style)
        try animateLabel(layers, at: TimerChain.animateLabel, style: style)
    }

    /// spinAndTransform(): the holder's anchorPoint steps to (0.5, 0.6)
    /// with its position unchanged (so it jumps up by 0.1 · boxSize), it
    /// turns once about that point (transform.rotation.z 0 → 2π, linear,
    /// removed on completion), and the oval contracts.
    static func spinAndTransform(_ layers: LoaderLayers, at time: Double, style: LoaderStyle) {
        assign(layers.holder, "anchorPoint", .point(spinAnchorPoint), at: time)
        layers.holder.add(Animation(keyPath: "transform.rotation.z",
                                    kind: .basic(from: nil, to: .number(2 * Double.pi), by: nil),
                                    timing: MediaTiming(beginTime: time, duration: spinDuration)))
        contract(layers.oval, at: time, style: style)
    }

    /// expandView(): the holder turns blue, its frame grows by the blue
    /// stroke's lineWidth on every side, its sublayers go, and
    /// UIView.animate (0.3 s, easeInOut) moves its frame to the full
    /// screen: bounds and position, with anchor point (0.5, 0.6).
    static func expandView(_ layers: LoaderLayers, at time: Double, style: LoaderStyle) throws {
        let holder = layers.holder
        assign(holder, "backgroundColor", .color(style.blue), at: time)
        let inset = layers.blueRectangle.lineWidth
        let grown = try frame(of: holder, at: time).insetBy(dx: -inset, dy: -inset)
        assign(holder, "bounds", .rect(Rect(origin: .zero, size: grown.size)), at: time)
        assign(holder, "position", .point(position(placing: grown, anchor: spinAnchorPoint)), at: time)
        for sublayer in holder.sublayers {
            assign(sublayer, "hidden", .bool(true), at: time)
        }
        let screen = layers.view.bounds
        try holder.animate("bounds", to: .rect(Rect(origin: .zero, size: screen.size)), at: time,
                           duration: expandDuration, curve: .easeInOut)
        try holder.animate("position", to: .point(position(placing: screen, anchor: spinAnchorPoint)), at: time,
                           duration: expandDuration, curve: .easeInOut)
    }

    /// ViewController.animateLabel(): the holder is removed, the view's
    /// background turns blue, and the label (already scaled to 0.25)
    /// appears and springs to identity: duration 0.4, damping 0.7,
    /// velocity 0.1 (UIKit ignores the easeInOut option for springs).
    static func animateLabel(_ layers: LoaderLayers, at time: Double, style: LoaderStyle) throws {
        assign(layers.holder, "hidden", .bool(true), at: time)
        assign(layers.view, "backgroundColor", .color(style.blue), at: time)
        assign(layers.label, "hidden", .bool(false), at: time)
        try layers.label.animate("transform", to: .transform(.identity), at: time, duration: labelSpringDuration,
                                 springDamping: labelSpringDamping, initialSpringVelocity: labelSpringVelocity)
    }

    /// UIView.frame of `layer` at layer time `time`: position −
    /// anchorPoint · bounds.size, from the values it presents then (so the
    /// anchor point stepped by spinAndTransform counts).
    static func frame(of layer: Layer, at time: Double) throws -> Rect {
        let bounds = try layer.presentationValue("bounds", at: time)
        let position = try layer.presentationValue("position", at: time)
        let anchor = try layer.presentationValue("anchorPoint", at: time)
        guard case .rect(let b) = bounds, case .point(let p) = position, case .point(let a) = anchor else {
            throw TimelineError.incompatibleValues(keyPath: "frame", reason: "bounds, position or anchorPoint has the wrong kind")
        }
        return Rect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
    }

    /// The position that puts a layer with `anchor` at `frame`
    /// (UIView's frame setter).
    static func position(placing frame: Rect, anchor: Point) -> Point {
        Point(frame.minX + anchor.x * frame.width, frame.minY + anchor.y * frame.height)
    }
}
