import Geometry
import Presentation

/// A premultiplied color in the 0…255 scale of RGBA8, kept in floats so
/// coverage and opacity can scale it before the single rounding at blend time.
struct PremultipliedColor: Equatable {
    var red: Float, green: Float, blue: Float, alpha: Float

    static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// `color` (straight sRGB, clamped to 0…1) premultiplied and scaled to 0…255.
    init(_ color: Color) {
        let c = color.clamped
        let a = c.alpha.isNaN ? 0 : c.alpha
        func channel(_ v: Double) -> Float { v.isNaN ? 0 : Float(v * a * 255) }
        self.init(red: channel(c.red), green: channel(c.green), blue: channel(c.blue), alpha: Float(a * 255))
    }

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// A gradient's stops ready for sampling: colors are interpolated straight
/// (as Core Animation does) and premultiplied afterwards.
struct GradientRamp {
    private let locations: [Double]
    private let colors: [Color]

    /// Nil when the gradient has no usable (finite) stop: it paints nothing.
    init?(_ gradient: Gradient) {
        let stops = gradient.stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard !stops.isEmpty else { return nil }
        locations = stops.map(\.location)
        colors = stops.map(\.color.clamped)
    }

    /// The color at `t` along the gradient: the first stop's color up to the
    /// first location, the last's from the last location on (clamping), and
    /// between two stops their straight colors mixed linearly. Where two stops
    /// share a location the later one wins from that location on.
    func color(at t: Double) -> PremultipliedColor {
        let t = t.isNaN ? 0 : t
        let last = locations.count - 1
        if t <= locations[0] { return PremultipliedColor(colors[0]) }
        if t >= locations[last] { return PremultipliedColor(colors[last]) }
        var i = 0
        while locations[i + 1] <= t { i += 1 }
        let fraction = (t - locations[i]) / (locations[i + 1] - locations[i])
        return PremultipliedColor(colors[i].lerp(to: colors[i + 1], fraction))
    }

    /// The color a degenerate gradient (zero-length axis or zero radius)
    /// paints everywhere: the last stop's, as when t is clamped past the end.
    var lastColor: PremultipliedColor { PremultipliedColor(colors[colors.count - 1]) }
}
