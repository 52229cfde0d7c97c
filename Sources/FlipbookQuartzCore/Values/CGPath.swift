import Geometry
import Paths

/// Core Graphics' immutable vector path, over the model's `Paths.Path`.
/// Coordinates are points in the space of the layer that uses the path
/// (y down on iOS and here); arcs, ellipses and rounded rectangles are
/// stored as cubic Béziers, element for element the ones `Paths` builds.
///
/// A `CGPath` never changes once made; a `CGMutablePath` changes only
/// through its own methods, and, as in Core Graphics, must not be changed
/// from one thread while another reads it.
open class CGPath: Equatable, @unchecked Sendable {
    /// The elements; only `CGMutablePath` changes them.
    fileprivate(set) var storage: Path

    /// A path holding the model's elements.
    package init(_ model: Path) {
        storage = model
    }

    /// The path as the model's value type.
    package var model: Path { storage }

    /// A closed rectangle: starts at (minX, minY) and runs through
    /// (maxX, minY), (maxX, maxY), (minX, maxY), each point mapped by
    /// `transform` when given (nil: unmapped).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect: Rect(rect)).mapped(by: transform?.pointee))
    }

    /// A closed ellipse inscribed in `rect` (four cubic quarter-arcs from
    /// the right-most point, in increasing angle: clockwise on a y-down
    /// screen), mapped by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: Rect(rect)).mapped(by: transform?.pointee))
    }

    /// A closed rectangle with rounded corners, mapped by `transform` when
    /// given. `cornerWidth` and `cornerHeight` are the corner radii in
    /// points; see `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`
    /// for unequal radii and out-of-range values.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .mapped(by: transform?.pointee))
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// Where the next element would start: the last end point, or the
    /// subpath's start after a close. `.zero` for an empty path.
    public var currentPoint: CGPoint {
        storage.currentPoint.map(CGPoint.init(_:)) ?? .zero
    }

    /// The smallest rectangle holding every point of the path, Bézier
    /// control points included (Core Graphics' `boundingBox`); non-finite
    /// points are skipped. `CGRect.null` when there is no finite point.
    public var boundingBox: CGRect {
        let points = storage.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
        return Rect(boundingFinite: points).map(CGRect.init(_:)) ?? .null
    }

    /// The exact box of the path's geometry: curve extrema, not control
    /// points (`Path.bounds`). `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        storage.isEmpty ? .null : CGRect(storage.bounds)
    }

    /// An immutable copy. Never nil here (optional as in Core Graphics).
    public func copy() -> CGPath? {
        CGPath(storage)
    }

    /// An immutable copy with every point mapped by `transform` when given.
    /// Never nil here.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage.mapped(by: transform?.pointee))
    }

    /// A mutable copy; changing it leaves `self` as it is. Never nil here.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(storage)
    }

    /// A mutable copy with every point mapped by `transform` when given.
    /// Never nil here.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(storage.mapped(by: transform?.pointee))
    }

    /// True when both paths have the same elements with equal points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.storage == rhs.storage
    }
}

fileprivate extension Path {
    /// The path with every point mapped by `t`; unchanged (not even
    /// multiplied by one) when `t` is nil or the identity, so that
    /// infinite coordinates do not become NaN.
    func mapped(by t: CGAffineTransform?) -> Path {
        guard let t, !t.isIdentity else { return self }
        return applying(t.model)
    }

    /// `Path(roundedRect:cornerRadius:)` with the mean of the two radii in
    /// points; a plain rectangle when either is not positive.
    static func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> Path {
        let width = Double(cornerWidth), height = Double(cornerHeight)
        let radius = width > 0 && height > 0 ? (width + height) / 2 : 0
        return Path(roundedRect: Rect(rect), cornerRadius: radius)
    }
}

