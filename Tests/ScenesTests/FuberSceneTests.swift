import Foundation
import Geometry
import Layers
import Paths
import Presentation
import Scenes
import Testing
import Timeline

/// The fuber scene's presented values against `FuberReference`
/// (Sources/Scenes/README.md, Fuber (UIKit), read independently), at times spread over several loops, including
/// the first 0.35 s (t < rippleDelay of the outer tiles) and times far
/// past the first loop.
@Suite struct FuberSceneTests {
    static let times = [0.0, 0.01, 0.1, 0.2, 0.349, 0.45, 0.6, 0.77, 0.95, 1.23, 1.41, 1.6, 1.77, 1.9,
                        2.05, 2.2, 2.39, 2.51, 2.75, 2.97, 3.5, 7.77, 61.3]

    let scene = try! FuberScene.make()  // a test machine has fonts (tools/setup)

    func layer(_ tree: PresentationTree, _ name: String) throws -> PresentedLayer {
        try #require(tree.allLayers.first { $0.name == name }, "no layer \(name)")
    }

    @Test(arguments: times)
    func logoFollowsTheTutorialsGroups(t: Double) throws {
        let tree = try scene.presentation(at: t)
        let circle = try layer(tree, "circleLayer")
        #expect(abs(circle.number("strokeEnd") - FuberReference.circleStrokeEnd(t)) < 1e-9, "strokeEnd at \(t)")
        let expected = FuberReference.circleRotationAndScale(t)
        let m = circle.transform("transform")
        #expect(abs(m.m11 - expected.scale * cos(expected.angle)) < 1e-9, "circle transform at \(t)")
        #expect(abs(m.m12 - expected.scale * sin(expected.angle)) < 1e-9, "circle transform at \(t)")

        let line = try layer(tree, "lineLayer")
        #expect(abs(line.number("lineWidth") - FuberReference.lineWidth(t)) < 1e-9, "lineWidth at \(t)")
        let lineExpected = FuberReference.lineRotationAndScale(t), lm = line.transform("transform")
        #expect(abs(lm.m11 - lineExpected.scale * cos(lineExpected.angle)) < 1e-9, "line transform at \(t)")
        #expect(abs(lm.m12 - lineExpected.scale * sin(lineExpected.angle)) < 1e-9, "line transform at \(t)")

        let square = try layer(tree, "squareLayer")
        let side = FuberReference.squareSide(t)
        #expect(abs(square.rect("bounds").width - side) < 1e-9 && abs(square.rect("bounds").height - side) < 1e-9,
                "square bounds at \(t)")
        let blue = FuberReference.squareBlueness(t), color = square.color("backgroundColor")
        #expect(abs(color.red - (1 + (FuberReference.fuberBlue.0 - 1) * blue)) < 1e-9, "square color at \(t)")
        #expect(abs(color.blue - (1 + (FuberReference.fuberBlue.2 - 1) * blue)) < 1e-9, "square color at \(t)")

