import Geometry
import Layers
import Paths
import Presentation
import Scenes
import Testing

/// The procedural Chimes tile (Sources/Scenes/README.md, Fuber (UIKit) ›
/// Chimes tile) and the scene's knobs.
@Suite struct FuberTileAndParameterTests {
    let lightBlue = Color(rgb255: 77, 181, 217)

    /// Straight RGBA of pixel (x, y).
    func straight(_ image: Bitmap, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let (r, g, b, a) = image[x, y]
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt8) -> Int { Int((Double(c) * 255 / Double(a)).rounded()) }
        return (un(r), un(g), un(b), Int(a))
    }

    @Test func tileIs180PixelsOfLightBlueLinesOnTransparent() throws {
        let image = try ChimesTile.image(color: lightBlue)
        #expect(image.width == 180 && image.height == 180)
        // On a 1 pt diagonal at (30, 30) pt: fully covered, fuberLightBlue.
        let onDiagonal = straight(image, 60, 60)
        #expect(onDiagonal.a > 200)
        #expect(abs(onDiagonal.r - 77) <= 2 && abs(onDiagonal.g - 181) <= 2 && abs(onDiagonal.b - 217) <= 2)
        // On the 1 pt horizontal bar, (45, 45) pt.
        #expect(straight(image, 90, 89).a == 255 && straight(image, 90, 90).a == 255)
        // Between the lines, e.g. (45, 30) pt inside the inner rhombus.
        #expect(straight(image, 90, 60).a == 0)
        // The thin polyline at its top end (27.55, 0): half a point wide.
        #expect(straight(image, 55, 0).a > 100)
    }

    @Test func tileIsSymmetricAboutBothCenterLines() throws {
        let image = try ChimesTile.image(color: lightBlue)
        var worst = 0
        for y in 0..<180 {
            for x in 0..<180 {
                let a = Int(image[x, y].3)
                worst = max(worst, abs(a - Int(image[179 - x, y].3)), abs(a - Int(image[x, 179 - y].3)))
            }
        }
        // Exact-area coverage of mirrored geometry differs only by float rounding.
        #expect(worst <= 1)
    }

    @Test func gridSizeAndMultipliersAreParameters() throws {
        let scene = try FuberScene.entry.make(assignments: [
            "gridColumns=9", "gridRows=13", "rippleDelayMultiplier=0", "rippleMagnitudeMultiplier=0.05",
        ])
        let tree = try scene.presentation(at: 0)
        let container = try #require(tree.allLayers.first { $0.name == "containerView" })
        #expect(container.rect("bounds").size == Size(810, 1170))
        let grid = try #require(tree.allLayers.first { $0.name == "tileViews" })
        #expect(grid.instances.count == 116)
        let model = try #require(grid.model as? InstancedLayer)
        #expect(model.instances.allSatisfy { $0.timeShift == 0 })
        // The center tile (column 4, row 6) is its own layer, after the grid;
        // a tile's offset is 0.05 × its distance vector.
        let centerTile = try #require(tree.allLayers.first { $0.name == "centerTileView" })
        #expect(centerTile.point("position") == Point(405, 585))
        #expect(model.instances.last?.position == Point(765, 1125))
        // Tile (0, 0): center (45, 45), 0.05 × (−360, −540).
        let offset = model.instances[0].offset
        #expect(abs(offset.x + 18) < 1e-12 && abs(offset.y + 27) < 1e-12)
        #expect(model.instances.filter { $0.optionalTracks != 0 }.count == 7 * 11 - 1)
    }

    @Test func badGridsAreRefused() {
        for assignment in ["gridColumns=8", "gridRows=1", "gridColumns=257", "rippleDelayMultiplier=-1"] {
            #expect(throws: SceneParameterError.self) { try FuberScene.entry.make(assignments: [assignment]) }
        }
    }

    @Test func colorsAreParameters() throws {
        let scene = try FuberScene.entry.make(assignments: ["fuberBlue=#102030"])
        let container = try #require(try scene.presentation(at: 0).allLayers.first { $0.name == "containerView" })
        #expect(container.color("backgroundColor") == Color(hex: 0x102030))
        #expect(try FuberScene.make().root.sublayers.count == 2)
    }
}
