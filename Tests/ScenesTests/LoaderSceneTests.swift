import Foundation
import Geometry
import Layers
import Paths
import Presentation
import Scenes
import Testing
import Timeline

/// The `loader` scene against `LoaderReference`, an independent reading of
/// Sources/Scenes/README.md, Loader, through presented values (what `flipbook inspect` shows).
@Suite struct LoaderSceneTests {
    static let scene = try! LoaderScene.make()  // a test machine has fonts (tools/setup)

    func layer(_ name: String, at t: Double) throws -> PresentedLayer {
        let tree = try Self.scene.presentation(at: t)
        return try #require(tree.allLayers.first { $0.name == name }, "no layer \(name)")
    }

    func path(_ name: String, at t: Double) throws -> Path {
        guard case .path(let path)? = try layer(name, at: t).values["path"] else {
            Issue.record("\(name) has no path")
            return Path()
        }
        return path
    }

    func expectClose(_ a: Point, _ b: Point, _ what: String, tolerance: Double = 1e-9) {
        #expect(abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance, "\(what): \(a) vs \(b)")
    }

    func expectClose(_ a: Rect, _ b: Rect, _ what: String, tolerance: Double = 1e-9) {
        expectClose(a.origin, b.origin, "\(what) origin", tolerance: tolerance)
        expectClose(Point(a.width, a.height), Point(b.width, b.height), "\(what) size", tolerance: tolerance)
    }

    @Test func canvasLoopAndListing() {
        #expect(Self.scene.size == Size(375, 667))
        #expect(Self.scene.loopDuration == 5.0)
        #expect(BuiltInScenes.named("loader") != nil)
    }

    /// Expand 0–0.3 (0.15 s is halfway small → large), the wobble twice,
    /// contract 2.1–2.4 (2.25 s is halfway back), small afterwards.
    @Test(arguments: [0.0, 0.15, 0.29, 0.45, 0.8, 1.05, 1.37, 1.62, 1.9, 2.05, 2.25, 2.39, 2.6, 2.8, 3.5])
    func ovalFollowsExpandWobbleContract(t: Double) throws {
        expectClose(try path("ovalLayer", at: t).bounds, LoaderReference.ovalRect(at: t), "oval at \(t) s")
    }

    @Test func ovalHalfwaySteps() throws {
        expectClose(try path("ovalLayer", at: 0.15).bounds, Rect(x: 26.25, y: 33.75, width: 47.5, height: 47.5),
                    "expand halfway")
        expectClose(try path("ovalLayer", at: 2.25).bounds, Rect(x: 26.25, y: 33.75, width: 47.5, height: 47.5),
                    "contract halfway")
    }

    /// Hidden until wobbleOval adds it; corners pop out left, right, top.
    @Test(arguments: [0.5, 1.0, 1.35, 1.5, 1.6, 1.8, 1.9, 2.0, 3.0, 4.0])
    func triangleExtendsCornerByCorner(t: Double) throws {
        let corners = try path("triangleLayer", at: t).elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        let expected = LoaderReference.triangleCorners(at: t)
        #expect(corners.count == 3)
        for (i, (a, b)) in zip(corners, expected).enumerated() { expectClose(a, b, "corner \(i) at \(t) s") }
    }

    @Test func triangleAppearsWithTheWobble() throws {
        #expect(try layer("triangleLayer", at: 0.29).isHidden)
        #expect(try !layer("triangleLayer", at: 0.31).isHidden)
        #expect(try layer("triangleLayer", at: 4.06).isHidden)
    }

    /// One turn about holder point (50, 60), linear over 0.45 s from 2.1.
    @Test(arguments: [2.0, 2.15, 2.2, 2.325, 2.4, 2.5, 2.6])
    func holderSpinsOnce(t: Double) throws {
        let holder = try layer("holderView", at: t)
        let angle = LoaderReference.spinAngle(at: t)
        let m = holder.transform("transform").affine
        expectClose(Point(m.a, m.b), Point(cos(angle), sin(angle)), "rotation at \(t) s")
        if t >= LoaderReference.spin {
            expectClose(holder.layerToSuperlayer.apply(Point(50, 60)), Point(187.5, 333.5), "pivot at \(t) s")
        }
    }

    /// The anchor point moves to (0.5, 0.6) with position unchanged: the
    /// holder jumps up 10 pt at 2.1 and stays there.
    @Test func holderJumpsUpTenPointsAtTheSpin() throws {
        let before = try layer("holderView", at: 2.09).layerToSuperlayer.apply(Point.zero)
        let after = try layer("holderView", at: 2.6).layerToSuperlayer.apply(Point.zero)
        expectClose(before, LoaderReference.holderOrigin, "origin before")
        expectClose(after, Point(137.5, 273.5), "origin after")
        #expect(try layer("holderView", at: 2.11).point("anchorPoint") == Point(0.5, 0.6))
    }

