import Foundation
import Geometry
@testable import Lottie
import Testing

/// Skew `sk` along the axis `sa` (degrees), between rotation and scale:
/// `T(p) · R · K · S · T(−a)` with `K = Rot(−sa) · ShearX(tan(−sk)) ·
/// Rot(sa)`, worked by hand below.
@Suite struct LottieSkewTests {
    /// Where `K(sk, sa)` takes (x, y) (row vectors, as the model's
    /// transforms).
    static func skewed(_ x: Double, _ y: Double, sk: Double, sa: Double) -> Point {
        let m = LottieImporting.skewTransform(degrees: sk, axisDegrees: sa)
        return Point(x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42)
    }

    /// sa 0: x' = x − y · tan(sk); y unchanged. sa 90: y' = y + x · tan(sk)
    /// (the axis turned a quarter, as ThorVG's special case). sa 45,
    /// sk 30: with t = tan(−30°), u = (√½, −√½), v = (√½, √½),
    /// p' = p + t · u · (v · p), so (10, 0) goes to
    /// (10 + t · 5, −t · 5) = (7.1132, 2.8868).
    static let cases: [[Double]] = [
        // x, y, sk, sa, expected x', y'
        [0, 10, 45, 0, -10, 10],
        [10, 0, 45, 0, 10, 0],
        [4, 5, 30, 0, 4 - 5 * 0.5773502691896257, 5],
        [10, 0, 30, 90, 10, 5.773502691896257],
        [0, 10, 30, 90, 0, 10],
        [10, 0, 30, 45, 7.113248654051871, 2.886751345948129],
        [10, 0, 0, 45, 10, 0],
    ]

    @Test(arguments: cases)
    func skewMatrix(_ c: [Double]) {
        let p = Self.skewed(c[0], c[1], sk: c[2], sa: c[3])
        #expect(close(p.x, c[4], 1e-9) && close(p.y, c[5], 1e-9), "K(\(c[2]), \(c[3])) · (\(c[0]), \(c[1])) = \(p)")
    }

    /// After Effects stops at ±85°: a skew of 89° is read as 85°.
    @Test func skewIsClamped() {
        let p = Self.skewed(0, 1, sk: 89, sa: 0)
        #expect(close(p.x, -tan(85 * Double.pi / 180), 1e-9))
    }

    /// A 20×20 red square centred at (50, 50) skewed 45° (sa 0): a point
    /// (dx, dy) from the centre shows the square's (dx + dy, dy), so
    /// (−15, 8) is inside (−7, 8) and (8, 8) is outside (16, 8).
    @Test func staticSkewOnALayer() throws {
        let ks = "{\"p\": {\"k\": [50, 50]}, \"sk\": {\"k\": 45}, \"sa\": {\"k\": 0}}"
        let lottie = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("S", LottieJSON.rect(center: "0,0", size: "20,20") + "," + LottieJSON.fill(), ks: ks),
        ]))
        #expect(try lottie.pixel(50 - 15, 50 + 8, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(50 + 8, 50 + 8, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(50 + 12, 50 - 8, at: 0) == LottieRenderTests.red)
        #expect(lottie.warnings.isEmpty)
    }

    /// The same skew in a group's `tr`, after the group's rotation of
    /// 90°: the square's (a, b) is drawn at R(90°)(a − b, b) =
    /// (−b, a − b), so the screen offset (dx, dy) shows (dy − dx, −dx):
    /// (8, 4) shows (−4, −8), inside; (−8, 4) shows (12, 8), outside.
    @Test func skewInAGroupComesAfterRotation() throws {
        let tr = "{\"ty\": \"tr\", \"p\": {\"k\": [50, 50]}, \"r\": {\"k\": 90}, \"sk\": {\"k\": 45}, \"sa\": {\"k\": 0}}"
        let group = "{\"ty\": \"gr\", \"it\": [" + LottieJSON.rect(center: "0,0", size: "20,20") + ","
            + LottieJSON.fill() + "," + tr + "]}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", group)]))
        #expect(try lottie.pixel(50 + 8, 50 + 4, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(50 - 8, 50 + 4, at: 0) == LottieRenderTests.clear)
    }

    /// An animated skew, 0° at frame 0 to 40° at frame 10 linearly,
    /// sampled at each frame: at frame 5 (0.5 s) the skew is 20°, so the
    /// pixel centre (9.5, 8.5) from the square's centre shows
    /// (9.5 + 8.5 · tan 20°, 8.5) = (12.6, 8.5), outside, where at frame 0
    /// it is inside; (−11.5, 8.5) shows (−8.4, 8.5), inside.
    @Test func animatedSkewIsSampledPerFrame() throws {
        let ks = "{\"p\": {\"k\": [50, 50]}, \"sk\": " + LottieJSON.animated("0", "40") + "}"
        let lottie = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("S", LottieJSON.rect(center: "0,0", size: "20,20") + "," + LottieJSON.fill(), ks: ks),
        ]))
        #expect(try lottie.pixel(50 + 9, 50 + 8, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(50 + 9, 50 + 8, at: 0.5) == LottieRenderTests.clear)
        #expect(try lottie.pixel(50 - 12, 50 + 8, at: 0.5) == LottieRenderTests.red)
        let skewing = try #require(lottie.scene.root.sublayers.first?.sublayers.first)
        let animation = try #require(skewing.animation(forKey: "transform"))
        guard case .keyframe(let values, let keyTimes, _, _) = animation.kind else {
            Issue.record("expected keyframes")
            return
        }
        // Frames 0…10: eleven samples, the sixth the skew of 20°.
        #expect(keyTimes.count == 11 && close(keyTimes[5], 0.5))
        #expect(values[5] == .transform(LottieImporting.skewTransform(degrees: 20, axisDegrees: 0)))
    }
}
