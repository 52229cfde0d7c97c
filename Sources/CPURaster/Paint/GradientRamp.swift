import CPUKernels
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

    /// The color rounded to bytes (`Blender.byte`) as one pixel word, in
    /// memory order red, green, blue, alpha: what an opaque color stores
    /// where it covers a pixel fully.
    var word: UInt32 { PixelVector.bytes(SIMD4(red, green, blue, alpha)) }
}

/// A gradient's stops ready for sampling: colors are interpolated straight
/// (as Core Animation does) and premultiplied afterwards.
struct GradientRamp {
    private let locations: [Double]
    /// Straight colors clamped to 0…1, four components a stop.
    private let components: [Double]
    /// For each pair of neighboring stops, ten values: the first's
    /// location, the distance to the second's, the first's components and
    /// the second's minus them (`fb_gradient_ramp.segments`).
    private let segments: [Double]
    private let first: PremultipliedColor
    /// The color a degenerate gradient (zero-length axis or zero radius)
    /// paints everywhere: the last stop's, as when t is clamped past the end.
    let lastColor: PremultipliedColor

    /// Nil when the gradient has no usable (finite) stop: it paints nothing.
    init?(_ gradient: Gradient) {
        let stops = gradient.stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let firstStop = stops.first, let lastStop = stops.last else { return nil }
        locations = stops.map(\.location)
        components = stops.flatMap { stop -> [Double] in
            let c = stop.color.clamped
            return [c.red, c.green, c.blue, c.alpha].map { $0.isNaN ? 0 : $0 }
        }
        var segments: [Double] = []
        segments.reserveCapacity(10 * (stops.count - 1))
        for i in 0..<stops.count - 1 {
            let j = 4 * i
            segments.append(locations[i])
            segments.append(locations[i + 1] - locations[i])
            segments.append(contentsOf: components[j..<j + 4])
            for k in 0..<4 { segments.append(components[j + 4 + k] - components[j + k]) }
        }
        self.segments = segments
        first = PremultipliedColor(firstStop.color)
        lastColor = PremultipliedColor(lastStop.color)
    }

    /// Calls `body` with the ramp as the shading kernels read it
    /// (`fb_gradient_ramp`, valid only during the call).
    func withKernelRamp<R>(_ body: (UnsafePointer<fb_gradient_ramp>) -> R) -> R {
        locations.withUnsafeBufferPointer { l in
            components.withUnsafeBufferPointer { c in
                segments.withUnsafeBufferPointer { g in
                    // A ramp of one stop has no segment: a pointer the
                    // kernels never read through.
                    var ramp = fb_gradient_ramp(locations: l.baseAddress!, components: c.baseAddress!,
                                                segments: g.baseAddress ?? c.baseAddress!, count: l.count,
                                                first: (first.red, first.green, first.blue, first.alpha),
                                                last: (lastColor.red, lastColor.green, lastColor.blue,
                                                       lastColor.alpha))
                    return withUnsafePointer(to: &ramp) { body($0) }
                }
            }
        }
    }

    /// The color at `t` along the gradient: the first stop's color up to the
    /// first location, the last's from the last location on (clamping), and
    /// between two stops their straight colors mixed linearly. Where two stops
    /// share a location the later one wins from that location on.
    @inline(__always)
    func color(at t: Double) -> PremultipliedColor {
        let t = t.isNaN ? 0 : t
        let last = locations.count - 1
        if t <= locations[0] { return first }
        if t >= locations[last] { return lastColor }
        var i = 0
        while locations[i + 1] <= t { i += 1 }
        let f = (t - locations[i]) / (locations[i + 1] - locations[i])
        let j = 4 * i
        let a = components[j + 3] + (components[j + 7] - components[j + 3]) * f
        let scale = a * 255
        return PremultipliedColor(red: Float((components[j] + (components[j + 4] - components[j]) * f) * scale),
                                  green: Float((components[j + 1] + (components[j + 5] - components[j + 1]) * f) * scale),
                                  blue: Float((components[j + 2] + (components[j + 6] - components[j + 2]) * f) * scale),
                                  alpha: Float(scale))
    }
}
