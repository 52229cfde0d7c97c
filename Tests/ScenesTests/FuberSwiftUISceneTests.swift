import SeededRandom
import CPURaster
import Foundation
import Geometry
import Layers
import Presentation
import Scenes
import Testing

/// The presented values of the fuber-swiftui scene against
/// `FuberSwiftUIReference`, Sources/Scenes/README.md, Fuber (SwiftUI),
/// read independently.
@Suite struct FuberSwiftUISceneTests {
    static let scene = try! FuberSwiftUIScene.make()  // a test machine has fonts (tools/setup)
    /// Screen center, points.
    static let center = Point(187.5, 333.5)

    func layer(_ name: String, in tree: PresentationTree) throws -> PresentedLayer {
        try #require(tree.allLayers.first { $0.name == name })
    }

    /// The uniform scale a layer shows (its transform's x scale; these
    /// layers are only scaled).
    func scale(_ name: String, in tree: PresentationTree) throws -> Double {
        try layer(name, in: tree).transform("transform").m11
    }

    func opacity(_ name: String, in tree: PresentationTree) throws -> Double {
        try layer(name, in: tree).number("opacity", 1)
    }

    @Test func canvasAndLoop() {
        #expect(Self.scene.size == Size(375, 667))
        #expect(Self.scene.loopDuration == 2.4)
        #expect(Self.scene.loopStart == 2.4)
    }

    /// Every presented value of every layer repeats with the 2.4 s period
    /// once the first loop is over.
    @Test(arguments: [2.4, 2.45, 3.0, 3.5, 3.61, 3.7, 3.9, 4.1, 4.5, 4.79])
    func loopRepeatsEvery2_4Seconds(t: Double) throws {
        let a = try Self.scene.presentation(at: t)
        for k in [1.0, 2.0, 5.0] {
            let b = try Self.scene.presentation(at: t + 2.4 * k)
            for (x, y) in zip(a.allLayers, b.allLayers) {
                for (key, value) in x.values {
                    let other = try #require(y.values[key])
                    let distance = try value.distance(to: other)
                    #expect(distance < 1e-9, "\(x.name).\(key) at \(t) s vs \(t + 2.4 * k) s")
                }
            }
        }
    }

    /// Sources/Scenes/README.md, Fuber (SwiftUI) › SwiftUI layers: visible radius = 5 pt × uScale × 1.4, so 7 pt at
    /// uScale 1 (the first frame) and 35 pt at 5 (the sweep's end).
    @Test func uRadiusFollowsUScale() throws {
        let first = try Self.scene.presentation(at: 0)
        #expect(abs(5 * (try scale("fuberU", in: first)) - 7) < 1e-9)
        for t in [1.0, 3.4, 5.8] {
            let tree = try Self.scene.presentation(at: t)
            #expect(abs(5 * (try scale("fuberU", in: tree)) - 35) < 1e-9, "at \(t) s")
            // The drawn stroke: the 2.5 pt arc's outer edge, 2.5 pt further out.
            let list = tree.displayList(scale: 1)
            let strokes = list.items.compactMap { item -> StrokeItem? in
                if case .stroke(let s) = item { return s }
                return nil
            }
            let u = try #require(strokes.first)
            let arcCenter = u.transform.apply(Point(2.5, 2.5)), edge = u.transform.apply(Point(5, 2.5))
            #expect(arcCenter.distance(to: Self.center) < 1e-9)
            #expect(abs((edge.distance(to: arcCenter)) * 2 - 35) < 1e-9, "stroke radius at \(t) s")
            #expect(u.strokeEnd == 1)
        }
        for t in [0.3, 0.9, 1.25, 1.4, 2.5, 3.0, 3.65, 7.3] {
            let tree = try Self.scene.presentation(at: t)
            let expected = 7 * FuberSwiftUIReference.state(at: t).uScale
            #expect(abs(5 * (try scale("fuberU", in: tree)) - expected) < 1e-9, "radius at \(t) s")
        }
    }

    /// textAlpha: easeIn over T0+0.5 … T0+1.5 on the text and the Chimes.
    @Test(arguments: [0.5, 0.6, 0.75, 1.0, 1.2, 1.45, 1.5])
    func textFadesInWithEaseIn(u: Double) throws {
        for t0 in [0, 2.4, 9.6] {
            let tree = try Self.scene.presentation(at: t0 + u)
            let expected = FuberSwiftUIReference.easeIn((u - 0.5) / 1.0)
            #expect(abs(try opacity("text", in: tree) - expected) < 1e-9)
            #expect(abs(try opacity("chimes", in: tree) - expected) < 1e-9)
        }
    }

