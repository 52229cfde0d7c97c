import Lottie
import Testing

/// Each feature's own small file, drawn by the CPU backend at scale 1 and
/// checked at a pixel or two whose color is known by hand (premultiplied
/// RGBA; pixels well inside or outside shapes, so anti-aliasing does not
/// matter).
@Suite struct LottieRenderTests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]

    /// A 20×10 solid anchored at its center (a = [10, 5]), placed at
    /// (50, 50), turned 90° clockwise: it covers x 45…55, y 40…60.
    @Test func transformAnchorRotation() throws {
        let ks = "{\"a\": {\"k\": [10, 5]}, \"p\": {\"k\": [50, 50]}, \"r\": {\"k\": 90}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("S", ks: ks)]))
        #expect(try lottie.pixel(50, 42, at: 0) == Self.red)
        #expect(try lottie.pixel(50, 57, at: 0) == Self.red)
        #expect(try lottie.pixel(42, 50, at: 0) == Self.clear)
    }

    /// Scale in percent about the anchor: 200 % × 50 % of a 20×10 solid
    /// from (10, 10) covers x 10…50, y 10…15.
    @Test func scale() throws {
        let ks = "{\"p\": {\"k\": [10, 10]}, \"s\": {\"k\": [200, 50, 100]}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("S", ks: ks)]))
        #expect(try lottie.pixel(45, 12, at: 0) == Self.red)
        #expect(try lottie.pixel(45, 17, at: 0) == Self.clear)
    }

    /// A child moves with its parent's transform, but not with its
    /// opacity or its in and out points.
    @Test func parenting() throws {
        let parent = LottieJSON.layer(3, name: "P", ks: "{\"p\": {\"k\": [30, 40]}, \"o\": {\"k\": 0}}", ind: 1, op: 5)
        let child = LottieJSON.solid("C", ks: "{\"p\": {\"k\": [10, 10]}}", ind: 2, parent: 1)
        let lottie = try LottieImport(json: LottieJSON.document([child, parent]))
        // The solid spans x 40…60, y 50…60 at frame 10, after the parent's out point.
        #expect(try lottie.pixel(45, 55, at: 1) == Self.red)
        #expect(try lottie.pixel(35, 55, at: 1) == Self.clear)
    }

    /// A rounded rectangle is filled inside and cut at its corners.
    @Test func roundedRectangle() throws {
        let shapes = [LottieJSON.rect(center: "50, 50", size: "60, 60", roundness: 20), LottieJSON.fill()]
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("R", shapes.joined(separator: ","))]))
        #expect(try lottie.pixel(50, 50, at: 0) == Self.red)
        #expect(try lottie.pixel(22, 50, at: 0) == Self.red)
        #expect(try lottie.pixel(21, 21, at: 0) == Self.clear)
    }

    /// An ellipse fills its inside, not its bounding box's corners.
    @Test func ellipse() throws {
        let el = "{\"ty\": \"el\", \"p\": {\"k\": [50, 50]}, \"s\": {\"k\": [60, 40]}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("E", el + "," + LottieJSON.fill())]))
        #expect(try lottie.pixel(50, 50, at: 0) == Self.red)
        #expect(try lottie.pixel(78, 50, at: 0) == Self.red)
        #expect(try lottie.pixel(24, 34, at: 0) == Self.clear)
    }

    /// A bezier path (a right triangle with straight sides).
    @Test func path() throws {
        let sh = "{\"ty\": \"sh\", \"ks\": {\"k\": {\"c\": true, \"v\": [[10, 10], [90, 10], [10, 90]], "
            + "\"i\": [[0, 0], [0, 0], [0, 0]], \"o\": [[0, 0], [0, 0], [0, 0]]}}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("T", sh + "," + LottieJSON.fill())]))
        #expect(try lottie.pixel(20, 20, at: 0) == Self.red)
        #expect(try lottie.pixel(80, 80, at: 0) == Self.clear)
    }

    /// Items listed first are on top: a stroke listed before the fill
    /// covers the fill's edge; listed after it, the fill covers the
    /// stroke's inner half.
    @Test(arguments: [true, false])
    func drawingOrder(strokeFirst: Bool) throws {
        let rect = LottieJSON.rect(center: "50, 50", size: "40, 40")
        let styles = strokeFirst ? [LottieJSON.stroke(width: 8), LottieJSON.fill()] : [LottieJSON.fill(), LottieJSON.stroke(width: 8)]
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("O", ([rect] + styles).joined(separator: ","))]))
        // (31, 50) is inside the rectangle and inside the stroke's inner half.
        #expect(try lottie.pixel(31, 50, at: 0) == (strokeFirst ? Self.blue : Self.red))
        #expect(try lottie.pixel(27, 50, at: 0) == Self.blue)
        #expect(try lottie.pixel(50, 50, at: 0) == Self.red)
    }

    /// Even-odd fill (`r: 2`) of two nested rectangles leaves a hole.
    @Test func evenOddFill() throws {
        let shapes = [LottieJSON.rect(center: "50, 50", size: "80, 80"), LottieJSON.rect(center: "50, 50", size: "40, 40"),
                      LottieJSON.fill(rule: 2)]
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("H", shapes.joined(separator: ","))]))
        #expect(try lottie.pixel(50, 50, at: 0) == Self.clear)
        #expect(try lottie.pixel(20, 50, at: 0) == Self.red)
    }

    /// A group's transform moves its paths, and a fill after the group
    /// paints them too (inside the group's transform).
    @Test func groupTransformAndInheritedFill() throws {
        let group = "{\"ty\": \"gr\", \"it\": [\(LottieJSON.rect(center: "0, 0", size: "20, 20")), "
            + "{\"ty\": \"tr\", \"p\": {\"k\": [70, 70]}, \"a\": {\"k\": [0, 0]}, \"s\": {\"k\": [100, 100]}, "
            + "\"r\": {\"k\": 0}, \"o\": {\"k\": 100}}]}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("G", group + "," + LottieJSON.fill())]))
        #expect(try lottie.pixel(70, 70, at: 0) == Self.red)
        #expect(try lottie.pixel(10, 10, at: 0) == Self.clear)
    }
}
