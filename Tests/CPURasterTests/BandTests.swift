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
/// with the fast paths on and off; and the scan converter's coverage in
/// bands, bit for bit.
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

    /// Bands of at most 2^20 pixels; on more threads four a thread, at
    /// least one a thread; bands of 32 rows or more where the frame has
    /// them; never more bands than rows.
    @Test func automaticBandCounts() {
        #expect(CPURenderer.automaticBands(width: 750, height: 1334, threads: 1) == 1)
        #expect(CPURenderer.automaticBands(width: 1920, height: 1080, threads: 1) == 2)
        #expect(CPURenderer.automaticBands(width: 3840, height: 2160, threads: 1) == 8)
        #expect(CPURenderer.automaticBands(width: 7680, height: 4320, threads: 1) == 32)
        #expect(CPURenderer.automaticBands(width: 3840, height: 2160, threads: 2) == 8)
        #expect(CPURenderer.automaticBands(width: 750, height: 1334, threads: 2) == 8)
        #expect(CPURenderer.automaticBands(width: 3840, height: 2160, threads: 16) == 64)
        #expect(CPURenderer.automaticBands(width: 3840, height: 2160, threads: 100) == 100)
        #expect(CPURenderer.automaticBands(width: 100, height: 100, threads: 2) == 3)
        #expect(CPURenderer.automaticBands(width: 100_000, height: 40, threads: 1) == 1)
        #expect(CPURenderer.automaticBands(width: 40, height: 40, threads: 4) == 4)
        #expect(CPURenderer.automaticBands(width: 9, height: 3, threads: 8) == 3)
        #expect(CPURenderer.automaticBands(width: 5, height: 1, threads: 2) == 1)
    }

    /// Threads taking automatic bands (and more threads than bands) give
    /// the one-thread frame.
    @Test(arguments: [2, 3, 16]) func threadsGiveTheOneThreadFrame(threads: Int) throws {
        let list = try #require(FeatureScenes.all.first).list
        let whole = try CPURenderer().render(list)
        #expect(try CPURenderer(threads: threads).render(list).pixels == whole.pixels)
        #expect(try CPURenderer(bands: 2, threads: threads).render(list).pixels == whole.pixels)
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

    /// The scan converter's coverage, bit for bit: rows handed over in
    /// bands (`reset(clip:rows:)`) equal the whole clip's rows, for random
    /// self-intersecting polygons under both rules with the exact sweep,
    /// steady rows and slanted edges crossing every band boundary. Bytes
    /// hide differences in the last bits of a coverage value, so this is
    /// the finer check; clipping edges to each band instead of the whole
    /// clip shows one (`clippingToTheBandChangesCoverageBits`).
    @Test(arguments: 0..<12)
    func bandRowsGiveTheWholeClipsCoverageBitForBit(seed: UInt64) {
        var random = SplitMix64(seed: 16_400 + seed)
        let polygons = randomPolygons(&random)
        let rule: FillRule = seed % 2 == 0 ? .nonZero : .evenOdd
        let whole = coverageBits(polygons, rule: rule, clip: canvas, bands: 1, clipsToBands: false)
        for count in testedBandCounts + [height] {
            #expect(coverageBits(polygons, rule: rule, clip: canvas, bands: count, clipsToBands: false) == whole,
                    "seed \(seed), \(count) bands")
        }
    }

    /// Why bands clip edges to the whole layer: clipping them to the band
    /// moves an edge's start and slope in the last bits, and some coverage
    /// value with it.
    @Test func clippingToTheBandChangesCoverageBits() {
        let changed = (0..<12).contains { (seed: UInt64) in
            var random = SplitMix64(seed: 16_400 + seed)
            let polygons = randomPolygons(&random)
            let whole = coverageBits(polygons, rule: .nonZero, clip: canvas, bands: 1, clipsToBands: false)
            return coverageBits(polygons, rule: .nonZero, clip: canvas, bands: 7, clipsToBands: true) != whole
        }
        #expect(changed)
    }

    // MARK: - Building blocks

    var canvas: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Six random stars, slanted quadrilaterals and whole-column rectangles.
    func randomPolygons(_ random: inout SplitMix64) -> [[Point]] {
        (0..<6).map { k in
            let x = random.double(in: -10...65), y = random.double(in: -10...50)
            switch k % 3 {
            case 0:
                return (0..<5).map { i in
                    let angle = Double(i * 2) * 2 * Double.pi / 5 + random.double(in: 0...0.3)
                    return Point(x + 22 * cos(angle), y + 22 * sin(angle))
                }
            case 1:
                return [Point(x, y), Point(x + random.double(in: 3...40), y + random.double(in: 20...60)),
                        Point(x - random.double(in: 3...30), y + random.double(in: 10...50)), Point(x - 9, y + 3)]
            default:
                let left = x.rounded(), top = y
                return Rect(x: left, y: top, width: 7, height: random.double(in: 5...45)).corners
            }
        }
    }

    /// The coverage of `polygons` in `clip` as bit patterns (0 where none
    /// is handed over), rasterized band by band: each band with the whole
    /// clip and its rows, or (`clipsToBands`) with the band as its clip.
    func coverageBits(_ polygons: [[Point]], rule: FillRule, clip: PixelRect, bands: Int,
                      clipsToBands: Bool) -> [UInt32] {
        var bits = [UInt32](repeating: 0, count: clip.width * clip.height)
        let scan = ScanConverter()
        for band in 0..<bands {
            let rows = CPURenderer.rows(ofBand: band, of: bands, height: clip.height)
            let bandRect = PixelRect(minX: clip.x, minY: rows.lowerBound, maxX: clip.maxX, maxY: rows.upperBound)
            scan.reset(clip: clipsToBands ? bandRect : clip, rows: rows)
            for polygon in polygons { scan.addPolygon(polygon) }
            scan.rasterize(fillRule: rule) { y, x, count, values in
                for i in 0..<count { bits[(y - clip.y) * clip.width + x - clip.x + i] = values[i].bitPattern }
            }
        }
        return bits
    }

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
