import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Every `MaskMode` on one mask against hand-computed pixels: opaque red
/// content under a mask whose top-left quarter is opaque green (luminance
/// 0.7152 · 255 = 182.376), whose top-right quarter is white at 40 %
/// (premultiplied 102 everywhere: alpha 102, luminance 102), and whose
/// bottom half is empty.
@Suite struct MaskModeTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let canvas = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
    var mask: [DisplayItem] {
        [fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)), Color(red: 0, green: 1, blue: 0)),
         fill(Path(rect: Rect(x: 2, y: 0, width: 2, height: 2)), Color.white.withOpacity(0.4))]
    }

    /// (top left, top right, bottom) pixels for each mode at opacity 1 and
    /// at 0.5 (the level times the opacity, rounded once).
    static let table: [(MaskMode, Double, [(UInt8, UInt8, UInt8, UInt8)])] = [
        (.alpha, 1, [(255, 0, 0, 255), (102, 0, 0, 102), (0, 0, 0, 0)]),
        (.invertedAlpha, 1, [(0, 0, 0, 0), (153, 0, 0, 153), (255, 0, 0, 255)]),
        // 182.376 → 182; 255 − 182.376 = 72.624 → 73.
        (.luminance, 1, [(182, 0, 0, 182), (102, 0, 0, 102), (0, 0, 0, 0)]),
        (.invertedLuminance, 1, [(73, 0, 0, 73), (153, 0, 0, 153), (255, 0, 0, 255)]),
        // Halved: 91.188 → 91, 51, 0; 36.312 → 36, 76.5 → 77, 127.5 → 128.
        (.luminance, 0.5, [(91, 0, 0, 91), (51, 0, 0, 51), (0, 0, 0, 0)]),
        (.invertedLuminance, 0.5, [(36, 0, 0, 36), (77, 0, 0, 77), (128, 0, 0, 128)]),
        (.invertedAlpha, 0.5, [(0, 0, 0, 0), (77, 0, 0, 77), (128, 0, 0, 128)]),
    ]

    @Test(arguments: 0..<table.count)
    func modeKeepsItsShare(_ index: Int) throws {
        let (mode, opacity, expected) = Self.table[index]
        let group = GroupItem(items: [fill(canvas, red)], opacity: opacity, mask: mask, maskMode: mode)
        let frame = try render([.group(group)], width: 4, height: 4)
        #expect(frame[0, 0] == expected[0], "\(mode) top left")
        #expect(frame[3, 1] == expected[1], "\(mode) top right")
        #expect(frame[1, 3] == expected[2], "\(mode) bottom")
    }

    /// The inverted modes keep what lies outside the mask, so the mask's
    /// bounds do not cut the group's: an empty mask keeps everything.
    @Test(arguments: [MaskMode.invertedAlpha, .invertedLuminance])
    func invertedEmptyMaskKeepsEverything(_ mode: MaskMode) throws {
        let frame = try render([.group(GroupItem(items: [fill(canvas, red)], mask: [], maskMode: mode))],
                               width: 4, height: 4)
        #expect(frame[0, 0] == (255, 0, 0, 255) && frame[3, 3] == (255, 0, 0, 255))
        let small = [fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .black)]
        let cut = try render([.group(GroupItem(items: [fill(canvas, red)], mask: small, maskMode: mode))],
                             width: 4, height: 4)
        #expect(cut[3, 3] == (255, 0, 0, 255))
        #expect(cut[0, 0] == (mode == .invertedAlpha ? (0, 0, 0, 0) : (255, 0, 0, 255)), "black has luminance 0")
    }

    @Test func luminanceOfWhiteOpaqueKeepsAll() {
        #expect(MaskMode.luminance.level(red: 255, green: 255, blue: 255, alpha: 255) == 255)
        #expect(MaskMode.invertedLuminance.level(red: 0, green: 0, blue: 0, alpha: 0) == 255)
    }
}
