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

extension NSValue {
    /// Foundation on Linux keeps arrays of doubles, not structs, in a value:
    /// a CATransform3D is kept as its 16 fields in order m11 … m44.
    static let transform3DType = "[16d]"

    /// A transform in a value, as QuartzCore's `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: CATransform3D) {
        var fields = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        self.init(bytes: &fields, objCType: NSValue.transform3DType)
    }

    /// The transform in it (identity when it holds something else).
    public var caTransform3DValue: CATransform3D { transform3D ?? CATransform3DIdentity }

    /// The transform in it, or nil when it holds something else.
    var transform3D: CATransform3D? {
        guard String(cString: objCType) == NSValue.transform3DType else { return nil }
        var f = [Double](repeating: 0, count: 16)
        f.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { getValue($0) } }
        return CATransform3D(m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
                             m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
    }
}

extension NSValue {
    /// Whether it holds a value of `type` (CGPoint, CGSize or CGRect), by
    /// its type encoding; reading another kind out of it would trap.
    func holds(_ type: Any.Type) -> Bool {
        let encoding = String(cString: objCType)
        switch type {
        case is CGPoint.Type: return encoding.hasPrefix("{CGPoint=") || encoding.hasPrefix("{NSPoint=")
        case is CGSize.Type: return encoding.hasPrefix("{CGSize=") || encoding.hasPrefix("{NSSize=")
        case is CGRect.Type: return encoding.hasPrefix("{CGRect=") || encoding.hasPrefix("{NSRect=")
        default: return false
        }
    }
}