/// Core Graphics' mutable path. Every method takes an optional affine
/// `transform` that maps the points it adds (Default: `.identity`), and
/// builds its shape with the same `Paths` function the built-in scenes use.
///
/// Unlike Core Graphics, a line or curve added with no current point
/// starts a subpath instead of being dropped with a console error
/// (`Paths.Path`'s rule).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(Path())
    }

    /// A mutable path holding the model's elements.
    package override init(_ model: Path) {
        super.init(model)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.move(to: Self.map(point, transform))
    }

    /// Adds a straight segment from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.line(to: Self.map(point, transform))
    }

    /// Starts a subpath at the first point and adds straight segments to
    /// each following one. An empty array adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        storage.move(to: Self.map(first, transform))
        for point in points.dropFirst() { storage.line(to: Self.map(point, transform)) }
    }

    /// Adds a quadratic Bézier segment to `end` with one `control` point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.quad(to: Self.map(end, transform), control: Self.map(control, transform))
    }

    /// Adds a cubic Bézier segment to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        storage.curve(to: Self.map(end, transform), control1: Self.map(control1, transform),
                      control2: Self.map(control2, transform))
    }

    /// Adds a circular arc of `radius` points about `center`, preceded by
    /// a line from the current point to the arc's start (or a move when
    /// the path has no current point). Angles are radians from +x toward +y.
    ///
    /// `clockwise` is Core Graphics' meaning, clockwise in a y-UP space:
    /// `true` sweeps toward decreasing angles. In a layer's y-down space
    /// (iOS and here) that is counter-clockwise on screen, and the exact
    /// opposite of `UIBezierPath(arcCenter:…clockwise:)`, whose `clockwise`
    /// is on screen; `UIBezierPath` with `clockwise: c` gives the elements
    /// this method gives with `clockwise: !c`, as Apple documents ("in a
    /// flipped coordinate system … specifying a clockwise arc results in a
    /// counterclockwise arc"). So this calls `Paths.Path.addArc` (whose
    /// `clockwise` is on screen, y down) with `clockwise: !clockwise`.
    /// The sweep wraps once and is at most one full turn. Non-finite
    /// arguments add nothing.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
                   endAngle: Double(endAngle), clockwise: !clockwise)
        arc = arc.mapped(by: transform)
        guard case .move(let start)? = arc.elements.first else { return }
        if storage.currentPoint == nil {
            storage.append(arc)
        } else {
            storage.line(to: start)
            storage.append(Path(elements: Array(arc.elements.dropFirst())))
        }
    }

    /// Adds a closed rectangle as its own subpath: (minX, minY), (maxX,
    /// minY), (maxX, maxY), (minX, maxY), then close (`Path(rect:)`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.append(Path(rect: Rect(rect)).mapped(by: transform))
    }

    /// Adds each rectangle as `addRect(_:transform:)` does, in order.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect` as its own subpath: four
    /// cubic quarter-arcs from the right-most point in increasing angle
    /// (`Path(ellipseIn:)`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.append(Path(ellipseIn: Rect(rect)).mapped(by: transform))
    }

    /// Adds a closed rounded rectangle as its own subpath
    /// (`Path(roundedRect:cornerRadius:)`: starts on the top edge, runs
    /// clockwise on a y-down screen). The corners are circular: unequal
    /// `cornerWidth` and `cornerHeight` (points) use their mean as the
    /// radius instead of an elliptical corner. A radius not positive in
    /// either direction gives a plain rectangle, and one over half the
    /// shorter side is clamped to it (Core Graphics would stop on an
    /// assertion for those).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        storage.append(Path.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .mapped(by: transform))
    }

    /// Appends every element of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.append(path.storage.mapped(by: transform))
    }

    /// Closes the current subpath with a straight segment to its start;
    /// nothing when there is no current point.
    public func closeSubpath() {
        storage.close()
    }

    /// `point` mapped by `t`, untouched when `t` is the identity.
    private static func map(_ point: CGPoint, _ t: CGAffineTransform) -> Point {
        t.isIdentity ? Point(point) : t.model.apply(Point(point))
    }
}
