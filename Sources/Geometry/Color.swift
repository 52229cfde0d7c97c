/// An sRGB color with straight (un-premultiplied) alpha; every component is
/// in 0…1 and encoded (non-linear), as Core Animation blends it.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 0…255 components, as design tools and UIKit's
    /// `UIColor(red: x/255, ...)` write them. Alpha is 0…1.
    public init(rgb255 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// A color from a 24-bit hex value such as 0x0F4E65.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(rgb255: Int(hex >> 16 & 0xFF), Int(hex >> 8 & 0xFF), Int(hex & 0xFF), alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same color with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// The components clamped to 0…1.
    public var clamped: Color {
        func c(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// Component-wise linear interpolation of the straight components, as
    /// Core Animation interpolates colors.
    public func lerp(to other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Component-wise sum (for additive animations).
    public static func + (a: Color, b: Color) -> Color {
        Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
    }

    /// Component-wise difference.
    public static func - (a: Color, b: Color) -> Color {
        Color(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
    }

    /// Every component scaled by `s`.
    public static func * (a: Color, s: Double) -> Color {
        Color(red: a.red * s, green: a.green * s, blue: a.blue * s, alpha: a.alpha * s)
    }

    /// Component-wise product, alpha included: `a` seen through the tint
    /// `b` (Core Animation's replicator instance color). White changes nothing.
    public static func * (a: Color, b: Color) -> Color {
        Color(red: a.red * b.red, green: a.green * b.green, blue: a.blue * b.blue, alpha: a.alpha * b.alpha)
    }

    /// The four components in the order red, green, blue, alpha.
    public var components: [Double] { [red, green, blue, alpha] }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
