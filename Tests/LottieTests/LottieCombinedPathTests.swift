import Geometry
import Layers
import Lottie
import Paths
import Presentation
import Testing

/// Keyframed bezier paths of one group share one shape layer, as
/// lottie-ios's Core Animation engine combines them, so the fill rule sees
/// them together: a keyframed ring keeps its hole (10 fps, frame f at
/// f / 10 s).
@Suite struct LottieCombinedPathTests {
    /// A closed square path from (x0, y0) to (x1, y1), clockwise on screen
    /// or, `reversed`, counter-clockwise.
    static func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, reversed: Bool = false) -> String {
        var v = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]
        if reversed { v.reverse() }
        let points = v.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ")
        let zeros = Array(repeating: "[0, 0]", count: 4).joined(separator: ", ")
        return "{\"c\": true, \"v\": [\(points)], \"i\": [\(zeros)], \"o\": [\(zeros)]}"
    }

    /// An `sh` item keyframed linearly from `from` at `t0` to `to` at `t1`.
    static func path(_ from: String, _ to: String, t0: Double = 0, t1: Double = 10) -> String {
        "{\"ty\": \"sh\", \"ks\": {\"a\": 1, \"k\": [{\"t\": \(t0), \"s\": [\(from)], \"o\": {\"x\": 0, \"y\": 0}, "
            + "\"i\": {\"x\": 1, \"y\": 1}}, {\"t\": \(t1), \"s\": [\(to)]}]}}"
    }

    static func fixedPath(_ shape: String) -> String { "{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": \(shape)}}" }

    /// The shape layers of the first layer's tree at `t`.
    static func shapeLayers(_ lottie: LottieImport, at t: Double) throws -> [PresentedLayer] {
        var found: [PresentedLayer] = []
        func walk(_ l: PresentedLayer) {
            if l.model is ShapeLayer { found.append(l) }
            l.sublayers.forEach(walk)
        }
        walk(try lottie.scene.presentation(at: t).root)
        return found
    }

    /// Two keyframed squares wound against each other, with the same
    /// keyframes, filled nonzero: a ring whose hole stays empty while
    /// both grow (one layer, the keyframes kept).
    @Test func ringWithSharedKeyframesKeepsItsHole() throws {
        let outer = Self.path(Self.square(30, 30, 70, 70), Self.square(10, 10, 90, 90))
        let inner = Self.path(Self.square(45, 45, 55, 55, reversed: true), Self.square(35, 35, 65, 65, reversed: true))
        let lottie = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("Ring", "{\"ty\": \"gr\", \"it\": [\(outer), \(inner), \(LottieJSON.fill("0,0,1"))]}")]))
        #expect(try Self.shapeLayers(lottie, at: 0.5).count == 1)
        // Frame 5: outer 20…80, inner 40…60.
        #expect(try lottie.pixel(50, 50, at: 0.5) == [0, 0, 0, 0])
        #expect(try lottie.pixel(30, 50, at: 0.5) == [0, 0, 255, 255])
        #expect(try lottie.pixel(70, 30, at: 0.5) == [0, 0, 255, 255])
        // Frame 10: outer 10…90, inner 35…65.
        #expect(try lottie.pixel(62, 50, at: 1.0) == [0, 0, 0, 0])
        #expect(try lottie.pixel(20, 80, at: 1.0) == [0, 0, 255, 255])
    }

    /// A keyframed square and a fixed one inside it wound the same way,
    /// filled even-odd: the fixed one is a hole in the moving one.
    @Test func fixedPathInsideAKeyframedOneIsAHoleEvenOdd() throws {
        let outer = Self.path(Self.square(5, 5, 60, 60), Self.square(40, 40, 95, 95))
        let inner = Self.fixedPath(Self.square(45, 45, 55, 55))
        let lottie = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("Frame", "{\"ty\": \"gr\", \"it\": [\(outer), \(inner), \(LottieJSON.fill("1,0,0", rule: 2))]}")]))
        for t in [0.0, 0.5, 1.0] {
            #expect(try lottie.pixel(50, 50, at: t) == [0, 0, 0, 0], "t \(t)")
        }
        #expect(try lottie.pixel(42, 42, at: 0.5) == [255, 0, 0, 255])
    }

    /// Paths keyframed at different frames are sampled at every whole
    /// frame from the first keyframe to the last (frames 0…15 here) into
    /// one linear path animation: at frame 7 each is where its own
    /// keyframes put it, and the hole stays empty.
    @Test func pathsWithDifferentKeyframesAreSampledAtWholeFrames() throws {
        let outer = Self.path(Self.square(20, 20, 80, 80), Self.square(0, 0, 100, 100), t0: 0, t1: 10)
        let inner = Self.path(Self.square(40, 40, 60, 60, reversed: true), Self.square(30, 30, 70, 70, reversed: true),
                              t0: 5, t1: 15)
        let lottie = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("Ring", "{\"ty\": \"gr\", \"it\": [\(outer), \(inner), \(LottieJSON.fill())]}")]))
        let layers = try Self.shapeLayers(lottie, at: 0.7)
        try #require(layers.count == 1)
        guard case .path(let path) = layers[0].values["path"] else { Issue.record("no path"); return }
        // Frame 7: outer from 20 − 14 = 6, inner from 40 − 2 = 38.
        let starts = path.elements.compactMap { e -> Point? in if case .move(let p) = e { return p }; return nil }
        try #require(starts.count == 2)
        #expect(close(starts[0].x, 6, 1e-6) && close(starts[0].y, 6, 1e-6))
        #expect(close(starts[1].x, 38, 1e-6) && close(starts[1].y, 62, 1e-6))
        // Half way between frames 12 and 13 the samples are joined linearly.
        #expect(try lottie.pixel(50, 50, at: 1.25) == [0, 0, 0, 0])
        #expect(try lottie.pixel(5, 5, at: 1.25) == [255, 0, 0, 255])
    }

    /// lottie-ios combines only bezier paths, and never under a trim:
    /// an animated rectangle beside a keyframed path, or keyframed paths
    /// that are trimmed, keep a shape layer each.
    @Test func rectanglesAndTrimmedPathsKeepTheirOwnLayers() throws {
        let sh = Self.path(Self.square(30, 30, 70, 70), Self.square(10, 10, 90, 90))
        let rc = "{\"ty\": \"rc\", \"p\": {\"k\": [50, 50]}, \"s\": \(LottieJSON.animated("10, 10", "20, 20")), \"r\": {\"k\": 0}}"
        let mixed = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("Mixed", "{\"ty\": \"gr\", \"it\": [\(sh), \(rc), \(LottieJSON.fill())]}")]))
        #expect(try Self.shapeLayers(mixed, at: 0.5).count == 2)
        let other = Self.path(Self.square(45, 45, 55, 55), Self.square(40, 40, 60, 60))
        let trim = "{\"ty\": \"tm\", \"s\": {\"k\": 0}, \"e\": {\"k\": 50}, \"o\": {\"k\": 0}, \"m\": 1}"
        let trimmed = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("Trimmed", "{\"ty\": \"gr\", \"it\": [\(sh), \(other), \(trim), \(LottieJSON.stroke())]}")]))
        #expect(try Self.shapeLayers(trimmed, at: 0.5).count == 2)
    }
}
