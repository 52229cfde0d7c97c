import FlipbookQuartzCore
import Geometry
import Layers
import Timeline

/// UIView, as much as animation code needs: a rectangle backed by a layer,
/// with UIKit's geometry (frame, bounds, center, transform), alpha,
/// background color and subviews. A view's layer never animates
/// implicitly; `UIView.animate` animates it on the scene clock.
open class UIView {
    /// The layer that draws the view.
    public let layer: CALayer

    /// An empty view at `frame`.
    public init(frame: CGRect) {
        layer = CALayer()
        layer.isViewBacked = true
        layer.frame = frame
        LayoutPass.current?.add(self)
    }

    /// An empty view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// The view in which this one is; nil when none.
    public private(set) weak var superview: UIView?
    /// The views in it, bottom to top.
    public private(set) var subviews: [UIView] = []
    /// A number to find the view by. Default: 0.
    public var tag = 0

    /// Adds `view` on top of the others.
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
        setNeedsLayout()
    }

    /// Inserts `view` at `index` (0 is the bottom).
    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(i))
        setNeedsLayout()
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        layer.removeFromSuperlayer()
        superview.setNeedsLayout()
    }

    /// Moves `view`, one of the subviews, on top of the others.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self, subviews.last !== view else { return }
        addSubview(view)
    }

    /// Moves `view`, one of the subviews, beneath the others.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, subviews.first !== view else { return }
        insertSubview(view, at: 0)
    }

    /// The view itself or the first view beneath it, depth first, whose
    /// `tag` is `tag`; nil when none.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Layout

    /// Whether `layoutSubviews()` is due in the next layout pass. A new
    /// view needs layout.
    public internal(set) var needsLayout = true

    /// Places the subviews; UIKit calls it in its layout pass, never call
    /// it directly. Default: nothing (no constraints here).
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews()` in the layout pass at the end of this
    /// turn (a bounds change and adding or removing a subview ask too).
    public func setNeedsLayout() {
        needsLayout = true
        LayoutPass.current?.add(self)
    }

    /// Lays out this view and the views beneath it that need it, now,
    /// parents before their subviews.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The frame in the superview (for an identity transform); setting it
    /// keeps the layer's anchor point where it is in the frame. Animatable.
    public var frame: CGRect {
        get { layer.frame }
        set {
            let bounds = CGRect(origin: self.bounds.origin, size: newValue.size)
            let center = CGPoint(Layer.position(forFrame: Rect(newValue), anchorPoint: Point(layer.anchorPoint)))
            self.bounds = bounds
            self.center = center
        }
    }

    /// Animatable.
    public var bounds: CGRect {
        get { layer.bounds }
        set {
            let resized = newValue.size != layer.bounds.size
            change("bounds", .rect(Rect(newValue))) { self.layer.bounds = newValue }
            if resized { setNeedsLayout(); boundsDidChange() }
        }
    }

    /// Called after the bounds' size changed (UILabel re-lays its text).
    func boundsDidChange() {}

    /// The size that fits the view's content within `size`. Default: the
    /// current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its size, keeping the
    /// frame's origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The layer's position (the view's center for the default anchor). Animatable.
    public var center: CGPoint {
        get { layer.position }
        set { change("position", .point(Point(newValue))) { self.layer.position = newValue } }
    }

    /// 0…1. Animatable.
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { change("opacity", .number(Double(Float(newValue)))) { self.layer.opacity = Float(newValue) } }
    }

    /// Applied about the center. Animatable.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            let t = CATransform3DMakeAffineTransform(newValue)
            change("transform", .transform(t.model)) { self.layer.transform = t }
        }
    }

    /// Default: nil. Animatable.
    public var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set {
            change("backgroundColor", .color(newValue?.cgColor.model ?? .clear)) { self.layer.backgroundColor = newValue?.cgColor }
        }
    }

    /// Default: false.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Clips subviews to the bounds. Default: false.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Sets a property through `apply`; inside `UIView.animate`, also
    /// animates `key` from the value shown when the animation starts.
    private func change(_ key: String, _ value: AnimatableValue, apply: () -> Void) {
        guard let context = ViewAnimationContext.current else { return apply() }
        context.animate(layer, key, to: value, apply: apply)
    }
}
