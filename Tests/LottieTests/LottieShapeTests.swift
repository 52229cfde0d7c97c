import Geometry
import Layers
import Lottie
import Paths
import Presentation
import Testing

/// Animated shapes: their keyframes become one "path" animation on the
/// shape layer that draws them (10 fps, so frame 5 is 0.5 s).
@Suite struct LottieShapeTests {
    /// The first shape layer's presented path at `t`.
    static func path(_ lottie: LottieImport, at t: Double) throws -> [PathElement] {
        func find(_ l: PresentedLayer) -> PresentedLayer? {
            if l.model is ShapeLayer { return l }
            for s in l.sublayers { if let f = find(s) { return f } }
            return nil
        }
        let shape = try #require(find(try lottie.scene.presentation(at: t).root))
        guard case .path(let p) = shape.values["path"] else { return [] }
        return p.elements
    }

    /// A path keyframed from a 10-point to a 20-point right triangle is
    /// the 15-point one half way (linear easing).
    @Test func animatedPath() throws {
        func shape(_ s: Int) -> String {
            "[{\"c\": true, \"v\": [[0, 0], [\(s), 0], [0, \(s)]], \"i\": [[0, 0], [0, 0], [0, 0]], \"o\": [[0, 0], [0, 0], [0, 0]]}]"
        }
        let sh = "{\"ty\": \"sh\", \"ks\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": \(shape(10)), \"o\": {\"x\": 0, \"y\": 0}, "
            + "\"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 10, \"s\": \(shape(20))}]}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("P", sh + "," + LottieJSON.fill())]))
        let elements = try Self.path(lottie, at: 0.5)
        #expect(elements.count == 5)
        #expect(elements[1] == .line(Point(15, 0)))
        #expect(elements[2] == .line(Point(0, 15)))
    }

    /// A rectangle's animated size: 20 → 40 over frames 0…10 is 30 at
    /// frame 5, so its first vertex (the top-right corner) is (15, −15).
    @Test func animatedRectangle() throws {
        let rc = "{\"ty\": \"rc\", \"p\": {\"k\": [0, 0]}, \"s\": \(LottieJSON.animated("20, 20", "40, 40")), \"r\": {\"k\": 0}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("R", rc + "," + LottieJSON.fill())]))
        let elements = try Self.path(lottie, at: 0.5)
        #expect(elements.first == .move(Point(15, -15)))
        #expect(elements.dropFirst().first == .line(Point(15, 15)))
        #expect(lottie.warnings.isEmpty)
    }

    /// Fill color keyframes animate the shape layer's "fillColor".
    @Test func animatedFillColor() throws {
        let fl = "{\"ty\": \"fl\", \"c\": \(LottieJSON.animated("1, 0, 0, 1", "0, 0, 1, 1")), \"o\": {\"k\": 100}}"
        let rc = LottieJSON.rect(center: "50, 50", size: "20, 20")
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("C", rc + "," + fl)]))
        let tree = try lottie.scene.presentation(at: 0.5)
        func find(_ l: PresentedLayer) -> PresentedLayer? {
            if l.model is ShapeLayer { return l }
            for s in l.sublayers { if let f = find(s) { return f } }
            return nil
        }
        let color = try #require(find(tree.root)?.values["fillColor"]?.color)
        #expect(close(color.red, 0.5) && close(color.blue, 0.5) && close(color.alpha, 1))
    }
}