        let mask = try layer(tree, "maskLayer"), expectedMask = FuberReference.mask(t)
        #expect(abs(mask.rect("bounds").width - expectedMask.side) < 1e-9, "mask bounds at \(t)")
        #expect(abs(mask.rect("bounds").height - expectedMask.side) < 1e-9, "mask bounds at \(t)")
        #expect(abs(mask.number("cornerRadius") - expectedMask.cornerRadius) < 1e-9, "mask cornerRadius at \(t)")
    }

    /// The pie is a solid disk at the end of the sweep: c ∈ [2.5, 3) shows
    /// the model strokeEnd 1 and identity, whatever the loop.
    @Test func circleFallsBackToTheModelAfterTheSweep() throws {
        for t in [0.41, 0.6, 0.89, 3.41, 30.85] {
            let circle = try layer(scene.presentation(at: t), "circleLayer")
            #expect(circle.number("strokeEnd") == 1)
            #expect(circle.transform("transform").isApproximatelyEqual(to: .identity))
        }
    }

    @Test(arguments: times)
    func gridZoomsAndTilesRipple(t: Double) throws {
        let tree = try scene.presentation(at: t)
        let container = try layer(tree, "containerView")
        let m = container.transform("transform")
        #expect(abs(m.m11 - FuberReference.containerScale(t)) < 1e-9, "container scale at \(t)")
        #expect(abs(m.m22 - FuberReference.containerScale(t)) < 1e-9, "container scale at \(t)")

        let instances = try layer(tree, "tileViews").instances
        #expect(instances.count == 76)
        for row in 0..<11 {
            for column in 0..<7 where (column, row) != (3, 5) {
                let copy = instances[Self.drawingIndex(column: column, row: row)]
                let dx = Double(column - 3) * 90, dy = Double(row - 5) * 90
                let distance = (dx * dx + dy * dy).squareRoot()
                let opacity = FuberReference.tileOpacity(t, distance: distance)
                #expect(abs(copy.opacity - opacity) < 1e-9, "tile (\(column), \(row)) opacity at \(t)")
                let interior = row > 0 && row < 10 && column > 0 && column < 6
                let w = interior ? FuberReference.rippleWeight(t, distance: distance) : 0
                #expect(abs(copy.scale - (1 + 0.05 * w)) < 1e-9, "tile (\(column), \(row)) scale at \(t)")
                let center = Point(Double(column) * 90 + 45, Double(row) * 90 + 45)
                #expect(abs(copy.position.x - (center.x + w * 0.025 * dx)) < 1e-9, "tile (\(column), \(row)) x at \(t)")
                #expect(abs(copy.position.y - (center.y + w * 0.025 * dy)) < 1e-9, "tile (\(column), \(row)) y at \(t)")
            }
        }
        // The center tile, with the label, is its own layer.
        let centerTile = try layer(tree, "centerTileView")
        #expect(abs(centerTile.number("opacity") - FuberReference.tileOpacity(t, distance: 0)) < 1e-9)
        let scale = 1 + 0.05 * FuberReference.rippleWeight(t, distance: 0)
        #expect(abs(centerTile.transform("transform").m11 - scale) < 1e-9)
        #expect(centerTile.point("position") == Point(315, 495))
        #expect(centerTile.sublayers.map(\.name) == ["logoLabel"])
    }

    /// Row by row, without the center tile (column 3, row 5).
    static func drawingIndex(column: Int, row: Int) -> Int {
        let k = row * 7 + column, center = 5 * 7 + 3
        return k > center ? k - 1 : k
    }

    /// Sources/Scenes/README.md, Fuber (UIKit) › Fuber timeline: a tile d
    /// points out starts to appear at c = 1.05 + d
    /// × 0.0006666 and is fully opaque at c = 2.88 + d × 0.0006666.
    @Test func tilesFadeInLaterFurtherOut() throws {
        let corner = (270.0 * 270 + 450 * 450).squareRoot()
        let delay = 0.0006666 * corner
        // Scene time of logo cycle time c in the first loop.
        func t(_ c: Double) -> Double { FuberReference.wrap(c - 2.1, 3) }
        for (c, expected) in [(1.05 + delay + 0.001, 0.0), (2.88 + delay, 1.0)] {
            let instances = try layer(scene.presentation(at: t(c)), "tileViews").instances
            #expect(abs(instances[0].opacity - expected) < 1e-3, "corner tile at c = \(c)")
        }
        // At c = 1.3 the center tile is rising while the corner's ripple
        // has not begun (its τ is still in the previous cycle's zero tail).
        let rising = try scene.presentation(at: t(1.3))
        #expect(try layer(rising, "centerTileView").number("opacity") > 0.01)
        #expect(try layer(rising, "tileViews").instances[0].opacity == 0)
    }

    /// The loop (from 3 s, one cycle after the start) is seamless: the end
    /// of the loop is its start. The first cycle is not: its first 0.35 s
    /// hold the tiles whose ripple has not begun.
    @Test func loopEndMatchesLoopStart() throws {
        #expect(scene.loopStart == 3)
        // Compared as text (4 decimals): the two times differ by float rounding only.
        #expect(try scene.presentation(at: 3).displayList().textDump == scene.presentation(at: 6).displayList().textDump)
        #expect(try scene.presentation(at: 0).displayList().textDump != scene.presentation(at: 3).displayList().textDump)
    }

    /// 0.1 s after the splash started (scene time 0, the app's launch), an
    /// outer tile has not begun its ripple: fillMode backwards holds it at
    /// τ = timeOffset = 1.05 (Sources/Timeline/README.md, Timing semantics
    /// › Fill modes), while the center tile is 0.1 s further.
    @Test func beforeItsDelayATileHoldsItsFirstFrame() throws {
        let tree = try scene.presentation(at: 0.1)
        let instances = try layer(tree, "tileViews").instances
        let cornerHeld = FuberReference.keyframes(1.05, times: [0, 1.83, 2.1, 2.301, 2.85, 3],
                                                  values: [0, 1, 0.45, 0.6, 0, 0],
                                                  curves: [FuberReference.easeInEaseOut, FuberReference.rippleCurve,
                                                           FuberReference.rippleCurve, FuberReference.easeOut,
                                                           FuberReference.linear])
        #expect(abs(instances[0].opacity - cornerHeld) < 1e-9)
        let centerTile = try layer(tree, "centerTileView")
        #expect(abs(centerTile.number("opacity") - FuberReference.tileOpacity(0.1, distance: 0)) < 1e-9)
        #expect(abs(centerTile.number("opacity") - cornerHeld) > 0.05)
    }

    @Test func layoutMatchesTheTutorial() throws {
        let tree = try scene.presentation(at: 0)
        #expect(scene.size == Size(375, 667))
        #expect(scene.loopDuration == 3)
        let container = try layer(tree, "containerView")
        #expect(container.rect("bounds").size == Size(630, 990))
        #expect(container.point("position") == Point(187.5, 333.5))
        #expect(container.color("backgroundColor") == Color(rgb255: 15, 78, 101))
        let logo = try layer(tree, "animatedULogoView")
        #expect(logo.point("anchorPoint") == .zero)
        #expect(logo.layerToSuperlayer.apply(.zero) == Point(187.5, 333.5))
        let label = try #require(try layer(tree, "logoLabel").model as? TextLayer)
        #expect(label.string == "F         BER")
        #expect(label.fontSize == 50)
        #expect(label.position == Point(76, 45))
        #expect(label.glyphs.map { !$0.isEmpty } == true)
    }

    /// Evaluation keeps no state between frames: 25 frames in a seeded
    /// shuffled order give the same display lists as in order.
    @Test func framesInShuffledOrderMatchSequentialOnes() throws {
        let times = (0..<25).map { Double($0) * 3 / 25 }
        let sequential = try times.map { try scene.presentation(at: $0).displayList(scale: 1) }
        var order = Array(times.indices), state: UInt64 = 0x5EED_F0BE
        for i in stride(from: order.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
        }
        let fresh = try FuberScene.make()
        for i in order {
            #expect(try fresh.presentation(at: times[i]).displayList(scale: 1) == sequential[i], "frame \(i)")
        }
    }
}
