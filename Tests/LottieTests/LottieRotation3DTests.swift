import Foundation
import Geometry
@testable import Lottie
import Testing

/// Turns about x and y (`rx`, `ry`) as lottie-ios's Core Animation engine
/// applies them: "transform.rotation.x", ".y" and ".z" set in that order
/// on one layer, each replacing its Euler angle, without perspective, so
/// a layer is drawn as the orthographic projection of its turned plane.
/// Worked by hand below.
@Suite struct LottieRotation3DTests {
    /// Where the turn (degrees) takes the point (x, y, 0), projected onto
    /// the screen (row vectors, as the model's transforms).
    static func projected(_ x: Double, _ y: Double, rx: Double, ry: Double, rz: Double) -> Point {
        let m = LottieImporting.rotation3DTransform(x: rx, y: ry, z: rz)
        return Point(x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42)
    }

    /// One shape layer "S" holding a red-filled rectangle (`center`, `size`
    /// as "x,y" in the layer's points) under the transform `ks`.
    static func filledRectangle(center: String, size: String, ks: String) throws -> LottieImport {
        try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("S", LottieJSON.rect(center: center, size: size) + "," + LottieJSON.fill(), ks: ks),
        ]))
    }

    /// rx 60: y shrinks by cos 60° = ½, x stays. ry 75: x by cos 75°.
    /// Order: x first, then y, then z. (0, 10) under rx 60 goes to
    /// (0, 5, 10 sin 60°); ry 60 then brings its depth into x:
    /// x' = z · sin 60° = 10 · sin² 60° = 7.5 (the other order, y first,
    /// would leave x at 0). (10, 0): rx leaves it, ry 30 makes it
    /// (10 cos 30°, 0), rz 90 turns that to (0, 8.66). Three half turns
    /// are one about z: rx and ry 180° make Rz(180°), which rz 180°
    /// replaces (lottie-ios's snapshot of Issues/pr_1930_all_axis at
    /// 50 % shows the layer half turned).
    static let cases: [[Double]] = [
        // x, y, rx, ry, rz, expected x', y'
        [0, 10, 60, 0, 0, 0, 5],
        [10, 4, 0, 75, 0, 10 * cos(75 * Double.pi / 180), 4],
        [0, 10, 60, 60, 0, 7.5, 5],
        [10, 0, 60, 30, 90, 0, 10 * cos(30 * Double.pi / 180)],
        [0, 10, 180, 180, 180, 0, -10],
    ]

    @Test(arguments: cases)
    func rotationMatrix(_ c: [Double]) {
        let p = Self.projected(c[0], c[1], rx: c[2], ry: c[3], rz: c[4])
        #expect(close(p.x, c[5], 1e-9) && close(p.y, c[6], 1e-9),
                "R(\(c[2]), \(c[3]), \(c[4])) · (\(c[0]), \(c[1])) = \(p)")
    }

    /// A 40×40 square at (50, 50) turned 70° about x (static) is
    /// 40 · cos 70° = 13.7 tall: (50, 58) is outside, (65, 55) inside.
    /// Nothing is warned.
    @Test func staticTurnAboutXFlattensTheLayer() throws {
        let ks = "{\"p\": {\"k\": [50, 50]}, \"rx\": {\"k\": 70}}"
        let lottie = try Self.filledRectangle(center: "0,0", size: "40,40", ks: ks)
        #expect(try lottie.pixel(50, 58, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(65, 55, at: 0) == LottieRenderTests.red)
        #expect(lottie.warnings.isEmpty)
    }

    /// `ry` keyframed 0° → 120° over frames 0…10 (linear), sampled per
    /// frame: at frame 5 (ry 60°) the 40-wide square is 20 wide, so
    /// (65, 50) is outside there and inside at frame 0; at frame 10
    /// (120°) it is 20 wide again, mirrored.
    @Test func keyframedTurnAboutYIsSampledPerFrame() throws {
        let ks = "{\"p\": {\"k\": [50, 50]}, \"ry\": " + LottieJSON.animated("0", "120") + "}"
        let lottie = try Self.filledRectangle(center: "0,0", size: "40,40", ks: ks)
        #expect(try lottie.pixel(65, 50, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(65, 50, at: 0.5) == LottieRenderTests.clear)
        #expect(try lottie.pixel(55, 50, at: 0.5) == LottieRenderTests.red)
        #expect(try lottie.pixel(65, 50, at: 1) == LottieRenderTests.clear)
    }

    /// The turns share one layer with a keyframed `r`: with rx 60 and r
    /// 0° → 90° over frames 0…10, a 60×10 bar along x is first halved to
    /// 5 thick, then stands along y at frame 10, 60 tall and 5 wide:
    /// (50, 68) is inside at frame 10 and (53, 50) outside (z first would
    /// leave it 10 wide and 30 tall).
    @Test func turnAboutXComesBeforeTheZTurn() throws {
        let ks = "{\"p\": {\"k\": [50, 50]}, \"rx\": {\"k\": 60}, \"r\": " + LottieJSON.animated("0", "90") + "}"
        let lottie = try Self.filledRectangle(center: "0,0", size: "60,10", ks: ks)
        #expect(try lottie.pixel(50, 68, at: 1) == LottieRenderTests.red)
        #expect(try lottie.pixel(53, 50, at: 1) == LottieRenderTests.clear)
        #expect(try lottie.pixel(75, 50, at: 0) == LottieRenderTests.red)
    }

    /// A child inherits its parent's turn: the parent null turned 60°
    /// about x halves the child's 40-tall solid.
    @Test func aChildIsFlattenedWithItsParent() throws {
        let parent = LottieJSON.layer(3, name: "N", ks: "{\"p\": {\"k\": [50, 50]}, \"rx\": {\"k\": 60}}", ind: 1)
        let child = LottieJSON.solid("C", w: 40, h: 40, ks: "{\"a\": {\"k\": [20, 20]}}", parent: 1)
        let lottie = try LottieImport(json: LottieJSON.document([child, parent]))
        #expect(try lottie.pixel(50, 65, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(50, 58, at: 0) == LottieRenderTests.red)
    }

    /// The orientation `or` is still not drawn (lottie-ios reads none):
    /// one warning with its location.
    @Test func orientationIsWarned() throws {
        let ks = "{\"p\": {\"k\": [50, 50]}, \"or\": {\"k\": [0, 30, 0]}}"
        let lottie = try Self.filledRectangle(center: "0,0", size: "40,40", ks: ks)
        #expect(lottie.warnings.map(\.feature) == ["3D orientation or"])
        #expect(lottie.warnings.first?.location.hasSuffix("ks.or") == true, "\(lottie.warnings)")
    }

    /// A keyframed turn is only animated, as lottie-ios animates it: its
    /// angle replaces that of an unturned model. `ry` keyframed from −125°
    /// to 0° over frames 0…10 is −62.5° at frame 5, so a 20 × 30 bar above
    /// and right of the anchor (x 0…20, y −20…10) spans x 0…9.2, y −20…10
    /// there. Replacing y in a model already turned −125° (whose Euler
    /// angles read x 180°, y −55°, z 180°) would turn it upside down
    /// (y −10…20).
    @Test func keyframedTurnReplacesAnUnturnedModel() throws {
        let ks = "{\"p\": {\"k\": [50, 50]}, \"ry\": " + LottieJSON.animated("-125", "0") + "}"
        let lottie = try Self.filledRectangle(center: "10,-5", size: "20,30", ks: ks)
        #expect(try lottie.pixel(54, 35, at: 0.5) == LottieRenderTests.red)
        #expect(try lottie.pixel(54, 65, at: 0.5) == LottieRenderTests.clear)
    }
}
