import FlipbookQuartzCore
import Geometry
import Paths

/// UIBezierPath: a path in UIKit's y-down coordinates. Its shapes are the
/// model's own (`Paths.Path`), element for element, so a path built here
/// equals the one a built-in scene builds.
open class UIBezierPath {
    /// The path so far.
    package private(set) var model = Path()

    /// An empty path.
    public init() {}

    /// A closed rectangle, clockwise on screen from the top-left corner.
    public init(rect: CGRect) { model = Path(rect: Rect(rect)) }

    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { model = Path(ellipseIn: Rect(rect)) }

    /// A rectangle with circular corners of `cornerRadius` points.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        model = Path(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius))
    }

    /// An arc; `clockwise` as seen on screen (y down). Angles in radians
    /// from the +x axis.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The same path as a CGPath (UIKit's `cgPath`).
    public var cgPath: CGPath { CGPath(model) }

    public var isEmpty: Bool { model.isEmpty }

    /// The end of the last segment; (0, 0) when empty.
    public var currentPoint: CGPoint { model.currentPoint.map(CGPoint.init) ?? .zero }

    public func move(to point: CGPoint) { model.move(to: Point(point)) }

    public func addLine(to point: CGPoint) { model.line(to: Point(point)) }

    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        model.quad(to: Point(point), control: Point(controlPoint))
    }

    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        model.curve(to: Point(point), control1: Point(controlPoint1), control2: Point(controlPoint2))
    }

    /// An arc from the current point's line; `clockwise` as seen on screen.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        model.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
                     endAngle: Double(endAngle), clockwise: clockwise)
    }

    public func close() { model.close() }

    /// Appends another path's segments.
    public func append(_ other: UIBezierPath) { model.append(other.model) }

    /// Maps every point by `transform`.
    public func apply(_ transform: CGAffineTransform) { model = model.applying(transform.model) }

    public func removeAllPoints() { model = Path() }
}
