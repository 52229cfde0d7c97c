import Foundation
import Geometry

// Foundation's CG geometry (CGFloat, y down as UIKit uses it) and the
// model's (Double), converted exactly.

extension Point {
    package init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension Size {
    package init(_ s: CGSize) { self.init(Double(s.width), Double(s.height)) }
}

extension Rect {
    package init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}

extension CGPoint {
    package init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    package init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension CGRect {
    package init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension NSValue {
    /// A point in a value, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
    /// A size in a value, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
    /// A rect in a value, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
    /// The point in it (UIKit's name).
    public var cgPointValue: CGPoint { pointValue }
    /// The size in it (UIKit's name).
    public var cgSizeValue: CGSize { sizeValue }
    /// The rect in it (UIKit's name).
    public var cgRectValue: CGRect { rectValue }
}
