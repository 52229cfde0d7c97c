import Foundation
import Geometry
import GoldenSupport
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// A frame drawn in horizontal bands (`CPURenderer.bands`) has the bytes
/// of the frame drawn whole: every feature scene, groups whose result
/// depends on rows outside a band (shadows, blend modes over a backdrop,
/// masks, clips) placed across band boundaries, and seeded random lists,
/// with the fast paths on and off.
@Suite struct BandTests {
    /// 61 × 47: odd sides, so 2, 3 and 7 bands have unequal heights.
    let width = 61, height = 47
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    let orange = Color(red: 1, green: 0.6, blue: 0)

    @Test func bandsCoverTheRowsEvenlyInOrder() {
        for height in [1, 2, 7, 47, 2160] {
            for count in 1...min(height, 9) {
                let bands = (0..<count).map { CPURenderer.rows(ofBand: $0, of: count, height: height) }
                #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == height)
                for (a, b) in zip(bands, bands.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
                let heights = bands.map(\.count)
                #expect(heights.max()! - heights.min()! <= 1, "\(count) bands of \(height) rows: \(heights)")
            }
        }
    }

    @Test func bandCountsBeyondTheRowsOrBelowOneStillDraw() throws {
        let list = DisplayList(width: 9, height: 3, items: [fill(Path(ellipseIn: Rect(x: 0.5, y: 0.2, width: 8, height: 2.5)), red)])
        let whole = try CPURenderer().render(list)
        for count in [-3, 0, 1, 3, 4, 1000] {
            #expect(try CPURenderer(bands: count).render(list).pixels == whole.pixels, "\(count) bands")
        }
    }

    @Test(arguments: FeatureScenes.all.map(\.name))
    func featureScene(name: String) throws {
        let list = try #require(FeatureScenes.all.first { $0.name == name }).list
        try expectSameBytesInBands(list, rowBands: true, name)
    }

    /// Shadows read rows up to the blur's reach plus the offset away: a
    /// square straddling the boundaries, offsets up and down, blurs from
    /// none to wider than a band, inside a translucent clipped group, and
    /// one whose content starts above the canvas.
    @Test(arguments: [0.0, 1, 3.5, 9], [-7, 0, 6])
    func shadowedGroupAcrossBands(sigma: Double, offsetY: Int) throws {
        let shadow = GroupShadow(color: Color(red: 0.1, green: 0, blue: 0.3, alpha: 0.7), offsetX: 3, offsetY: offsetY,
                                 sigma: sigma)
        let square = fill(Path(rect: Rect(x: 12.3, y: 14.6, width: 20, height: 17.2)), orange)
        let ring = stroke(Path(ellipseIn: Rect(x: 30, y: -6, width: 26, height: 30)), width: 3, blue)
        let items: [DisplayItem] = [
            fill(Path(rect: Rect(x: 0, y: 0, width: 61, height: 47)), Color(red: 0.9, green: 0.9, blue: 0.8, alpha: 0.5)),
            .group(GroupItem(items: [square], shadow: shadow)),
            .group(GroupItem(items: [.group(GroupItem(items: [ring, square], shadow: shadow))], opacity: 0.6,
                             clip: Clip(rect: Rect(x: 8, y: 5, width: 46, height: 36), cornerRadius: 9,
                                        transform: .identity))),
        ]
        try expectSameBytesInBands(DisplayList(width: width, height: height, items: items), rowBands: true,
                                   "σ \(sigma), offset \(offsetY)")
    }

    /// Every blend mode of a group crossing the boundaries over a gradient
    /// backdrop, and every mask mode.
    @Test(arguments: BlendMode.allCases)
    func blendedGroupAcrossBands(mode: BlendMode) throws {
        let gradient = Gradient(stops: [.init(location: 0, color: Color(red: 1, green: 0.2, blue: 0, alpha: 0.8)),
                                        .init(location: 1, color: Color(red: 0, green: 0.4, blue: 1))])
        let backdrop = DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 2, y: 3, width: 57, height: 41)),
                                                 transform: .identity, fillRule: .nonZero,
                                                 paint: .axial(gradient, start: Point(0, 0), end: Point(20, 47))))
        let content = [fill(Path(ellipseIn: Rect(x: 6.5, y: 4.2, width: 44, height: 39)), Color(red: 0.3, green: 1, blue: 0.5, alpha: 0.7)),
                       fill(Path(rect: Rect(x: 20, y: 10, width: 30, height: 30)), Color(red: 0.8, green: 0.1, blue: 0.9))]
        let items: [DisplayItem] = [backdrop, .group(GroupItem(items: content, opacity: 0.9, blendMode: mode))]
        try expectSameBytesInBands(DisplayList(width: width, height: height, items: items), "blend \(mode)")
    }

    @Test(arguments: MaskMode.allCases)
    func maskedGroupAcrossBands(mode: MaskMode) throws {
        let mask = [fill(Path(ellipseIn: Rect(x: 5, y: 3.5, width: 50, height: 40)), Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.8))]
        let content = [fill(Path(rect: Rect(x: 1.5, y: 1.5, width: 58, height: 44)), blue),
                       stroke(star(center: Point(30, 23), radius: 20), width: 2.5, orange)]
        let items: [DisplayItem] = [.group(GroupItem(items: content, opacity: 0.8, mask: mask, maskMode: mode,
                                                     shadow: GroupShadow(color: .black, offsetX: 0, offsetY: 4, sigma: 2)))]
        try expectSameBytesInBands(DisplayList(width: width, height: height, items: items), "mask \(mode)")
    }

    /// Random overlapping stars under both rules (the exact sweep),
    /// strokes, vertical-edged rectangles (steady rows), rotated and
    /// axis-aligned images, translucent, nested and instanced groups,
    /// with the fast paths on and off.
    @Test(arguments: 0..<16)
    func randomListsAcrossBands(seed: UInt64) throws {
        var random = SplitMix64(seed: 16_300 + seed)
        let list = DisplayList(width: width, height: height, items: (0..<10).map { _ in randomItem(&random, depth: 0) })
        try expectSameBytesInBands(list, bands: testedBandCounts + [Int(random.next() % 47) + 1], "seed \(seed)")
        var general = CPURenderer(), generalBanded = CPURenderer(bands: 5)
        general.switches.cpuFastPaths = false
        generalBanded.switches.cpuFastPaths = false
        #expect(try generalBanded.render(list).pixels == general.render(list).pixels, "seed \(seed), general path")
    }

    // MARK: - Building blocks

    func stroke(_ path: Path, width: Double, _ color: Color) -> DisplayItem {
        .stroke(StrokeItem(path: path, transform: .identity, style: StrokeStyle(lineWidth: width, lineJoin: .round),
                           strokeStart: 0, strokeEnd: 1, paint: .solid(color)))
    }

    /// A five-pointed star drawn in one stroke (it crosses itself).
    func star(center: Point, radius: Double) -> Path {
        polygonPath((0..<5).map { k in
            let angle = Double(k * 2) * 2 * Double.pi / 5 - Double.pi / 2
            return Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
        })
    }

    func randomColor(_ random: inout SplitMix64) -> Color {
        Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
              alpha: random.double(in: 0.3...1))
    }

    func randomItem(_ random: inout SplitMix64, depth: Int) -> DisplayItem {
        let x = random.double(in: -8...60), y = random.double(in: -8...46)
        switch random.next() % (depth < 2 ? 7 : 5) {
        case 0:
            return .fill(FillItem(path: star(center: Point(x, y), radius: random.double(in: 3...25)), transform: .identity,
                                  fillRule: random.next() % 2 == 0 ? .nonZero : .evenOdd, paint: .solid(randomColor(&random))))
        case 1:
            return stroke(Path(ellipseIn: Rect(x: x, y: y, width: random.double(in: 2...40), height: random.double(in: 2...40))),
                          width: random.double(in: 0.5...9), randomColor(&random))
        case 2:
            // Whole-pixel columns and a fractional top and bottom: steady rows.
            return fill(Path(rect: Rect(x: x.rounded(), y: y, width: random.double(in: 1...30).rounded(),
                                        height: random.double(in: 1...45))), randomColor(&random))
        case 3:
            let image = Bitmap(width: 3, height: 4, pixels: (0..<48).map { i in i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: i * 37) })
            let turn = random.next() % 2 == 0 ? AffineTransform.identity : AffineTransform(rotationAngle: 0.4)
            return .image(ImageItem(image: image, destination: Rect(x: 0, y: 0, width: 3, height: 4), tileSize: nil,
                                    transform: turn.concatenating(AffineTransform(scaleX: random.double(in: 1...9),
                                                                                  y: random.double(in: 1...9)))
                                        .concatenating(AffineTransform(translationX: x, y: y)),
                                    opacity: random.double(in: 0.3...1)))
        case 4:
            let placements = (0..<3).map { _ in
                InstancePlacement(transform: AffineTransform(translationX: random.double(in: -5...50), y: random.double(in: -5...40)),
                                  opacity: random.double(in: 0.2...1))
            }
            return .instanced(InstancedItem(template: [fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 12, height: 9)),
                                                            randomColor(&random))], instances: placements))
        case 5:
            let shadow = GroupShadow(color: randomColor(&random), offsetX: Int(random.next() % 9) - 4,
                                     offsetY: Int(random.next() % 15) - 7, sigma: random.double(in: 0...5))
            return .group(GroupItem(items: (0..<3).map { _ in randomItem(&random, depth: depth + 1) },
                                    opacity: random.double(in: 0.4...1), shadow: shadow))
        default:
            let mode = BlendMode.allCases[Int(random.next() % UInt64(BlendMode.allCases.count))]
            let clip = random.next() % 2 == 0 ? nil : Clip(rect: Rect(x: x, y: y, width: 30, height: 25), cornerRadius: 6,
                                                          transform: .identity)
            return .group(GroupItem(items: (0..<3).map { _ in randomItem(&random, depth: depth + 1) },
                                    opacity: random.double(in: 0.4...1), clip: clip, blendMode: mode))
        }
    }
}