    /// From T0+1.3 the cover circle grows 1 → 1000 and fades in, easeOut
    /// 0.4 s; at T0+2.4 it is reset.
    @Test(arguments: [1.3, 1.32, 1.4, 1.5, 1.65, 1.7, 2.0, 2.39])
    func coverCircleGrowsAndFadesIn(u: Double) throws {
        for t0 in [0, 2.4, 4.8] {
            let tree = try Self.scene.presentation(at: t0 + u)
            let p = FuberSwiftUIReference.easeOut(min((u - 1.3) / 0.4, 1))
            #expect(abs(try scale("coverCircle", in: tree) - (1 + 999 * p)) < 1e-9)
            #expect(abs(try opacity("coverCircle", in: tree) - p) < 1e-9)
        }
        let reset = try Self.scene.presentation(at: 4.8)
        #expect(abs(try scale("coverCircle", in: reset) - 1) < 1e-9)
        #expect(try opacity("coverCircle", in: reset) < 1e-12)
    }

    /// The square vanishes by T0+1.3 (easeOut 0.1 s), then jumps back to
    /// full size and white without animation, and fades to blue from 2.0.
    @Test func squareJumpsAtPart2() throws {
        for t0 in [0, 2.4] {
            let before = try layer("square", in: Self.scene.presentation(at: t0 + 1.3 - 1e-6))
            #expect(before.transform("transform").m11 < 1e-6)
            #expect(FuberSwiftUIReference.distance(before.color("backgroundColor"), FuberSwiftUIReference.fuberBlue) < 1e-9)
            let after = try layer("square", in: Self.scene.presentation(at: t0 + 1.3 + 1e-6))
            #expect(abs(after.transform("transform").m11 - 1.4) < 1e-12)
            #expect(FuberSwiftUIReference.distance(after.color("backgroundColor"), .white) < 1e-12)
            let fading = try layer("square", in: Self.scene.presentation(at: t0 + 2.2))
            let expected = Color.white.lerp(to: FuberSwiftUIReference.fuberBlue, FuberSwiftUIReference.easeIn(0.5))
            #expect(FuberSwiftUIReference.distance(fading.color("backgroundColor"), expected) < 1e-9)
        }
    }

    /// textScale → 1.4 with `.spring()` from T0+1.2: the damped oscillator
    /// of response 0.55 s, dampingFraction 0.825, overshooting about 1 %.
    @Test func textScaleSprings() throws {
        var peak = 0.0
        for u in stride(from: 1.2, through: 1.95, by: 0.025) {
            let tree = try Self.scene.presentation(at: 2.4 + u)
            let expected = 1 + 0.4 * FuberSwiftUIReference.spring(u - 1.2)
            let text = try scale("text", in: tree), chimes = try scale("chimes", in: tree)
            #expect(abs(text - expected) < 1e-9, "text scale at T0+\(u)")
            #expect(abs(chimes - expected) < 1e-9, "chimes scale at T0+\(u)")
            peak = max(peak, text)
        }
        #expect(peak > 1.403 && peak < 1.406)
        // Settled: exactly on the target until the reset at T0+2.4.
        let settled = try Self.scene.presentation(at: 2.4 + 2.2)
        #expect(abs(try scale("text", in: settled) - 1.4) < 1e-12)
    }

    /// Every state variable at seeded random times over several loops.
    @Test func matchesTheReferenceAtRandomTimes() throws {
        var random = FuberSwiftUIRandom(seed: 0x5EED_F0BE)
        for _ in 0..<60 {
            let t = random.next(upTo: 12)
            let tree = try Self.scene.presentation(at: t), s = FuberSwiftUIReference.state(at: t)
            let at = "at \(t) s"
            #expect(abs(try layer("fuberU", in: tree).number("strokeEnd") - s.percent) < 1e-9, "percent \(at)")
            #expect(abs(try scale("fuberU", in: tree) - 1.4 * s.uScale) < 1e-9, "uScale \(at)")
            #expect(abs(try scale("line", in: tree) - s.lineScale) < 1e-9, "lineScale \(at)")
            #expect(abs(try scale("square", in: tree) - 1.4 * s.squareScale) < 1e-9, "squareScale \(at)")
            let squareColor = try layer("square", in: tree).color("backgroundColor")
            #expect(FuberSwiftUIReference.distance(squareColor, s.squareColor) < 1e-9, "squareColor \(at)")
            #expect(abs(try opacity("text", in: tree) - s.textAlpha) < 1e-9, "textAlpha \(at)")
            // 5e-4: after it settles the spring rests on its target, which
            // the free oscillator of the reference reaches within 0.1 %.
            #expect(abs(try scale("text", in: tree) - s.textScale) < 5e-4, "textScale \(at)")
            #expect(abs(try scale("coverCircle", in: tree) - s.coverCircleScale) < 1e-9, "coverCircleScale \(at)")
            #expect(abs(try opacity("coverCircle", in: tree) - s.coverCircleAlpha) < 1e-9, "coverCircleAlpha \(at)")
        }
    }

