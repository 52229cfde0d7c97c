import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Premultiplied source-over in encoded space, groups, masks and clips,
/// checked against values computed by hand.
@Suite struct CompositingTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let canvasRect = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))

    /// Half-transparent blue over opaque red: 127.5 + 0, 255·0.5 → 128.
    @Test func sourceOverOnKnownValues() throws {
        let frame = try render([fill(canvasRect, red), fill(canvasRect, blue.withOpacity(0.5))], width: 4, height: 4)
        #expect(frame[1, 1] == (128, 0, 128, 255))
    }

    @Test func translucentOverTransparentStaysPremultiplied() throws {
        let frame = try render([fill(canvasRect, Color(red: 1, green: 0.5, blue: 0, alpha: 0.4))], width: 4, height: 4)
        #expect(frame[0, 0] == (102, 51, 0, 102))
    }

    @Test func blendMathOnPartialCoverage() {
        // Coverage 0.5 of opaque white over (0, 0, 200, 200): every channel
        // is 127.5 + dst·0.5, so 127.5 → 128 and 127.5 + 100 → 228.
        var dst: [UInt8] = [0, 0, 200, 200]
        let coverage: [Float] = [0.5]
        dst.withUnsafeMutableBufferPointer { d in
            coverage.withUnsafeBufferPointer { c in
                Blender.blend(solid: PremultipliedColor(.white), coverage: c.baseAddress!, opacity: 1,
                              count: 1, into: d.baseAddress!)
            }
        }
        #expect(dst == [128, 128, 228, 228])
    }

    /// Red then blue, overlapping in the middle column. As one group at 50 %
    /// the overlap is blue at 50 %; with 50 % on each item red shows through.
    @Test func groupOpacityDiffersFromItemOpacity() throws {
        let left = Path(rect: Rect(x: 0, y: 0, width: 2, height: 1))
        let right = Path(rect: Rect(x: 1, y: 0, width: 2, height: 1))
        let group = try render([.group(GroupItem(items: [fill(left, red), fill(right, blue)], opacity: 0.5))],
                               width: 3, height: 1)
        #expect(group[0, 0] == (128, 0, 0, 128))
        #expect(group[1, 0] == (0, 0, 128, 128))
        #expect(group[2, 0] == (0, 0, 128, 128))
        let items = try render([fill(left, red.withOpacity(0.5)), fill(right, blue.withOpacity(0.5))],
                               width: 3, height: 1)
        // 0 + 128·0.5 = 64; 127.5 + 0 → 128; 127.5 + 128·0.5 = 191.5 → 192.
        #expect(items[1, 0] == (64, 0, 128, 192))
    }

    /// A single-item group folds its opacity into the item: same picture.
    @Test func singleItemGroupMatchesItemOpacity() throws {
        let shape = Path(ellipseIn: Rect(x: 0.5, y: 0.5, width: 7, height: 6))
        let folded = try render([.group(GroupItem(items: [fill(shape, red)], opacity: 0.5))], width: 8, height: 8)
        let direct = try render([fill(shape, red.withOpacity(0.5))], width: 8, height: 8)
        #expect(folded == direct)
    }

    @Test func nestedGroupOpacitiesMultiply() throws {
        let inner = GroupItem(items: [fill(canvasRect, red), fill(canvasRect, red)], opacity: 0.5)
        let frame = try render([.group(GroupItem(items: [.group(inner)], opacity: 0.5))], width: 4, height: 4)
        #expect(frame[2, 2] == (64, 0, 0, 64))
    }

    /// The mask's alpha multiplies the group: opaque on the left half,
    /// 40 % on the right, nothing below the mask.
    @Test func maskAlphaMultipliesGroup() throws {
        let mask: [DisplayItem] = [
            fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)), .black),
            fill(Path(rect: Rect(x: 2, y: 0, width: 2, height: 2)), Color(red: 0, green: 1, blue: 0, alpha: 0.4)),
        ]
        let frame = try render([.group(GroupItem(items: [fill(canvasRect, red)], mask: mask))], width: 4, height: 4)
        #expect(frame[0, 0] == (255, 0, 0, 255))
        #expect(frame[3, 1] == (102, 0, 0, 102))
        #expect(frame[1, 3] == (0, 0, 0, 0))
    }

    @Test func emptyMaskHidesEverything() throws {
        let frame = try render([.group(GroupItem(items: [fill(canvasRect, red)], mask: []))], width: 4, height: 4)
        #expect(frame.pixels.allSatisfy { $0 == 0 })
    }

    /// A rounded clip keeps the rounded rect: its corners are cut, its
    /// middle is kept, and its summed coverage is the rounded rect's area
    /// 16² − (4 − π)·4².
    @Test func roundedClipKeepsRoundedRect() throws {
        let clip = Clip(rect: Rect(x: 2, y: 2, width: 16, height: 16), cornerRadius: 4, transform: .identity)
        let everything = fill(Path(rect: Rect(x: -5, y: -5, width: 30, height: 30)), .white)
        let frame = try render([.group(GroupItem(items: [everything], clip: clip))], width: 20, height: 20,
                               tolerance: 0.001)
        #expect(frame[2, 2].3 == 0 && frame[10, 10] == (255, 255, 255, 255) && frame[2, 10].3 == 255)
        let area = 256 - (4 - Double.pi) * 16
        // The clip's arcs are cubics (radial error ≤ 0.03 % of 4 px).
        #expect(abs(coveredArea(frame) - area) <= roundingBound(frame) + 0.05)
    }

    @Test func clipTransformAndOpacityCombine() throws {
        let clip = Clip(rect: Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0,
                        transform: AffineTransform(scaleX: 2, y: 4))
        let frame = try render([.group(GroupItem(items: [fill(canvasRect, red)], opacity: 0.5, clip: clip))],
                               width: 4, height: 4)
        #expect(frame[1, 3] == (128, 0, 0, 128) && frame[2, 0] == (0, 0, 0, 0))
    }

    /// Instances draw the template through the instance's transform after
    /// the template item's own, each with its own opacity.
    @Test func instancesPlaceTemplateWithOpacity() throws {
        let template = [fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), red,
                             transform: AffineTransform(scaleX: 2, y: 1))]
        let instanced = InstancedItem(template: template, instances: [
            InstancePlacement(transform: AffineTransform(translationX: 0, y: 0), opacity: 1),
            InstancePlacement(transform: AffineTransform(translationX: 1, y: 2), opacity: 0.5),
        ])
        let frame = try render([.instanced(instanced)], width: 4, height: 4)
        #expect(frame[0, 0] == (255, 0, 0, 255) && frame[1, 0] == (255, 0, 0, 255) && frame[2, 0].3 == 0)
        #expect(frame[1, 2] == (128, 0, 0, 128) && frame[2, 2] == (128, 0, 0, 128) && frame[0, 2].3 == 0)
    }

    /// A translucent group around overlapping instances composites them
    /// as one layer.
    @Test func groupOpacityOverOverlappingInstances() throws {
        let template = [fill(canvasRect, red)]
        let placements = [InstancePlacement(transform: .identity, opacity: 1),
                          InstancePlacement(transform: .identity, opacity: 1)]
        let frame = try render([.group(GroupItem(items: [.instanced(InstancedItem(template: template,
                                                                                   instances: placements))],
                                                 opacity: 0.5))], width: 4, height: 4)
        #expect(frame[1, 1] == (128, 0, 0, 128))
    }
}
