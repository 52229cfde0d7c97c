import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// The scan converter's row loop for a lone axis-aligned rectangle
/// (`ScanConverter+Rectangle.swift`) against the general loop: the same
/// spans (row, first column, count) with the same coverage floats, bit for
/// bit, on seeded random rectangles at fractional positions, both
/// orientations and both fill rules, inside, clipped by, straddling and
/// outside the clip, and smaller than a pixel.
@Suite struct RectangleRowTests {
    /// One handed-over span: row, first column and the coverage bits.
    struct Span: Equatable {
        var y: Int, x: Int
        var coverage: [UInt32]
    }

    /// The spans `rasterize` hands over for `polygon` inside `clip`, with
    /// the rectangle loop on or off (everything else as the renderer sets
    /// it), and whether the rectangle loop took the polygon.
    func spans(_ polygon: [Point], clip: PixelRect, rule: FillRule, direct: Bool,
               knowsRectangles: Bool = true) -> (spans: [Span], tookDirect: Bool) {
        let scan = ScanConverter()
        scan.knowsRectangles = knowsRectangles
        scan.rasterizesRectanglesDirectly = direct
        scan.reset(clip: clip)
        scan.addPolygon(polygon)
        let took = scan.isDirectRectangle
        var out: [Span] = []
        scan.rasterize(fillRule: rule) { y, x, count, coverage in
            out.append(Span(y: y, x: x, coverage: (0..<count).map { coverage[$0].bitPattern }))
        }
        return (out, took)
    }

    /// A coordinate on a quarter-pixel lattice, on a whole pixel, or anywhere.
    func coordinate(_ random: inout SplitMix64, in range: ClosedRange<Double>) -> Double {
        let v = random.double(in: range)
        switch random.next() % 4 {
        case 0: return v.rounded()
        case 1: return (v * 4).rounded() / 4
        default: return v
        }
    }

    /// A random rectangle as a closed polygon: any corner first, either
    /// turning direction; a fifth of them smaller than a pixel, and some
    /// far outside the clip.
    func randomRectangle(_ random: inout SplitMix64, around clip: PixelRect) -> [Point] {
        let x = coordinate(&random, in: Double(clip.x - 4)...Double(clip.maxX + 1))
        let y = coordinate(&random, in: Double(clip.y - 4)...Double(clip.maxY + 1))
        let tiny = random.next() % 5 == 0
        let w = tiny ? random.double(in: 0.01...1) : coordinate(&random, in: 0.05...(0.7 * Double(clip.width)))
        let h = tiny ? random.double(in: 0.01...1) : coordinate(&random, in: 0.05...(0.7 * Double(clip.height)))
        var corners = [Point(x, y), Point(x + w, y), Point(x + w, y + h), Point(x, y + h)]
        if random.next() % 2 == 0 { corners.reverse() }
        let start = Int(random.next() % 4)
        return Array(corners[start...] + corners[..<start])
    }

    @Test(arguments: 0..<8)
    func rectanglesMatchTheGeneralLoop(seed: UInt64) {
        var random = SplitMix64(seed: 16_000 + seed)
        var direct = 0
        for _ in 0..<500 {
            let clip = PixelRect(x: Int(random.next() % 5), y: Int(random.next() % 5),
                                 width: 6 + Int(random.next() % 16), height: 6 + Int(random.next() % 16))
            let polygon = randomRectangle(&random, around: clip)
            let rule: FillRule = random.next() % 2 == 0 ? .nonZero : .evenOdd
            let fast = spans(polygon, clip: clip, rule: rule, direct: true)
            let general = spans(polygon, clip: clip, rule: rule, direct: false)
            #expect(fast.spans == general.spans, "\(polygon) in \(clip)")
            if fast.tookDirect { direct += 1 }
        }
        // Many are inside enough and large enough for the loop (about
        // two fifths of them with these ranges); the rest test its refusals.
        #expect(direct > 150)
    }

