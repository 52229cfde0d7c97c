import Foundation

/// An independent reading of Sources/Scenes/README.md, Aperture ring ›
/// Aperture timing (the final LaunchScreenManager)
/// and UIKit's rules, for base b: every value the aperture scene should
/// present at scene time t, computed without Flipbook's timeline code.
struct ApertureReference {
    var b = 1.3
    /// Screen height, points (414×896 canvas).
    var screenHeight = 896.0

    /// A linear UIView animation's progress: 0 before `delay`, 1 after
    /// `delay + duration`.
    static func progress(_ t: Double, delay: Double, duration: Double) -> Double {
        min(max((t - delay) / duration, 0), 1)
    }

    /// Segment progress: duration 1.75·b after b/1.5, curveLinear.
    func segmentFraction(at t: Double) -> Double {
        Self.progress(t, delay: b / 1.5, duration: b * 1.75)
    }

    /// Segment n's translation (points, y down) and rotation (radians,
    /// negative = counter-clockwise) at t: UIKit interpolates both parts
    /// of translatedBy(tx, ty).rotated(by: −1.95) linearly.
    func segmentMotion(_ n: Int, at t: Double) -> (tx: Double, ty: Double, angle: Double) {
        let f = segmentFraction(at: t)
        let degrees = Double(360 - n * 30 + 15)
        let distance = 1.75 * screenHeight
        let tx = cos(degrees * .pi / 180) * distance, ty = -sin(degrees * .pi / 180) * distance
        return (f * tx, f * ty, f * -1.95)
    }

    /// True once the manager's timer has removed the launch view (1.25·b).
    func overlayRemoved(at t: Double) -> Bool { t >= 1.25 * b }

    /// One logo part's (scale, alpha) at t: an easeOut grow to `peak` over
    /// `growDuration` after `delay` (skipped when `peak` is nil), then an
    /// easeIn shrink to 0.1 and fade to 0 over `shrinkDuration`.
    static func logoPart(at t: Double, delay: Double, growDuration: Double, peak: Double?,
                         shrinkDuration: Double) -> (scale: Double, alpha: Double) {
        var scale = 1.0
        var shrinkStart = delay
        if let peak {
            let u = progress(t, delay: delay, duration: growDuration)
            scale = 1 + (peak - 1) * ease(u, 0, 0, 0.58, 1)
            shrinkStart = delay + growDuration
        }
        guard t > shrinkStart else { return (scale, 1) }
        let v = ease(progress(t, delay: shrinkStart, duration: shrinkDuration), 0.42, 0, 1, 1)
        return (scale + (0.1 - scale) * v, 1 - v)
    }

    /// "Is it" (tag 101): delay b/6, b/3 up to 1.15, b/6 away.
    func isIt(at t: Double) -> (scale: Double, alpha: Double) {
        Self.logoPart(at: t, delay: b / 6, growDuration: b / 3, peak: 1.15, shrinkDuration: b / 6)
    }

    /// "Viget" (tag 102): delay b/3, b/4 up to 1.2, b/6 away.
    func viget(at t: Double) -> (scale: Double, alpha: Double) {
        Self.logoPart(at: t, delay: b / 3, growDuration: b / 4, peak: 1.2, shrinkDuration: b / 6)
    }

    /// "?" (tag 100): delay b/2, b/4 away.
    func questionMark(at t: Double) -> (scale: Double, alpha: Double) {
        Self.logoPart(at: t, delay: b / 2, growDuration: 0, peak: nil, shrinkDuration: b / 4)
    }

    /// y of the cubic Bézier timing curve at x (bisection on the curve
    /// parameter, as EqualizerReference does).
    static func ease(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        EqualizerReference.bezierEase(x, x1, y1, x2, y2)
    }
}
