import Geometry
import Layers
import Presentation
import Testing
@testable import Lottie

/// Layer blend modes `bm` against hand-computed pixels: an orange solid
/// (255, 153, 0: Cs = 1, 0.6, 0) over the left half of a green one
/// (102, 204, 51: Cb = 0.4, 0.8, 0.2), both opaque.
@Suite struct LottieBlendModeTests {
    static func document(bm: Double, parent: Bool = false) -> String {
        LottieJSON.document([
            LottieJSON.layer(1, name: "top", ind: 1, parent: parent ? 3 : nil,
                             extra: "\"sw\": 100, \"sh\": 100, \"sc\": \"#ff9900\", \"bm\": \(LottieJSON.number(bm))"),
            LottieJSON.solid("bottom", w: 50, h: 100, color: "#66cc33", ind: 2),
            LottieJSON.layer(3, name: "null", ind: 3),
        ])
    }

    /// (bm, the model's mode, the pixel over the green half). The right
    /// half has nothing beneath, so it stays orange whatever the mode.
    static let table: [(Double, BlendMode, [UInt8])] = [
        (0, .normal, [255, 153, 0, 255]),
        (1, .multiply, [102, 122, 0, 255]),       // 0.8 · 0.6 = 0.48 → 122.4
        (2, .screen, [255, 235, 51, 255]),        // 0.8 + 0.6 − 0.48 = 0.92 → 234.6
        (3, .overlay, [204, 214, 0, 255]),
        (4, .darken, [102, 153, 0, 255]),
        (5, .lighten, [255, 204, 51, 255]),
        (6, .colorDodge, [255, 255, 51, 255]),
        (7, .colorBurn, [102, 170, 0, 255]),      // 1 − 0.2 / 0.6 → 170
        (8, .hardLight, [255, 214, 0, 255]),
        (9, .softLight, [161, 209, 10, 255]),
        (10, .difference, [153, 51, 51, 255]),
        (11, .exclusion, [153, 112, 51, 255]),    // 0.8 + 0.6 − 0.96 = 0.44 → 112.2
        (16, .add, [255, 255, 51, 255]),
    ]

    @Test(arguments: 0..<table.count)
    func blendModeMapsAndDraws(_ index: Int) throws {
        let (bm, mode, pixel) = Self.table[index]
        let file = try LottieImport(json: Self.document(bm: bm))
        #expect(try file.layer("top", at: 0).model.blendMode == mode)
        #expect(try file.pixel(25, 50, at: 0) == pixel, "bm \(bm)")
        #expect(try file.pixel(75, 50, at: 0) == [255, 153, 0, 255], "bm \(bm) over nothing")
        #expect(file.warnings.isEmpty, "\(file.warnings)")
    }

    /// The mode goes on the outermost layer built for a Lottie layer (its
    /// parents' transform copies), so the whole of it blends as one.
    @Test func parentedLayerBlendsAsOne() throws {
        let file = try LottieImport(json: Self.document(bm: 1, parent: true))
        func blended(_ l: PresentedLayer) -> [PresentedLayer] {
            (l.model.blendMode == .normal ? [] : [l]) + l.sublayers.flatMap(blended)
        }
        func contains(_ l: PresentedLayer, _ name: String) -> Bool {
            l.name == name || l.sublayers.contains { contains($0, name) }
        }
        let found = blended(try file.scene.presentation(at: 0).root)
        #expect(found.count == 1 && found[0].name != "top", "the parent's transform copy carries the mode")
        #expect(found.first.map { contains($0, "top") } == true)
        #expect(try file.pixel(25, 50, at: 0) == [102, 122, 0, 255])
    }

    /// Hue, saturation, color, luminosity and hard mix are warned and drawn
    /// normal.
    @Test(arguments: [12.0, 13, 14, 15, 17])
    func unsupportedModeIsWarned(_ bm: Double) throws {
        let file = try LottieImport(json: Self.document(bm: bm))
        #expect(try file.layer("top", at: 0).model.blendMode == .normal)
        #expect("\(file.warnings)".contains("blend mode bm \(LottieJSON.number(bm))"), "\(file.warnings)")
        #expect(try file.pixel(25, 50, at: 0) == [255, 153, 0, 255])
    }
}

extension LottieJSON {
    /// `value` as JSON writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