    /// The rectangle loop also gives what the general loop gives with
    /// no rectangle shortcut at all (every row's pieces checked).
    @Test(arguments: 0..<4)
    func rectanglesMatchTheCheckedLoop(seed: UInt64) {
        var random = SplitMix64(seed: 16_100 + seed)
        for _ in 0..<500 {
            let clip = PixelRect(x: 0, y: 0, width: 20, height: 20)
            let polygon = randomRectangle(&random, around: clip)
            let fast = spans(polygon, clip: clip, rule: .nonZero, direct: true)
            let checked = spans(polygon, clip: clip, rule: .nonZero, direct: false, knowsRectangles: false)
            #expect(fast.spans == checked.spans, "\(polygon)")
        }
    }

    /// What the loop refuses: a rectangle inside one pixel column, one
    /// whose top and bottom lie inside one row, one reaching past the
    /// clip's right side, two rectangles, and a slanted quadrilateral.
    @Test func declinesWhatTheGeneralLoopMustCheck() {
        let clip = PixelRect(x: 0, y: 0, width: 10, height: 10)
        func takes(_ polygons: [[Point]]) -> Bool {
            let scan = ScanConverter()
            scan.reset(clip: clip)
            for p in polygons { scan.addPolygon(p) }
            return scan.isDirectRectangle
        }
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
            [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
        }
        #expect(takes([rect(1.5, 1.5, 4.5, 4.5)]))
        #expect(takes([rect(-3, 1.5, 4.5, 4.5)]))
        #expect(!takes([rect(1.2, 1.5, 1.8, 4.5)]))
        #expect(!takes([rect(1.5, 1.2, 4.5, 1.8)]))
        #expect(!takes([rect(1.5, 1.5, 14.5, 4.5)]))
        #expect(!takes([rect(1.5, 1.5, 4.5, 4.5), rect(6.5, 1.5, 8.5, 4.5)]))
        #expect(!takes([[Point(1.5, 1.5), Point(4.5, 1.5), Point(5.5, 4.5), Point(1.5, 4.5)]]))
    }

    /// A tile grid in miniature: one image instanced at cells of 0.6 to
    /// 3 pixels, jittered, scaled around 1 and some copies rotated or
    /// translucent, partly off canvas; the renderer with its fast paths
    /// (the copy loop and the rectangle loop among them) against the
    /// general code, byte for byte.
    @Test(arguments: 0..<6)
    func tinyTileGridsMatchTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 16_200 + seed)
        let side = 2 + Int(random.next() % 4)
        var texels: [UInt8] = []
        for _ in 0..<(side * side) {
            let a = UInt8(random.next() % 256)
            for _ in 0..<3 { texels.append(UInt8(random.next() % (UInt64(a) + 1))) }
            texels.append(a)
        }
        let cell = random.double(in: 0.6...3)
        let image = ImageItem(image: Bitmap(width: side, height: side, pixels: texels),
                              destination: Rect(x: -cell / 2, y: -cell / 2, width: cell, height: cell), tileSize: nil,
                              transform: .identity, opacity: random.double(in: 0.5...1))
        var placements: [InstancePlacement] = []
        for row in 0..<30 {
            for column in 0..<40 {
                let scale = random.double(in: 0.9...1.1)
                var transform = AffineTransform(scaleX: scale, y: scale)
                if random.next() % 16 == 0 { transform = transform.concatenating(AffineTransform(rotationAngle: 0.3)) }
                transform = transform.concatenating(AffineTransform(
                    translationX: (Double(column) - 2) * cell + random.double(in: -0.3...0.3),
                    y: (Double(row) - 2) * cell + random.double(in: -0.3...0.3)))
                let opacity = random.next() % 3 == 0 ? random.double(in: 0.2...1) : 1
                placements.append(InstancePlacement(transform: transform, opacity: opacity))
            }
        }
        let list = DisplayList(width: 53, height: 41, items: [
            .instanced(InstancedItem(template: [.image(image)], instances: placements)),
        ])
        var general = CPURenderer()
        general.switches.cpuFastPaths = false
        #expect(try CPURenderer().render(list) == general.render(list))
    }
}
