import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Every `BlendMode` against hand-computed pixels: a group of one opaque
/// orange fill (255, 153, 0: Cs = 1, 0.6, 0) blended onto an opaque
/// backdrop (102, 204, 51: Cb = 0.4, 0.8, 0.2) on the left half of the
/// canvas; the right half has no backdrop, so the group draws as is.
@Suite struct BlendModeTests {
    let source = Color(red: 1, green: 0.6, blue: 0)
    let backdrop = Color(red: 0.4, green: 0.8, blue: 0.2)
    let canvas = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))

    /// B(Cb, Cs) · 255 per channel, both layers opaque, rounded once.
    static let table: [(BlendMode, (UInt8, UInt8, UInt8))] = [
        (.normal, (255, 153, 0)),
        // 0.4 · 1, 0.8 · 0.6 = 0.48 → 122.4, 0.
        (.multiply, (102, 122, 0)),
        // 0.4 + 1 − 0.4; 0.8 + 0.6 − 0.48 = 0.92 → 234.6; 0.2.
        (.screen, (255, 235, 51)),
        // Cb ≤ 0.5: 2·Cb·Cs = 0.8; Cb > 0.5: screen(0.6, 0.6) = 0.84 → 214.2; 0.
        (.overlay, (204, 214, 0)),
        (.darken, (102, 153, 0)),
        (.lighten, (255, 204, 51)),
        // Cs = 1 → 1; 0.8 / 0.4 → 1; 0.2 / 1 = 0.2.
        (.colorDodge, (255, 255, 51)),
        // 1 − 0.6 / 1 = 0.4; 1 − 0.2 / 0.6 = 0.667 → 170; Cs = 0 → 0.
        (.colorBurn, (102, 170, 0)),
        // Cs > 0.5: screen(0.4, 1) = 1; screen(0.8, 0.2) = 0.84 → 214.2; 2·0·0.2 = 0.
        (.hardLight, (255, 214, 0)),
        // 0.4 + (√0.4 − 0.4) = 0.6325 → 161.3; 0.8 + 0.2·(√0.8 − 0.8) = 0.8189
        // → 208.8; 0.2 − 0.2·0.8 = 0.04 → 10.2.
        (.softLight, (161, 209, 10)),
        (.difference, (153, 51, 51)),
        // 0.4 + 1 − 0.8 = 0.6; 0.8 + 0.6 − 0.96 = 0.44 → 112.2; 0.2.
        (.exclusion, (153, 112, 51)),
        (.add, (255, 255, 51)),
    ]

    func frame(_ mode: BlendMode, opacity: Double = 1) throws -> Bitmap {
        try render([fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 4)), backdrop),
                    .group(GroupItem(items: [fill(canvas, source)], opacity: opacity, blendMode: mode))],
                   width: 4, height: 4)
    }

    @Test func tableCoversEveryMode() {
        #expect(Set(Self.table.map(\.0)) == Set(BlendMode.allCases))
    }

    @Test(arguments: 0..<table.count)
    func modeBlendsOntoTheBackdrop(_ index: Int) throws {
        let (mode, rgb) = Self.table[index]
        let frame = try frame(mode)
        #expect(frame[1, 1] == (rgb.0, rgb.1, rgb.2, 255), "\(mode) over the backdrop")
        #expect(frame[3, 1] == (255, 153, 0, 255), "\(mode) over nothing draws the source")
    }

    /// At opacity 0.5 (αs = 0.5) over the opaque backdrop, multiply gives
    /// 0.5 · Cb·Cs + 0.5 · Cb: red 0.5 · 102 + 51 = 102, green
    /// 0.5 · 122.4 + 102 = 163.2; the alpha stays 255. Where there is no
    /// backdrop the group is drawn at half opacity.
    @Test func translucentGroupMixesWithTheBackdrop() throws {
        let frame = try frame(.multiply, opacity: 0.5)
        let p = frame[0, 2]
        #expect(p.0 == 102 && p.1 == 163 && p.3 == 255, "\(p)")
        #expect(frame[2, 2] == (128, 77, 0, 128))
    }

    /// Over a translucent backdrop (alpha 0.4), multiply keeps the source
    /// where the backdrop is missing: co = cs·(1 − αb) + αs·αb·Cb·Cs +
    /// cb·(1 − αs) with αs = 1: red 255·0.6 + 0.4·255·0.4 = 153 + 40.8 = 193.8.
    @Test func translucentBackdrop() throws {
        let frame = try render([fill(canvas, backdrop.withOpacity(0.4)),
                                .group(GroupItem(items: [fill(canvas, source)], blendMode: .multiply))],
                               width: 4, height: 4)
        // The backdrop's bytes: 102·0.4 = 40.8 → 41 (Cb = 41 / 102), so
        // red = 255·(1 − 0.4) + 255·0.4·(41 / 102) = 153 + 41 = 194.
        #expect(frame[1, 1].0 == 194 && frame[1, 1].3 == 255, "\(frame[1, 1])")
    }

    @Test func normalModeIsTheSource() {
        let s = SIMD4<Float>(10, 20, 30, 40), b = SIMD4<Float>(1, 2, 3, 255)
        #expect(BlendMode.normal.blendedSource(s, over: b) == s)
        #expect(BlendMode.multiply.blendedSource(s, over: .zero) == s)
    }
}