    /// Geometry from Sources/Scenes/README.md, Fuber (SwiftUI) › SwiftUI
    /// layers: the bar spans y −36…−8 from the center and
    /// shrinks toward its bottom; the text's 20 pt offset becomes 28 pt at
    /// scale 1.4; the sweep starts at 12 o'clock.
    @Test func layoutMatchesTheZStack() throws {
        let c = Self.center
        let full = try layer("line", in: Self.scene.presentation(at: 3.4))
        let bar = full.layerToSuperlayer.apply(full.rect("bounds"))
        #expect(abs(bar.minY - (c.y - 36)) < 1e-9 && abs(bar.maxY - (c.y - 8)) < 1e-9)
        #expect(abs(bar.minX - (c.x - 2)) < 1e-9 && abs(bar.maxX - (c.x + 2)) < 1e-9)
        let shrinking = try layer("line", in: Self.scene.presentation(at: 3.7))
        let shrunk = shrinking.layerToSuperlayer.apply(shrinking.rect("bounds"))
        #expect(abs(shrunk.maxY - (c.y - 8)) < 1e-9 && shrunk.height < 28)

        for (t, offset) in [(2.4, 20.0), (4.6, 28.0)] {
            let text = try layer("text", in: Self.scene.presentation(at: t))
            let b = text.rect("bounds")
            let middle = text.layerToSuperlayer.apply(Point(b.midX, b.midY))
            #expect(abs(middle.x - (c.x + offset)) < 1e-6 && abs(middle.y - c.y) < 1e-6, "text center at \(t) s")
        }

        let u = try layer("fuberU", in: Self.scene.presentation(at: 3.4))
        guard case .path(let path)? = u.values["path"], case .move(let start)? = path.elements.first else {
            Issue.record("fuberU has no path")
            return
        }
        let onScreen = u.layerToSuperlayer.apply(start)
        #expect(abs(onScreen.x - c.x) < 1e-9 && onScreen.y < c.y, "the sweep starts straight above the center")
    }

    @Test func parametersKeepTheSceneCoherent() throws {
        let entry = FuberSwiftUIScene.entry
        let slow = try entry.make(assignments: ["animationDuration=2", "zoomFactor=2"])
        #expect(slow.loopDuration == 4.4 && slow.loopStart == 4.4)
        // The sweep ends at T0 + 2: uScale 5 × zoom 2.
        let end = try slow.presentation(at: 4.4 + 2)
        #expect(abs(try scale("fuberU", in: end) - 10) < 1e-9)
        #expect(abs(try scale("square", in: end) - 2) < 1e-9)
        #expect(throws: SceneParameterError.self) { try entry.make(assignments: ["animationDuration=0.1"]) }
        #expect(throws: SceneParameterError.self) { try entry.make(assignments: ["zoomFactor=0"]) }
    }

    /// 25 frames of one loop rendered in shuffled order equal the same
    /// frames rendered in order: no state carries from one frame to the next.
    @Test func shuffledFramesMatchSequentialFrames() throws {
        let times = (0..<25).map { 2.4 + 2.4 * Double($0) / 25 }
        func render(_ t: Double) throws -> Bitmap {
            try CPURenderer().render(FuberSwiftUIScene.make().presentation(at: t).displayList(scale: 0.25))
        }
        var scene = try FuberSwiftUIScene.make()
        let sequential = try times.map { t in
            try CPURenderer().render(scene.presentation(at: t).displayList(scale: 0.25))
        }
        var order = Array(times.indices)
        var random = FuberSwiftUIRandom(seed: 25)
        order.shuffle(using: &random)
        scene = try FuberSwiftUIScene.make()
        for i in order {
            let frame = try CPURenderer().render(scene.presentation(at: times[i]).displayList(scale: 0.25))
            #expect(frame == sequential[i], "frame \(i)")
        }
        #expect(try render(times[7]) == sequential[7])
    }
}

/// The shared seeded generator under the name these tests use.
typealias FuberSwiftUIRandom = SplitMix64

extension SplitMix64 {
    /// A double in [0, limit).
    mutating func next(upTo limit: Double) -> Double {
        Double(next() >> 11) / Double(1 << 53) * limit
    }
}
