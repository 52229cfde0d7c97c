import Geometry
@testable import GPURaster
import Paths
import Presentation
import Scenes
import Testing

extension GPURasterTests {
    /// `usesOpaqueShortcuts`: opaque solid paint drawn without blending,
    /// and no color clear under an opaque background, give the same bytes
    /// as blending and clearing everything.
    @Suite struct OpaqueShortcuts {
        static func lists() throws -> [DisplayList] {
            var lists: [DisplayList] = []
            for name in BuiltInScenes.all.map(\.name) {
                let scene = try #require(BuiltInScenes.named(name)).make()
                for k in 0..<2 {
                    let t = scene.loopStart + scene.loopDuration * (0.3 + 0.4 * Double(k))
                    lists.append(try scene.presentation(at: t).displayList(scale: 0.5))
                }
            }
            let tiles = try TileGridWorkload.make(columns: 6, rows: 10, pixelWidth: 150, pixelHeight: 250)
            lists.append(try tiles.presentation(at: 0.7).displayList(scale: 2, canvas: tiles.size))
            // An opaque first item that leaves a corner uncovered: the
            // canvas must still be cleared.
            let almost = Path(rect: Rect(x: 0, y: 0, width: 40, height: 39.5))
            lists.append(DisplayList(width: 40, height: 40, items: [
                fill(almost, Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)),
                fill(Path(ellipseIn: Rect(x: 5, y: 5, width: 30, height: 30)), Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
                fill(starPath(size: 40), Color(red: 0, green: 1, blue: 0, alpha: 1), rule: .evenOdd),
            ]))
            return lists
        }

        @Test(arguments: [ColorStorage.float32, .rgba8], [4, 1])
        func shortcutsChangeNoByte(storage: ColorStorage, samples: Int) throws {
            let renderer = try GPURenderer(samples: samples)
            renderer.colorStorage = storage
            for (k, list) in try Self.lists().enumerated() {
                renderer.usesOpaqueShortcuts = true
                let fast = try renderer.render(list)
                renderer.usesOpaqueShortcuts = false
                let plain = try renderer.render(list)
                #expect(fast == plain, "list \(k)")
            }
        }

        @Test func theCanvasClearIsSkippedOnlyUnderAnOpaqueCover() {
            let box = DeviceBox(x0: 0, y0: 0, x1: 40, y1: 30)
            func mesh(_ path: Path, _ transform: AffineTransform = .identity) -> FillMesh {
                FillMesh(contours: DevicePolygons.fill(path, transform: transform, tolerance: 0.1))
            }
            #expect(mesh(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30))).covers(box))
            #expect(mesh(Path(rect: Rect(x: -5, y: -5, width: 50, height: 40))).covers(box))
            #expect(mesh(Path(rect: Rect(x: 0, y: 0, width: 20, height: 15)), AffineTransform(scaleX: 2, y: 2)).covers(box))
            #expect(!mesh(Path(rect: Rect(x: 0, y: 0, width: 40, height: 29.9))).covers(box))
            #expect(!mesh(Path(rect: Rect(x: 0.1, y: 0, width: 40, height: 30))).covers(box))
            #expect(!mesh(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), AffineTransform(rotationAngle: 0.01)).covers(box))
            #expect(mesh(Path(ellipseIn: Rect(x: -100, y: -100, width: 240, height: 230))).covers(box))
            #expect(!mesh(starPath(size: 400)).covers(box), "concave meshes never count")
        }
    }
}
