import FlipbookCLI
import Foundation
import Terminal
import Testing

/// Timing facts from Sources/Scenes/README.md read through `flipbook inspect --json`, the way
/// users and the independent checker read them, against references
/// computed in the tests.
@Suite struct InspectFactsTests {
    /// The properties of the layer at `path` at scene time `t`.
    func properties(_ scene: String, _ path: String, at t: Double) throws -> [String: Any] {
        let out = StringSink(), err = StringSink()
        let status = Flipbook.run(["inspect", scene, "--time", "\(t)", "--json"], stdout: out, stderr: err)
        #expect(status == 0, "\(err.text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        let layer = try #require(layers.first { $0["path"] as? String == path }, "no layer \(path)")
        return try #require(layer["properties"] as? [String: Any])
    }

    func number(_ scene: String, _ path: String, _ key: String, at t: Double) throws -> Double {
        try #require(try properties(scene, path, at: t)[key] as? Double)
    }

    /// Fuber's circle: strokeEnd 0 → 1 over c ∈ [0, 2.5) with T(1, 0, 0.35, 1)
    /// (Float control points, as `CAMediaTimingFunction(controlPoints:)` takes),
    /// c = (t + 2.1) mod 3, and the model's 1 for c ∈ [2.5, 3)
    /// (Sources/Scenes/README.md, Fuber (UIKit) › U logo).
    @Test(arguments: [0.0, 0.2, 0.39, 0.45, 0.9, 1.5, 2.3, 2.95])
    func fuberCircleStrokeEnd(t: Double) throws {
        let c = (t + 2.1).truncatingRemainder(dividingBy: 3)
        let expected = c < 2.5 ? ReferenceEasing.bezier(c / 2.5, 1, 0, Double(Float(0.35)), 1) : 1
        let actual = try number("fuber", "root/animatedULogoView/circleLayer", "strokeEnd", at: t)
        #expect(abs(actual - expected) < 1e-9, "t = \(t): \(actual) vs \(expected)")
    }

    /// Equalizer bar 1: low → high, 0.5 s each way from 0.1 s
    /// (Sources/Scenes/README.md, Equalizer › Bar animation).
    @Test(arguments: [0.05, 0.35, 0.8, 1.42])
    func equalizerBarTop(t: Double) throws {
        let props = try properties("equalizer", "root/animationContainer/equalizerView/containerLayer/bar-1", at: t)
        let path = try #require(props["path"] as? [[Any]])
        let top = try #require(path.first?[2] as? Double)
        #expect(abs(top - EqualizerReference.barTop(1, at: t)) < 1e-9)
    }

    /// The SwiftUI splash repeats every 2.4 s after its first loop (README:
    /// Fuber (SwiftUI) › SwiftUI timeline).
    @Test(arguments: [2.5, 3.3, 4.1])
    func fuberSwiftUILoopPeriod(t: Double) throws {
        let a = try properties("fuber-swiftui", "root/fuberU", at: t)
        let b = try properties("fuber-swiftui", "root/fuberU", at: t + 2.4)
        #expect(a.keys.sorted() == b.keys.sorted())
        for key in a.keys {
            #expect(Self.close(a[key], b[key]), "\(key) at \(t) s differs from \(t + 2.4) s")
        }
    }

    /// Numbers (and arrays of them, nested) equal within 1e-9: times that
    /// differ by a period are not exactly representable, so values agree to
    /// rounding, not bit for bit.
    static func close(_ a: Any?, _ b: Any?) -> Bool {
        if let x = a as? Double, let y = b as? Double { return abs(x - y) <= 1e-9 }
        if let x = a as? [Any], let y = b as? [Any] { return x.count == y.count && zip(x, y).allSatisfy { close($0, $1) } }
        if let x = a as? String, let y = b as? String { return x == y }
        return false
    }

    /// The loader's holder view: anchor point moves to (0.5, 0.6) at 2.10 s
    /// with position unchanged (README: Loader › Loader animations), so the view jumps 10 pt up.
    @Test func loaderAnchorChangeAtSpin() throws {
        let before = try properties("loader", "view/holderView", at: 2.05)
        let after = try properties("loader", "view/holderView", at: 2.15)
        #expect(before["anchorPoint"] as? [Double] == [0.5, 0.5])
        #expect(after["anchorPoint"] as? [Double] == [0.5, 0.6])
        #expect(before["position"] as? [Double] == after["position"] as? [Double])
    }
}
