import Foundation

/// An independent reading of Sources/Scenes/README.md, Fuber (UIKit):
/// every presented value
/// the tests check, computed from the document's formulas, not from
/// Flipbook's timeline code. t is scene time in seconds; the splash starts
/// at t = 0, as the app does, so c = (t + 2.1) mod 3 for every t ≥ 0, and
/// τ = (t − d·0.0006666 + 1.05) mod 3 once a tile's ripple has begun (before,
/// its backwards fill holds τ = 1.05).
enum FuberReference {
    static let fuberBlue = (15.0 / 255, 78.0 / 255, 101.0 / 255)

    /// x mod m in [0, m).
    static func wrap(_ x: Double, _ m: Double) -> Double {
        let r = x.truncatingRemainder(dividingBy: m)
        return r < 0 ? r + m : r
    }

    /// Logo cycle time c (Sources/Scenes/README.md, Fuber (UIKit) › U logo).
    static func logoCycle(_ t: Double) -> Double { wrap(t + 2.1, 3) }
    /// Grid cycle time g (container zoom).
    static func gridCycle(_ t: Double) -> Double { wrap(t + 1.05, 3) }
    /// Tile cycle time τ for a tile `distance` points from the center tile.
    static func tileCycle(_ t: Double, distance: Double) -> Double {
        let delay = 0.0006666 * distance
        return t < delay ? 1.05 : wrap(t - delay + 1.05, 3)
    }

    /// `ReferenceEasing.bezier`.
    static func ease(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        ReferenceEasing.bezier(x, x1, y1, x2, y2)
    }

    typealias Curve = (Double, Double, Double, Double)
    /// A `CAMediaTimingFunction(controlPoints:)` curve: its parameters are
    /// Floats, so 0.35 is the Float nearest 0.35.
    static func controlPoints(_ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) -> Curve {
        (Double(x1), Double(y1), Double(x2), Double(y2))
    }
    static let strokeEndCurve = controlPoints(1, 0, 0.35, 1)
    static let squareCurve = controlPoints(0.25, 0, 0.2, 1)
    static let circleCurve = controlPoints(0.65, 0, 0.4, 1)
    static let fadeInSquareCurve = controlPoints(0.15, 0, 0.85, 1)
    static let rippleCurve = controlPoints(0.25, 0, 0.2, 1)
    static let zoomCurve = controlPoints(0.6, 0, 0.15, 1)
    static let linear: Curve = (0, 0, 1, 1)
    static let easeOut: Curve = (0, 0, 0.58, 1)
    static let easeInEaseOut: Curve = (0.42, 0, 0.58, 1)

    static func ease(_ x: Double, _ c: Curve) -> Double { ease(x, c.0, c.1, c.2, c.3) }

    /// A keyframe track in seconds: before the first time the first value,
    /// after the last the last; segment i eased by `curves[i]`.
    static func keyframes(_ s: Double, times: [Double], values: [Double], curves: [Curve]) -> Double {
        if s <= times[0] { return values[0] }
        for i in 0..<(times.count - 1) where s < times[i + 1] {
            let f = (s - times[i]) / (times[i + 1] - times[i])
            return values[i] + (values[i + 1] - values[i]) * ease(f, curves[i])
        }
        return values[values.count - 1]
    }

    // MARK: Logo (README: Fuber (UIKit) › U logo)

    /// circleLayer.strokeEnd: 0 → 1 over 2.5 s, then the model 1.
    static func circleStrokeEnd(_ t: Double) -> Double {
        let c = logoCycle(t)
        return c < 2.5 ? ease(c / 2.5, strokeEndCurve) : 1
    }

    /// circleLayer's rotation (radians, negative = counter-clockwise on
    /// screen) and scale: −45°·(1 − p), 0.25 + 0.75p; identity after 2.5 s.
    static func circleRotationAndScale(_ t: Double) -> (angle: Double, scale: Double) {
        let c = logoCycle(t)
        guard c < 2.5 else { return (0, 1) }
        let p = ease(c / 2.5, strokeEndCurve)
        return (-Double.pi / 4 * (1 - p), 0.25 + 0.75 * p)
    }

    /// lineLayer's rotation and scale: as the circle's until 2.5 s (same
    /// values and curve), then identity → scale 0.15 (circle curve).
    static func lineRotationAndScale(_ t: Double) -> (angle: Double, scale: Double) {
        let c = logoCycle(t)
        guard c >= 2.5 else { return circleRotationAndScale(t) }
        return (0, 1 + (0.15 - 1) * ease((c - 2.5) / 0.5, circleCurve))
    }

    /// lineLayer.lineWidth: 0 → 5 (2.5 s, strokeEnd curve) → 0 (0.5 s, circle curve).
    static func lineWidth(_ t: Double) -> Double {
        keyframes(logoCycle(t), times: [0, 2.5, 3], values: [0, 5, 0], curves: [strokeEndCurve, circleCurve])
    }

    /// squareLayer's side: 14 → 21 → 0.
    static func squareSide(_ t: Double) -> Double {
        keyframes(logoCycle(t), times: [0, 2.5, 3], values: [14, 21, 0], curves: [fadeInSquareCurve, squareCurve])
    }

    /// squareLayer's white → fuberBlue progress: 0 before 1/3 s, 1 after 1.5333 s.
    static func squareBlueness(_ t: Double) -> Double {
        let c = logoCycle(t)
        return ease((c - 1.0 / 3) / 1.2, squareCurve)
    }

    /// maskLayer's side and corner radius: 75 and the model 0 before 2.5 s,
    /// then 75 → 14 and 37.5 → 2 (circle curve).
    static func mask(_ t: Double) -> (side: Double, cornerRadius: Double) {
        let c = logoCycle(t)
        guard c >= 2.5 else { return (75, 0) }
        let p = ease((c - 2.5) / 0.5, circleCurve)
        return (75 + (14 - 75) * p, 37.5 + (2 - 37.5) * p)
    }

    // MARK: Grid (README: Fuber (UIKit) › Ripple grid)

    /// The container's scale: 0.75 until 1.35 s, 1 from 2.661 s.
    static func containerScale(_ t: Double) -> Double {
        keyframes(gridCycle(t), times: [0, 1.35, 2.661, 3], values: [0.75, 0.75, 1, 1],
                  curves: [linear, zoomCurve, linear])
    }

    /// A tile's opacity.
    static func tileOpacity(_ t: Double, distance: Double) -> Double {
        keyframes(tileCycle(t, distance: distance), times: [0, 1.83, 2.1, 2.301, 2.85, 3],
                  values: [0, 1, 0.45, 0.6, 0, 0], curves: [easeInEaseOut, rippleCurve, rippleCurve, easeOut, linear])
    }

    /// The ripple's weight shape (0, 0, 1, 0, 0): the scale is 1 + 0.05·w,
    /// the push w · rippleOffset.
    static func rippleWeight(_ t: Double, distance: Double) -> Double {
        keyframes(tileCycle(t, distance: distance), times: [0, 1.83, 2.1, 2.661, 3], values: [0, 0, 1, 0, 0],
                  curves: [linear, rippleCurve, rippleCurve, linear])
    }
}
