/// A width and height in points (model) or pixels (device).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    /// Zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// True when both dimensions are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    public var description: String { "\(width)x\(height)" }

    /// Component-wise linear interpolation.
    public func lerp(to other: Size, _ t: Double) -> Size {
        Size(width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }

    public static func + (a: Size, b: Size) -> Size { Size(width: a.width + b.width, height: a.height + b.height) }
    public static func - (a: Size, b: Size) -> Size { Size(width: a.width - b.width, height: a.height - b.height) }
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}
