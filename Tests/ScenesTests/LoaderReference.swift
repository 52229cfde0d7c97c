import Foundation
import Geometry

/// An independent reading of Sources/Scenes/README.md, Loader (SBLoader),
/// and its Apple API semantics (Core Animation and UIKit rules), for
/// checking the `loader` scene: every number is typed in from that README,
/// not taken from the scene's code.
enum LoaderReference {
    // README Loader › Timer chain: the NSTimer chain, seconds from addOval.
    static let wobble = 0.30, triangle = 1.20, spin = 2.10, red = 2.55, blue = 2.75
    static let arc = 3.15, expand = 4.05, label = 4.35

    /// Holder frame before the spin: (375/2 − 50, 667/2 − 50, 100, 100).
    static let holderOrigin = Point(137.5, 283.5)

    /// Linear interpolation of two rects.
    static func lerp(_ a: Rect, _ b: Rect, _ f: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
             width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
    }

    static func lerp(_ a: Point, _ b: Point, _ f: Double) -> Point {
        Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
    }

    /// Steps through `values` piece by piece: piece i runs from
    /// starts[i] for durations[i] seconds; before the first start the
    /// value is `before`, after the last piece the last value.
    static func piecewise<V>(_ t: Double, from begin: Double, durations: [Double], values: [V], before: V,
                             lerp: (V, V, Double) -> V) -> V {
        guard t >= begin else { return before }
        var start = begin
        for (i, d) in durations.enumerated() {
            if t < start + d { return lerp(values[i], values[i + 1], (t - start) / d) }
            start += d
        }
        return values[durations.count]
    }

    // README Loader › Loader paths: ovals, as the rects they are inscribed in.
    static let ovalSmall = Rect(x: 50, y: 50, width: 0, height: 0)
    static let ovalLarge = Rect(x: 2.5, y: 17.5, width: 95, height: 95)
    static let squishV = Rect(x: 2.5, y: 20, width: 95, height: 90)
    static let squishH = Rect(x: 5, y: 20, width: 90, height: 90)

    /// The rect the oval is inscribed in at scene time `t` (every point of
    /// an oval is an affine function of its rect, so a linear path blend is
    /// the oval in the blended rect). Loader animations: expand 0–0.3; wobble from 0.3,
    /// 4 × 0.3 s repeated twice; contract from 2.1 (added last, wins),
    /// held small.
    static func ovalRect(at t: Double) -> Rect {
        if t >= spin {
            return piecewise(t, from: spin, durations: [0.3], values: [ovalLarge, ovalSmall], before: ovalLarge,
                             lerp: lerp)
        }
        if t >= wobble, t < wobble + 2.4 {
            let u = (t - wobble).truncatingRemainder(dividingBy: 1.2)
            return piecewise(u, from: 0, durations: [0.3, 0.3, 0.3, 0.3],
                             values: [ovalLarge, squishV, squishH, squishV, ovalLarge], before: ovalLarge, lerp: lerp)
        }
        return piecewise(t, from: 0, durations: [0.3], values: [ovalSmall, ovalLarge], before: ovalSmall, lerp: lerp)
    }

    /// The triangle's three corners (bottom-left, apex, bottom-right) at
    /// `t`: small until 1.2, then left 0.3 s, right 0.25 s, top 0.2 s,
    /// held.
    static func triangleCorners(at t: Double) -> [Point] {
        let small = [Point(35, 95), Point(50, 42.5), Point(65, 95)]
        let left = [Point(5, 95), Point(50, 42.5), Point(65, 95)]
        let right = [Point(5, 95), Point(50, 42.5), Point(95, 95)]
        let top = [Point(5, 95), Point(50, 12.5), Point(95, 95)]
        return piecewise(t, from: triangle, durations: [0.3, 0.25, 0.2], values: [small, left, right, top],
                         before: small) { a, b, f in zip(a, b).map { lerp($0, $1, f) } }
    }

    /// The holder's rotation in radians at `t`: 0 → 2π linearly over
    /// 0.45 s from 2.1, removed afterwards.
    static func spinAngle(at t: Double) -> Double {
        guard t >= spin, t < spin + 0.45 else { return 0 }
        return 2 * Double.pi * (t - spin) / 0.45
    }

    /// strokeEnd of a rectangle whose stroke starts at `start`: 0 → 1 in
    /// 0.4 s, then the model's 1.
    static func strokeEnd(at t: Double, start: Double) -> Double {
        guard t >= start, t < start + 0.4 else { return 1 }
        return (t - start) / 0.4
    }

    /// The arc path's top edge at `t` as (left point, control 1, control 2,
    /// right point): Loader paths' levels and controls; a straight edge counts as
    /// a cubic with controls at 1/3 and 2/3 (Loader paths, RECONSTRUCTION); 0.18 s
    /// per step from 3.15, held at Complete.
    static func arcTop(at t: Double) -> [Point] {
        func flat(_ y: Double) -> [Point] { [Point(0, y), Point(100.0 / 3, y), Point(200.0 / 3, y), Point(100, y)] }
        func wave(_ y: Double, _ c1: Point, _ c2: Point) -> [Point] { [Point(0, y), c1, c2, Point(100, y)] }
        let steps = [flat(99), wave(80, Point(30, 70), Point(40, 90)), wave(60, Point(30, 65), Point(40, 50)),
                     wave(40, Point(30, 30), Point(40, 50)), wave(20, Point(30, 25), Point(40, 10)), flat(-5)]
        return piecewise(t, from: arc, durations: Array(repeating: 0.18, count: 5), values: steps,
                         before: steps[1]) { a, b, f in zip(a, b).map { lerp($0, $1, f) } }
    }

    /// The holder's frame on screen during expandView: from the spun
    /// holder's frame (137.5, 273.5, 100, 100) grown by 5 pt per side to
    /// the full screen, easeInOut T(0.42, 0, 0.58, 1) over 0.3 s.
    static func expandingFrame(at t: Double) -> Rect {
        let grown = Rect(x: 132.5, y: 268.5, width: 110, height: 110)
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let f = min(max((t - expand) / 0.3, 0), 1)
        return lerp(grown, screen, bezierEase(f, 0.42, 0, 0.58, 1))
    }

    /// The "S" label's scale at `t`: 0.25 + 0.75·x(t − 4.35) with the README's
    /// UIKit spring x(t) = 1 − e^(−ζωt)[cos(ω_d t) + ((ζω − v0)/ω_d)
    /// sin(ω_d t)], ζ = 0.7, T = 0.4, v0 = 0.1, ω = ln(1000)/(ζT),
    /// ω_d = ω√(1 − ζ²), clamped to 1 from T on.
    static func labelScale(at t: Double) -> Double {
        let zeta = 0.7, duration = 0.4, v0 = 0.1
        let s = t - label
        guard s >= 0 else { return 0.25 }
        guard s < duration else { return 1 }
        let omega = log(1000.0) / (zeta * duration), omegaD = omega * (1 - zeta * zeta).squareRoot()
        let x = 1 - exp(-zeta * omega * s) * (cos(omegaD * s) + (zeta * omega - v0) / omegaD * sin(omegaD * s))
        return 0.25 + 0.75 * x
    }

    /// `ReferenceEasing.bezier`.
    static func bezierEase(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        ReferenceEasing.bezier(x, x1, y1, x2, y2)
    }
}