    @Test(arguments: [2.5, 2.56, 2.7, 2.76, 2.9, 3.0, 3.1, 3.2, 4.0])
    func rectanglesStrokeRedThenBlue(t: Double) throws {
        for (name, start, color) in [("redRectangleLayer", LoaderReference.red, Color(rgb255: 209, 42, 24)),
                                     ("blueRectangleLayer", LoaderReference.blue, Color(rgb255: 46, 117, 146))] {
            let rectangle = try layer(name, at: t)
            #expect(rectangle.isHidden == (t < start), "\(name) hidden at \(t) s")
            guard t >= start else { continue }
            #expect(rectangle.color("strokeColor") == color)
            let end = rectangle.number("strokeEnd", 1)
            #expect(abs(end - LoaderReference.strokeEnd(at: t, start: start)) < 1e-9, "\(name) strokeEnd at \(t) s")
            #expect(rectangle.number("lineWidth") == 5)
        }
    }

    /// The water's top edge at each 0.18 s step (and between steps).
    @Test(arguments: [3.2, 3.24, 3.33, 3.42, 3.5, 3.51, 3.6, 3.69, 3.78, 3.87, 3.96, 4.0, 4.049])
    func arcFillsInFiveSteps(t: Double) throws {
        let elements = try path("arcLayer", at: t).elements
        guard elements.count == 6, case .line(let left) = elements[1],
              case .cubic(let c1, let c2, let right) = elements[2] else {
            Issue.record("arc path at \(t) s has the wrong shape: \(elements)")
            return
        }
        let expected = LoaderReference.arcTop(at: t)
        for (i, (a, b)) in zip([left, c1, c2, right], expected).enumerated() {
            expectClose(a, b, "arc top point \(i) at \(t) s")
        }
        #expect(try !layer("arcLayer", at: t).isHidden)
    }

    @Test func arcLevelsAtEachStep() throws {
        // Midway through step k the level is halfway between levels k and k+1.
        let levels = [99.0, 80, 60, 40, 20, -5]
        for k in 0..<5 {
            let t = LoaderReference.arc + 0.18 * Double(k) + 0.09
            guard case .line(let left)? = try path("arcLayer", at: t).elements.dropFirst().first else {
                Issue.record("no left edge"); continue
            }
            #expect(abs(left.y - (levels[k] + levels[k + 1]) / 2) < 1e-9, "step \(k): \(left.y)")
        }
        #expect(try layer("arcLayer", at: 3.1).isHidden)
    }

    /// expandView: blue, 110 pt square, easeInOut to the full screen.
    @Test(arguments: [4.05, 4.1, 4.15, 4.2, 4.25, 4.3, 4.34])
    func blueSquareGrowsToTheScreen(t: Double) throws {
        let holder = try layer("holderView", at: t)
        let b = holder.rect("bounds")
        let toView = holder.layerToSuperlayer
        let onScreen = Rect(origin: toView.apply(Point.zero), size: Size(b.width, b.height))
        expectClose(onScreen, LoaderReference.expandingFrame(at: t), "holder frame at \(t) s")
        #expect(holder.color("backgroundColor") == Color(rgb255: 46, 117, 146))
        for sublayer in holder.sublayers { #expect(sublayer.isHidden, "\(sublayer.name) at \(t) s") }
    }

    @Test func holderIsClearUntilExpandView() throws {
        #expect(try layer("holderView", at: 4.04).color("backgroundColor").alpha == 0)
        #expect(try layer("view", at: 4.34).color("backgroundColor") == .white)
        #expect(try layer("view", at: 4.36).color("backgroundColor") == Color(rgb255: 46, 117, 146))
        #expect(try layer("holderView", at: 4.36).isHidden)
    }

    /// UIKit spring 0.4 s, damping 0.7, velocity 0.1, 0.25 → 1.
    @Test(arguments: [4.3, 4.35, 4.4, 4.45, 4.5, 4.55, 4.6, 4.7, 4.74, 4.8, 5.0])
    func labelSpringsIn(t: Double) throws {
        let label = try layer("label", at: t)
        #expect(label.isHidden == (t < LoaderReference.label))
        let m = label.transform("transform").affine
        let expected = LoaderReference.labelScale(at: t)
        #expect(abs(m.a - expected) < 1e-9 && abs(m.d - expected) < 1e-9, "scale at \(t) s: \(m.a) vs \(expected)")
    }

    @Test func labelOvershootsAndSettles() {
        // Damping 0.7 overshoots once: the scale passes 1 before settling.
        let peak = stride(from: 4.35, through: 4.75, by: 0.001).map(LoaderReference.labelScale).max() ?? 0
        #expect(peak > 1.0)
        #expect(LoaderReference.labelScale(at: 4.75) == 1)
    }

    @Test func labelIsAWhiteSCenteredOnScreen() throws {
        let items = try Self.scene.presentation(at: 5.0).displayList(scale: 1).items
        guard case .fill(let fill)? = items.last else {
            Issue.record("expected the S fill last, got \(items)")
            return
        }
        #expect(fill.paint == .solid(.white))
        let box = fill.path.applying(fill.transform).bounds
        #expect(abs(box.midX - 187.5) < 10 && abs(box.midY - 333.5) < 30, "S at \(box)")
        #expect(box.height > 100 && box.height < 170)
    }
}
