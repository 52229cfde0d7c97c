import SeededRandom
import Foundation
import Geometry
import Layers
import Presentation
import Scenes
import Testing
import Timeline

/// The aperture scene's presented values against `ApertureReference`.
@Suite struct ApertureSceneTests {
    static let scene = try! ApertureScene.make()  // a test machine has fonts (tools/setup)
    let reference = ApertureReference()

    static func layer(_ name: String, in tree: PresentationTree) throws -> PresentedLayer {
        try #require(tree.allLayers.first { $0.name == name }, "no layer \(name)")
    }

    @Test(arguments: [0.0, 0.5, 0.8667, 0.9, 1.0, 1.3, 1.5, 1.625, 2.0, 3.0, 3.2, 5.0])
    func segmentsMoveAsTheManagerAnimatesThem(t: Double) throws {
        let tree = try Self.scene.presentation(at: t)
        for n in 1...12 {
            let m = try Self.layer("ringSegment\(n)", in: tree).transform("transform")
            let expected = reference.segmentMotion(n, at: t)
            #expect(abs(m.m41 - expected.tx) < 1e-6 && abs(m.m42 - expected.ty) < 1e-6,
                    "segment \(n) at \(t) s: translation (\(m.m41), \(m.m42)), expected \(expected)")
            #expect(abs(atan2(m.m12, m.m11) - expected.angle) < 1e-9, "segment \(n) at \(t) s")
            // Rotation and translation only: no scale creeps in.
            #expect(abs(m.m11 * m.m11 + m.m12 * m.m12 - 1) < 1e-9)
        }
    }

    /// When the overlay goes, the segments are a third of the way: 0.333·D
    /// out and turned −0.65 rad (Sources/Scenes/README.md, Aperture ring ›
    /// Aperture timing).
    @Test func atRemovalTheSegmentsAreAThirdOfTheWay() throws {
        let tree = try Self.scene.presentation(at: 1.625)
        let m = try Self.layer("ringSegment1", in: tree).transform("transform")
        #expect(abs((m.m41 * m.m41 + m.m42 * m.m42).squareRoot() - 1.75 * 896 / 3) < 1e-6)
        #expect(abs(atan2(m.m12, m.m11) - -0.65) < 1e-9)
        // Segment 1 leaves toward 345°: right and down on screen.
        #expect(m.m41 > 0 && m.m42 > 0)
    }

    /// The segment's artwork center (the ring's center, where the wedge
    /// apex sits) lands on the screen center plus the translation.
    @Test(arguments: [0.0, 1.2, 1.6])
    func segmentsPivotOnTheRingCenter(t: Double) throws {
        let tree = try Self.scene.presentation(at: t)
        let ring = try Self.layer("ring", in: tree)
        #expect(ring.rect("bounds").size == Size(1792, 1792))
        #expect(ring.layerToSuperlayer.apply(Point(896, 896)) == Point(207, 448))
        for n in 1...12 {
            let segment = try Self.layer("ringSegment\(n)", in: tree)
            #expect(segment.rect("bounds") == Rect(x: 0, y: 0, width: 1792, height: 1792))
            let apex = ring.layerToSuperlayer.apply(segment.layerToSuperlayer.apply(Point(896, 896)))
            let expected = reference.segmentMotion(n, at: t)
            #expect(apex.distance(to: Point(207 + expected.tx, 448 + expected.ty)) < 1e-6)
        }
    }

    @Test(arguments: [0.0, 0.1, 0.3, 0.45, 0.6, 0.65, 0.7, 0.76, 0.8, 0.87, 0.9, 0.95, 0.975, 1.2])
    func logoPartsScaleAndFade(t: Double) throws {
        let tree = try Self.scene.presentation(at: t)
        let parts = [("logoIsIt", reference.isIt(at: t)), ("logoViget", reference.viget(at: t)),
                     ("logoQuestionMark", reference.questionMark(at: t))]
        for (name, expected) in parts {
            let layer = try Self.layer(name, in: tree)
            let m = layer.transform("transform")
            #expect(abs(m.m11 - expected.scale) < 1e-6 && abs(m.m22 - expected.scale) < 1e-6,
                    "\(name) at \(t) s: scale \(m.m11), expected \(expected.scale)")
            #expect(abs(layer.number("opacity") - expected.alpha) < 1e-6,
                    "\(name) at \(t) s: alpha \(layer.number("opacity")), expected \(expected.alpha)")
        }
    }

    @Test func logoPartsStackOnOneCenteredFrame() throws {
        let tree = try Self.scene.presentation(at: 0)
        let frames = try ["logoIsIt", "logoViget", "logoQuestionMark"].map { name in
            let layer = try Self.layer(name, in: tree)
            return layer.layerToSuperlayer.apply(layer.rect("bounds"))
        }
        #expect(frames.allSatisfy { $0 == frames[0] })
        #expect(abs(frames[0].midX - 207) < 1e-9 && abs(frames[0].midY - 448) < 1e-9)
        // Sources/Scenes/README.md, Aperture ring › Aperture artwork: a
        // group about 200–250 pt wide is plausible.
        #expect(frames[0].width > 180 && frames[0].width < 300, "\(frames[0])")
    }

    @Test(arguments: [0.0, 1.0, 1.62, 1.625, 1.7, 2.0, 2.49])
    func overlayIsRemovedAtOnePointSixTwoFive(t: Double) throws {
        let tree = try Self.scene.presentation(at: t)
        #expect(try Self.layer("launchView", in: tree).isHidden == reference.overlayRemoved(at: t))
        // The segments are radial gradients; with the overlay gone, none is drawn.
        let radials = tree.displayList(scale: 1).items.flatMap(Self.paints).filter {
            if case .radial = $0 { return true } else { return false }
        }
        #expect(radials.count == (reference.overlayRemoved(at: t) ? 0 : 12), "at \(t) s")
    }

    static func paints(_ item: DisplayItem) -> [Paint] {
        switch item {
        case .fill(let f): return [f.paint]
        case .stroke(let s): return [s.paint]
        case .group(let g): return g.items.flatMap(paints)
        default: return []
        }
    }

    @Test func loopIsTheSequencePlusTheHold() {
        #expect(Self.scene.size == Size(414, 896))
        #expect(abs(Self.scene.loopDuration - (1.625 + 0.875)) < 1e-12)
        #expect(Self.scene.loopStart == 0)
    }

    @Test func baseScalesEveryTime() throws {
        let scene = try ApertureScene.entry.make(assignments: ["animationDurationBase=2.6", "holdDuration=0"])
        let slow = ApertureReference(b: 2.6)
        #expect(abs(scene.loopDuration - 3.25) < 1e-12)
        for t in [0.5, 1.3, 2.0, 3.0, 3.2] {
            let tree = try scene.presentation(at: t)
            #expect(try Self.layer("launchView", in: tree).isHidden == slow.overlayRemoved(at: t))
            let m = try Self.layer("ringSegment5", in: tree).transform("transform")
            #expect(abs(m.m41 - slow.segmentMotion(5, at: t).tx) < 1e-6)
            let viget = try Self.layer("logoViget", in: tree)
            #expect(abs(viget.number("opacity") - slow.viget(at: t).alpha) < 1e-6)
        }
    }

    @Test(arguments: [["animationDurationBase=0"], ["holdDuration=-1"], ["segments=3"]])
    func badParametersAreRefused(assignments: [String]) {
        #expect(throws: SceneParameterError.self) { try ApertureScene.entry.make(assignments: assignments) }
    }

    /// No hidden state between frames: 25 times in shuffled order give the
    /// same display lists as in order.
    @Test func shuffledTimesMatchSequentialOnes() throws {
        let scene = try ApertureScene.make()
        let times = (0..<25).map { scene.loopDuration * Double($0) / 24 }
        let sequential = try times.map { try scene.presentation(at: $0).displayList(scale: 1) }
        var generator = SplitMix64(seed: 0xA9E27)
        for i in times.indices.shuffled(using: &generator) {
            #expect(try scene.presentation(at: times[i]).displayList(scale: 1) == sequential[i], "frame \(i)")
        }
    }
}
