import Geometry
import Layers
import Paths
import Presentation
import Scenes
import Testing
import Timeline

/// An independent reading of Sources/Scenes/README.md, Equalizer › Bar
/// animation, and Core Animation's rules:
/// bar i starts at 0.1·i s, runs 0.5 s each way (autoreverse), repeats
/// forever, with T(0.77, 0, 0.175, 1) applied to the mirrored time; before
/// it starts the bar shows its model path (top edge at y = 55).
enum EqualizerReference {
    /// y of bar `i`'s top edge at scene time `t`.
    static func barTop(_ i: Int, at t: Double) -> Double {
        let local = t - 0.1 * Double(i)
        guard local >= 0 else { return 55 }
        let u = local.truncatingRemainder(dividingBy: 1.0)
        let x = u < 0.5 ? u / 0.5 : (1 - u) / 0.5
        let target: Double = i % 2 == 0 ? 15 : 0
        // CAMediaTimingFunction(controlPoints:) takes Floats.
        return 55 + (target - 55) * bezierEase(x, Double(Float(0.77)), 0, Double(Float(0.175)), 1)
    }

    /// `ReferenceEasing.bezier`.
    static func bezierEase(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        ReferenceEasing.bezier(x, x1, y1, x2, y2)
    }
}

@Suite struct EqualizerSceneTests {
    /// The y of the top edge of a presented bar's path (its first point).
    func presentedTop(_ tree: PresentationTree, bar i: Int) throws -> Double {
        let layer = try #require(tree.allLayers.first { $0.name == "bar-\(i)" })
        guard case .path(let path)? = layer.values["path"], case .move(let p)? = path.elements.first else {
            Issue.record("bar-\(i) has no path")
            return .nan
        }
        return p.y
    }

    @Test(arguments: [0.0, 0.05, 0.1, 0.25, 0.3, 0.5, 0.55, 0.77, 1.0, 1.23, 2.5, 3.999, 10.35])
    func barsFollowTheTutorialsAnimation(t: Double) throws {
        let tree = try EqualizerScene.make().presentation(at: t)
        for i in 0...4 {
            let top = try presentedTop(tree, bar: i)
            #expect(abs(top - EqualizerReference.barTop(i, at: t)) < 1e-6, "bar \(i) at \(t) s: \(top)")
        }
    }

    @Test func barsSitAtTheStoryboardPositions() throws {
        let list = try EqualizerScene.make().presentation(at: 0).displayList(scale: 1)
        let bars = list.items.compactMap { item -> FillItem? in
            if case .fill(let f) = item, f.paint == .solid(.white), f.path.elements.count == 6 { return f }
            return nil
        }
        #expect(bars.count == 5)
        // Screen x = 130 + 15i, bottoms at y = 414 (Sources/Scenes/README.md,
        // Equalizer › Equalizer layout).
        for (i, bar) in bars.enumerated() {
            #expect(bar.transform.apply(Point(0, 65)) == Point(130 + 15 * Double(i), 414))
        }
    }

    @Test func loopIsOneSecond() throws {
        let scene = try EqualizerScene.make()
        #expect(scene.loopDuration == 1)
        #expect(scene.size == Size(320, 568))
    }
}
