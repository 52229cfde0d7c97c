import Foundation
import Geometry

/// An independent reading of Sources/Scenes/README.md, Fuber (SwiftUI) ›
/// SwiftUI timeline, and of how SwiftUI blends
/// state changes: every `withAnimation` change adds (new − old) × its
/// curve's progress to the value, an un-animated change jumps. Loop k
/// starts at T0 = 2.4·k; the first loop (k = 0) starts with uScale and
/// lineScale at 1, later ones at 0, where the previous loop's exit left
/// them.
enum FuberSwiftUIReference {
    static let period = 2.4
    static let fuberBlue = Color(red: 15.0 / 255, green: 78.0 / 255, blue: 101.0 / 255)

    /// The SplashScreen @State values at scene time `t` ≥ 0.
    struct State {
        var percent = 0.0, uScale = 0.0, lineScale = 0.0, squareScale = 0.0
        var squareColor = Color.white, textAlpha = 0.0, textScale = 0.0
        var coverCircleScale = 0.0, coverCircleAlpha = 0.0
    }

    static func state(at t: Double) -> State {
        let loop = (t / period).rounded(.down)
        let u = t - loop * period
        let start = loop == 0 ? 1.0 : 0.0
        let sweep = easeIn(progress(u, from: 0, over: 1))
        let exit = easeOut(progress(u, from: 1.2, over: 0.3))
        var s = State()
        s.percent = sweep
        s.uScale = start + (5 - start) * sweep - 5 * exit
        s.lineScale = start + (1 - start) * sweep - 1 * exit
        s.squareScale = 1 - easeOut(progress(u, from: 1.2, over: 0.1)) + (u >= 1.3 ? 1 : 0)
        let fadeOut = easeIn(progress(u, from: 2.0, over: 0.4))
        s.squareColor = u < 1.3 ? fuberBlue : Color.white.lerp(to: fuberBlue, fadeOut)
        s.textAlpha = easeIn(progress(u, from: 0.5, over: 1.0)) - fadeOut
        s.textScale = 1 + 0.4 * spring(u - 1.2)
        let cover = easeOut(progress(u, from: 1.3, over: 0.4))
        s.coverCircleScale = 1 + 999 * cover
        s.coverCircleAlpha = cover
        return s
    }

    /// The largest difference between two colors' components.
    static func distance(_ a: Color, _ b: Color) -> Double {
        zip(a.components, b.components).map { abs($0 - $1) }.max() ?? 0
    }

    /// Fraction of the way through [start, start + duration], clamped.
    static func progress(_ u: Double, from start: Double, over duration: Double) -> Double {
        min(max((u - start) / duration, 0), 1)
    }

    /// `.spring()` of iOS 13 (response 0.55 s, dampingFraction 0.825) as
    /// the damped oscillator x″ + 2ζω₀x′ + ω₀²(x − 1) = 0 released at rest
    /// from 0: ω₀ = 2π / response.
    static func spring(_ s: Double) -> Double {
        guard s > 0 else { return 0 }
        let w0 = 2 * Double.pi / 0.55, zeta = 0.825
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * s) * (cos(wd * s) + zeta * w0 / wd * sin(wd * s))
    }

    /// SwiftUI's `.easeIn`: T(0.42, 0, 1, 1).
    static func easeIn(_ x: Double) -> Double { bezier(x, 0.42, 0, 1, 1) }
    /// SwiftUI's `.easeOut`: T(0, 0, 0.58, 1).
    static func easeOut(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }

    /// `ReferenceEasing.bezier`.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        ReferenceEasing.bezier(x, x1, y1, x2, y2)
    }
}
