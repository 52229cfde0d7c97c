import Foundation
import Geometry
import Lottie
import Testing

/// Auto-orient (`ao`: 1): the layer turns with the direction of its
/// position's motion, radians from +x toward +y (clockwise on screen).
@Suite struct LottieAutoOrientTests {
    /// The turn of the layer just inside the named one (the orienting
    /// layer) at `t` seconds: atan2(m12, m11) of its presented transform.
    static func orientation(_ lottie: LottieImport, _ name: String, at t: Double) throws -> Double {
        let outer = try lottie.layer(name, at: t)
        let turning = try #require(outer.sublayers.first)
        let m = turning.transform("transform")
        return atan2(m.m12, m.m11)
    }

    static func document(_ p: String) throws -> LottieImport {
        try LottieImport(json: LottieJSON.document([
            LottieJSON.layer(1, name: "S", ks: "{\"p\": \(p)}", extra: "\"ao\": 1, \"sw\": 20, \"sh\": 4, \"sc\": \"#ff0000\""),
        ]))
    }

    /// Straight segments hold their direction: (20, 20) → (80, 80) over
    /// frames 0…10 is 45°, then → (80, 20) over 10…20 is −90°; before the
    /// first keyframe the first direction, after the last the last.
    static let straight: [(Double, Double)] = [(0, .pi / 4), (0.5, .pi / 4), (0.99, .pi / 4), (1.5, -.pi / 2),
                                               (1.99, -.pi / 2)]

    @Test(arguments: straight)
    func straightMotion(t: Double, angle: Double) throws {
        let p = "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [20, 20]}, {\"t\": 10, \"s\": [80, 80]}, {\"t\": 20, \"s\": [80, 20]}]}"
        let lottie = try Self.document(p)
        #expect(close(try Self.orientation(lottie, "S", at: t), angle, 1e-6))
        #expect(!lottie.warnings.contains { $0.feature == "auto-orient" })
    }

    /// A spatial arc (20, 50) → (80, 50) with to (0, −30) and ti (0, −30):
    /// it leaves straight up (−90°), is level at half its length (frame
    /// 5, by symmetry and linear timing) and arrives straight down (90°).
    static let arc: [(Double, Double)] = [(0, -.pi / 2), (0.5, 0), (1, .pi / 2)]

    @Test(arguments: arc)
    func spatialMotion(t: Double, angle: Double) throws {
        let p = "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [20, 50], \"to\": [0, -30], \"ti\": [0, -30]}, {\"t\": 10, \"s\": [80, 50]}]}"
        #expect(close(try Self.orientation(try Self.document(p), "S", at: t), angle, 1e-3))
    }

    /// A split position turns with (Δx, Δy) from frame to frame: x 20 → 80
    /// and y 20 → 50 linearly over frames 0…10 is atan2(30, 60).
    @Test func splitMotion() throws {
        let p = "{\"s\": true, \"x\": " + LottieJSON.animated("20", "80") + ", \"y\": " + LottieJSON.animated("20", "50") + "}"
        #expect(close(try Self.orientation(try Self.document(p), "S", at: 0.5), atan2(30, 60), 1e-9))
    }

    /// Moving straight down turns the 20×4 solid a quarter clockwise: at
    /// frame 5 it hangs from (50, 50) to the left, x 46…50, y 50…70.
    @Test func turnedPixels() throws {
        let lottie = try Self.document(LottieJSON.animated("50,20", "50,80"))
        #expect(try lottie.pixel(48, 60, at: 0.5) == LottieRenderTests.red)
        #expect(try lottie.pixel(60, 51, at: 0.5) == LottieRenderTests.clear)
    }

    /// A layer that does not move is not turned.
    @Test func staticPositionIsNotTurned() throws {
        let lottie = try Self.document("{\"k\": [50, 50]}")
        #expect(try lottie.pixel(60, 51, at: 0.5) == LottieRenderTests.red)
    }
}
