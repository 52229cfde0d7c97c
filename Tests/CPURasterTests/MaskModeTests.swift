import Geometry
import Paths
import Presentation
import SeededRandom
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

extension MaskModeTests {
    /// `RasterContext.maskedColumns` (which steps over transparent runs
    /// eight pixels at a time in the alpha and luminance modes) finds, per
    /// row and in every mode, the first and last pixel whose level is above
    /// 0, as a pixel-by-pixel scan does: rows of 1…90 pixels with long
    /// transparent runs, translucent and black opaque pixels (luminance 0),
    /// white ones (inverted luminance 0) and opaque ones.
    @Test(arguments: MaskMode.allCases) func maskedColumnsMatchAPixelScan(mode: MaskMode) {
        var random = SplitMix64(seed: 77 + UInt64(MaskMode.allCases.firstIndex(of: mode)!))
        for trial in 0..<40 {
            let width = 1 + Int(random.next() % 90), height = 1 + Int(random.next() % 6)
            let rect = PixelRect(x: Int(random.next() % 20) - 10, y: 3, width: width, height: height)
            var layer = RasterLayer(fullRect: rect, rows: rect.y..<rect.maxY)
            let words: [UInt32] = [0, 0xFF00_0000, 0xFFFF_FFFF, 0x8040_2010, 0x0100_0000, 0x0000_0000]
            layer.withMutablePixels { pixels in
                let raw = UnsafeMutableRawPointer(pixels)
                var x = 0
                while x < width * height {
                    let run = random.next() % 3 == 0 ? 1 + Int(random.next() % 40) : 1 + Int(random.next() % 3)
                    let word = random.next() % 2 == 0 ? 0 : words[Int(random.next() % UInt64(words.count))]
                    for k in x..<min(x + run, width * height) { raw.storeBytes(of: word, toByteOffset: 4 * k, as: UInt32.self) }
                    x += run
                }
            }
            let columns = RasterContext.maskedColumns(layer, mode: mode)
            layer.withPixels { pixels in
                for row in 0..<height {
                    let kept = (0..<width).filter { x in
                        let q = pixels + 4 * (row * width + x)
                        return mode.level(red: Float(q[0]), green: Float(q[1]), blue: Float(q[2]), alpha: Float(q[3])) > 0
                    }
                    let expected = kept.isEmpty ? [Int32(rect.x), Int32(rect.x)]
                        : [Int32(rect.x + kept.first!), Int32(rect.x + kept.last! + 1)]
                    #expect(Array(columns[(2 * row)...(2 * row + 1)]) == expected, "\(mode) trial \(trial) row \(row)")
                }
            }
        }
    }
}
