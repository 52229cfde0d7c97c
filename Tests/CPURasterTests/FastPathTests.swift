import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// The CPU backend's fast paths (axis-aligned images, steady scan rows)
/// against its general code on seeded random inputs: frames must be
/// byte-identical, since the fast paths only reorganize when values are
/// computed, not how.
@Suite struct FastPathTests {
    /// The same list with and without the fast paths (`prepared`: whether
    /// the axis-aligned image path prepares images, `ImageTexels`, or reads
    /// their bytes).
    func bothWays(_ list: DisplayList, prepared: Bool = true) throws -> (fast: Bitmap, general: Bitmap) {
        var fast = CPURenderer(), general = CPURenderer()
        fast.switches.cpuPreparedImages = prepared
        general.switches.cpuFastPaths = false
        return (try fast.render(list), try general.render(list))
    }

    /// `list` drawn with the fast paths, whole and in three bands on two
    /// threads, gives the general path's bytes.
    func expectFastAndBandedMatchTheGeneralPath(_ list: DisplayList,
                                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (fast, general) = try bothWays(list)
        #expect(fast == general, sourceLocation: sourceLocation)
        #expect(try CPURenderer(bands: 3, threads: 2).render(list) == general, sourceLocation: sourceLocation)
    }

    /// A premultiplied image with transparent, translucent and opaque texels.
    /// `transparentShare` of the texels (on average) are transparent; of
    /// the others, a third each opaque and random. Default: a quarter.
    func randomImage(_ random: inout SplitMix64, width: Int, height: Int, transparentShare: Double = 0.25) -> Bitmap {
        var pixels: [UInt8] = []
        for _ in 0..<(width * height) {
            let transparent = random.double(in: 0...1) < transparentShare
            let kind = random.next() % 3
            let a: UInt8 = transparent ? 0 : kind == 1 ? 255 : UInt8(random.next() % 256)
            for _ in 0..<3 { pixels.append(a == 0 ? 0 : UInt8(random.next() % (UInt64(a) + 1))) }
            pixels.append(a)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// A translucent background, then images placed by random scales
    /// (flips, minification, magnification) and fractional translations,
    /// with item, instance and group opacities, some partly off canvas.
    @Test(arguments: 0..<12, [true, false])
    func axisAlignedImagesMatchTheGeneralPath(seed: UInt64, prepared: Bool) throws {
        var random = SplitMix64(seed: 7_000 + seed)
        let width = 61, height = 47
        var items: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: Rect(x: 3.3, y: 2.7, width: 50.2, height: 40.9)), transform: .identity,
                           fillRule: .nonZero, paint: .solid(Color(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.6)))),
        ]
        for _ in 0..<6 {
            let image = randomImage(&random, width: 1 + Int(random.next() % 9), height: 1 + Int(random.next() % 9))
            let sx = random.double(in: -4...4), sy = random.double(in: -4...4)
            let transform = AffineTransform(scaleX: abs(sx) < 0.05 ? 1 : sx, y: abs(sy) < 0.05 ? 1 : sy)
                .concatenating(AffineTransform(translationX: random.double(in: -10...70), y: random.double(in: -10...55)))
            let destination = Rect(x: random.double(in: -3...3), y: random.double(in: -3...3),
                                   width: random.double(in: 0.5...12), height: random.double(in: 0.5...12))
            let item = ImageItem(image: image, destination: destination, tileSize: nil, transform: transform,
                                 opacity: random.double(in: 0.2...1))
            switch random.next() % 3 {
            case 0: items.append(.image(item))
            case 1: items.append(.group(GroupItem(items: [.image(item)], opacity: random.double(in: 0.1...1))))
            default:
                let placements = (0..<3).map { _ in
                    InstancePlacement(transform: AffineTransform(translationX: random.double(in: -8...8), y: random.double(in: -8...8)),
                                      opacity: random.double(in: 0.1...1))
                }
                items.append(.instanced(InstancedItem(template: [.image(item)], instances: placements)))
            }
        }
        let (fast, general) = try bothWays(DisplayList(width: width, height: height, items: items), prepared: prepared)
        #expect(fast == general)
    }

    /// A random span for the blenders: colors premultiplied (channels ≤
    /// alpha), coverage and alpha 0 or full a quarter of the time each, and
    /// random destination bytes.
    func randomSpan(_ random: inout SplitMix64, count: Int) -> (colors: [Float], coverage: [Float], dst: [UInt8]) {
        var colors: [Float] = [], coverage: [Float] = []
        for _ in 0..<count {
            let alpha: Float = switch random.next() % 4 {
            case 0: 0
            case 1: 255
            default: Float(random.double(in: 0...255))
            }
            for _ in 0..<3 { colors.append(Float(random.double(in: 0...Double(alpha)))) }
            colors.append(alpha)
            let c: Float = switch random.next() % 4 {
            case 0: 0
            case 1: 1
            default: Float(random.double(in: 0...1))
            }
            coverage.append(c)
        }
        return (colors, coverage, (0..<(4 * count)).map { _ in UInt8(random.next() % 256) })
    }

    /// A lattice image (mostly transparent, like the tile grid's tile:
    /// lines of translucent and opaque texels) drawn many times by random
    /// scales, flips and translations, partly off canvas: the prepared
    /// path skips its transparent runs, which must change nothing.
    @Test(arguments: 0..<8, [true, false])
    func sparseImagesMatchTheGeneralPath(seed: UInt64, prepared: Bool) throws {
        var random = SplitMix64(seed: 8_000 + seed)
        let side = 12 + Int(random.next() % 20)
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side where x % 7 == 3 || y % 5 == 1 || x == y || x == side - 1 {
                let a = random.next() % 3 == 0 ? UInt8(255) : UInt8(1 + random.next() % 254)
                let i = 4 * (y * side + x)
                for c in 0..<3 { pixels[i + c] = UInt8(random.next() % (UInt64(a) + 1)) }
                pixels[i + 3] = a
            }
        }
        let image = Bitmap(width: side, height: side, pixels: pixels)
        var items: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 90, height: 70)), transform: .identity,
                           fillRule: .nonZero, paint: .solid(Color(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)))),
        ]
        for _ in 0..<10 {
            let scale = random.double(in: 0.6...2.5)
            let sx = random.next() % 4 == 0 ? -scale : scale, sy = random.next() % 4 == 0 ? -scale : scale
            let transform = AffineTransform(scaleX: sx, y: sy)
                .concatenating(AffineTransform(translationX: random.double(in: -20...100), y: random.double(in: -20...80)))
            let item = ImageItem(image: image, destination: Rect(x: 0, y: 0, width: Double(side), height: Double(side)),
                                 tileSize: nil, transform: transform, opacity: random.double(in: 0.3...1))
            items.append(random.next() % 2 == 0 ? .image(item) : .group(GroupItem(items: [.image(item)],
                                                                                   opacity: random.double(in: 0.3...1))))
        }
        let (fast, general) = try bothWays(DisplayList(width: 90, height: 70, items: items), prepared: prepared)
        #expect(fast == general)
    }

    /// A prepared image's runs hold exactly the texels whose 2×2 block
    /// (clamped to the image) has a non-zero alpha, and its floats are its bytes.
    @Test(arguments: 0..<6) func preparedRunsAreTheNonTransparentBlocks(seed: UInt64) {
        var random = SplitMix64(seed: 8_500 + seed)
        let width = 1 + Int(random.next() % 20), height = 1 + Int(random.next() % 12)
        let image = randomImage(&random, width: width, height: height, transparentShare: 0.85)
        let prepared = ImageTexels(image)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.pixels[4 * (y * width + x) + 3] }
        for y in 0..<height {
            var inRun = [Bool](repeating: false, count: width)
            for r in prepared.runStart[y]..<prepared.runStart[y + 1] {
                for x in Int(prepared.runs[2 * r])..<Int(prepared.runs[2 * r + 1]) { inRun[x] = true }
            }
            for x in 0..<width {
                let x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
                let block = alpha(x, y) | alpha(x1, y) | alpha(x, y1) | alpha(x1, y1)
                #expect(inRun[x] == (block != 0), "texel (\(x), \(y))")
                let i = y * width + x
                #expect(prepared.floats[i] == SIMD4<Float>((0..<4).map { Float(image.pixels[4 * i + $0]) }))
            }
        }
    }

    /// The blender's four-pixel vectors against its one-pixel code, on
    /// random colors, coverages and destinations with the special cases
    /// (zero and full coverage, zero and full alpha) common: byte-identical.
    @Test(arguments: 0..<4) func blendingFourAtOnceMatchesOneAtATime(seed: UInt64) {
        var random = SplitMix64(seed: 8_800 + seed)
        let count = 4_003
        let (colors, coverage, destination) = randomSpan(&random, count: count)
        let opacity: Float = random.next() % 2 == 0 ? 1 : Float(random.double(in: 0.05...1))
        var four = destination, one = destination
        colors.withUnsafeBufferPointer { src in
            coverage.withUnsafeBufferPointer { cov in
                four.withUnsafeMutableBufferPointer { dst in
                    Blender.blend(colors: src.baseAddress!, coverage: cov.baseAddress!, opacity: opacity, count: count,
                                  into: dst.baseAddress!)
                }
                one.withUnsafeMutableBufferPointer { dst in
                    for k in 0..<count {
                        Blender.blendOne(color: src.baseAddress! + 4 * k, coverage: cov[k] * opacity,
                                         into: dst.baseAddress! + 4 * k)
                    }
                }
            }
        }
        #expect(four == one)
        #expect(four != destination)
    }

    /// The four-at-a-time search for the end of a fully covered run against
    /// the one-at-a-time test, on coverage rows of runs of 1 broken by
    /// values just below 1, at every start and a few opacities.
    @Test func fullRunEndMatchesTheScalarTest() {
        var random = SplitMix64(seed: 8_900)
        let count = 97
        let coverage: [Float] = (0..<count).map { _ in
            random.next() % 9 == 0 ? [Float(0.99999994), 0.5, 0][Int(random.next() % 3)] : 1
        }
        for opacity: Float in [1, 0.99999994, 0.5] {
            coverage.withUnsafeBufferPointer { c in
                for start in 0...count {
                    var expected = start
                    while expected < count && c[expected] * opacity >= 1 { expected += 1 }
                    #expect(Blender.fullRunEnd(c.baseAddress!, from: start, count: count, opacity: opacity) == expected)
                }
            }
        }
    }

    /// Rectangles with fractional edges (steady rows between their top and
    /// bottom rows), rectangles meeting others' edges mid-row, and polygons
    /// mixing vertical and slanted edges, both fill rules.
    @Test(arguments: 0..<12) func steadyRowsMatchTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 9_000 + seed)
        var items: [DisplayItem] = []
        for _ in 0..<8 {
            var path = Path()
            if random.next() % 2 == 0 {
                for _ in 0..<(1 + Int(random.next() % 3)) {
                    path.append(Path(rect: Rect(x: random.double(in: -5...40), y: random.double(in: -5...30),
                                                width: random.double(in: 0.2...30), height: random.double(in: 0.2...30))))
                }
            } else {
                let x0 = random.double(in: 0...20), x1 = x0 + random.double(in: 0.5...20)
                path.move(to: Point(x0, random.double(in: 0...10)))
                path.line(to: Point(x1, random.double(in: 0...10)))
                path.line(to: Point(x1, random.double(in: 15...35)))
                path.line(to: Point(random.double(in: x0...x1), random.double(in: 15...40)))
                path.line(to: Point(x0, random.double(in: 15...35)))
                path.close()
            }
            let color = Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
                              alpha: random.double(in: 0.3...1))
            items.append(.fill(FillItem(path: path, transform: .identity,
                                        fillRule: random.next() % 2 == 0 ? .nonZero : .evenOdd, paint: .solid(color))))
        }
        let (fast, general) = try bothWays(DisplayList(width: 45, height: 38, items: items))
        #expect(fast == general)
    }

    /// ⌊v⌋ without libm equals `rounded(.down)` where the sampler uses it.
    @Test func floorMatchesRoundedDown() {
        var random = SplitMix64(seed: 3)
        var values: [Double] = [-1, -0.5, -0.0, 0, 0.5, 1, 2.999999999, -1e-300, 1e-300, 4095.5, -0.9999999999]
        for _ in 0..<1000 { values.append(random.double(in: -1...5000)) }
        for v in values { #expect(ImageSampler.floor(v) == v.rounded(.down), "\(v)") }
    }
}

extension FastPathTests {
    /// A first item that is an opaque solid rectangle reaching past every
    /// side of the canvas (whole or fractional edges, either winding, under
    /// a transform) starts the frame as its color instead of being drawn;
    /// rectangles that leave a row or column uncovered, translucent ones,
    /// and other shapes are drawn. Same bytes as the general path, in one
    /// band and in three.
    @Test(arguments: 0..<16) func backgroundRectangleMatchesTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 9_500 + seed)
        let width = 9 + Int(random.next() % 20), height = 7 + Int(random.next() % 20)
        func side(_ limit: Double) -> Double {
            [0, -0.5, -3, 0.25, Double(Int(random.next() % 3))][Int(random.next() % 5)] + limit
        }
        let left = side(0), top = side(0), right = -side(0) + Double(width), bottom = -side(0) + Double(height)
        var path = Path(rect: Rect(x: left, y: top, width: right - left, height: bottom - top))
        if random.next() % 3 == 0 { path = Path(ellipseIn: Rect(x: left, y: top, width: right - left, height: bottom - top)) }
        let alpha = random.next() % 4 == 0 ? 0.8 : 1
        let transform = random.next() % 3 == 0 ? AffineTransform(scaleX: 2, y: 2) : .identity
        let scaledPath = transform == .identity ? path : Path(rect: Rect(x: left / 2, y: top / 2, width: (right - left) / 2,
                                                                       height: (bottom - top) / 2))
        var items: [DisplayItem] = [
            .fill(FillItem(path: scaledPath, transform: transform, fillRule: random.next() % 2 == 0 ? .nonZero : .evenOdd,
                           paint: .solid(Color(red: random.double(in: 0...1), green: random.double(in: 0...1),
                                                blue: random.double(in: 0...1), alpha: alpha)))),
        ]
        items.append(.fill(FillItem(path: Path(ellipseIn: Rect(x: 2, y: 1.5, width: 6.3, height: 5)), transform: .identity,
                                    fillRule: .nonZero, paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.5)))))
        let list = DisplayList(width: width, height: height, items: items)
        try expectFastAndBandedMatchTheGeneralPath(list)
    }

    /// The background shortcut is taken for a canvas-covering opaque
    /// rectangle and refused for one short of a side or translucent, where
    /// the backdrop shortcut takes the opaque one leaving bars; one
    /// `FirstItemCover` asked in turn, so a reading kept from the item
    /// before is never taken for another item's.
    @Test func backgroundRectangleIsRecognized() {
        let cover = FirstItemCover()
        let canvas = PixelRect(x: 0, y: 0, width: 10, height: 8)
        func found(_ rect: Rect, alpha: Double = 1) -> FirstItemCover.Found {
            cover.found(for: .fill(FillItem(path: Path(rect: rect), transform: .identity, fillRule: .nonZero,
                                            paint: .solid(Color(red: 0.5, green: 0.25, blue: 1, alpha: alpha)))),
                        canvas: canvas, tolerance: 0.1)
        }
        for _ in 0..<2 {
            #expect(found(Rect(x: 0, y: 0, width: 10, height: 8)).background != nil)
            #expect(found(Rect(x: -1, y: -2.5, width: 12, height: 11)).background != nil)
            let short = found(Rect(x: 0, y: 0, width: 9.9, height: 8))
            #expect(short.background == nil)
            #expect(short.backdrop?.pixels == PixelRect(x: 0, y: 0, width: 9, height: 8))
            #expect(found(Rect(x: 0, y: 0.1, width: 10, height: 8)).background == nil)
            let translucent = found(Rect(x: 0, y: 0, width: 10, height: 8), alpha: 0.99)
            #expect(translucent.background == nil)
            #expect(translucent.backdrop == nil)
            #expect(found(Rect(x: 0, y: 0, width: 10, height: 8)).background != nil)
        }
    }
}

extension FastPathTests {
    /// A first item that is an opaque solid rectangle leaving bars (edges
    /// inside the canvas, on whole or fractional pixels, beyond a side now
    /// and then, under a scale or not), or a translucent one or an ellipse
    /// (no shortcut), then shapes and an image over it and across its
    /// edges: the pixels it covers wholly start as its color and it is
    /// drawn only around them (`OpaqueCover.interior`), with the same bytes
    /// as the general path, in one band and in three.
    @Test(arguments: 0..<24) func backdropRectangleMatchesTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 9_900 + seed)
        let width = 12 + Int(random.next() % 30), height = 9 + Int(random.next() % 30)
        func edge(_ limit: Int) -> Double {
            let whole = Double(Int(random.next() % UInt64(limit / 2 + 1)))
            return whole + [0, 0.5, 0.25, 0.875, -2][Int(random.next() % 5)]
        }
        let left = edge(width), top = edge(height)
        let right = Double(width) - edge(width) + (random.next() % 6 == 0 ? 3 : 0)
        let bottom = Double(height) - edge(height)
        let scale = random.next() % 3 == 0 ? 2.0 : 1
        let box = Rect(x: left / scale, y: top / scale, width: max(right - left, 0.5) / scale,
                       height: max(bottom - top, 0.5) / scale)
        func color(_ alpha: Double) -> Paint {
            .solid(Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
                         alpha: alpha))
        }
        let path = random.next() % 5 == 0 ? Path(ellipseIn: box) : Path(rect: box)
        let list = DisplayList(width: width, height: height, items: [
            .fill(FillItem(path: path, transform: AffineTransform(scaleX: scale, y: scale),
                           fillRule: random.next() % 2 == 0 ? .nonZero : .evenOdd,
                           paint: color(random.next() % 5 == 0 ? 0.9 : 1))),
            .fill(FillItem(path: Path(ellipseIn: Rect(x: -2, y: 1.5, width: Double(width) / 2, height: 6)),
                           transform: .identity, fillRule: .nonZero, paint: color(0.6))),
            .image(ImageItem(image: randomImage(&random, width: 5, height: 4),
                             destination: Rect(x: left - 1.5, y: top + 0.25, width: 9, height: 7), tileSize: nil,
                             transform: .identity, opacity: 0.8)),
            .fill(FillItem(path: Path(rect: Rect(x: 3, y: Double(height) - 4.5, width: Double(width) - 5, height: 3)),
                           transform: .identity, fillRule: .nonZero, paint: color(1))),
        ])
        try expectFastAndBandedMatchTheGeneralPath(list)
    }

    /// `OpaqueCover.interior`: the pixels an opaque rectangle covers wholly,
    /// inside the canvas; nothing for a translucent one or one covering no
    /// whole pixel.
    @Test func backdropInteriorIsTheWhollyCoveredPixels() {
        let canvas = PixelRect(x: 0, y: 0, width: 10, height: 8)
        func interior(_ box: Rect, alpha: Double = 1) -> PixelRect? {
            let item = DisplayItem.fill(FillItem(path: Path(rect: box), transform: .identity, fillRule: .nonZero,
                                                 paint: .solid(Color(red: 0, green: 0.5, blue: 1, alpha: alpha))))
            return OpaqueCover.interior(of: item, outer: .identity, within: canvas, tolerance: 0.1)?.pixels
        }
        #expect(interior(Rect(x: 2.5, y: 1, width: 5, height: 4.5)) == PixelRect(x: 3, y: 1, width: 4, height: 4))
        #expect(interior(Rect(x: 2, y: 0.75, width: 6, height: 2.5)) == PixelRect(x: 2, y: 1, width: 6, height: 2))
        #expect(interior(Rect(x: -3, y: -1, width: 20, height: 4)) == PixelRect(x: 0, y: 0, width: 10, height: 3))
        #expect(interior(Rect(x: 2.25, y: 1, width: 0.7, height: 5)) == nil)
        #expect(interior(Rect(x: 2, y: 1, width: 5, height: 4), alpha: 0.99) == nil)
        #expect(interior(Rect(x: 12, y: 1, width: 5, height: 4)) == nil)
    }
}

extension FastPathTests {
    /// A group whose first item is an opaque solid rectangle reaching the
    /// sides of the group's layer (a pixel past its clip's, under scales;
    /// every even seed), or one that may fall short of a side, reach a fractional edge
    /// or be translucent, with clips, rounded clips, masks, shadows,
    /// opacities and blend modes, over a translucent backdrop: the layer
    /// starts as that color instead of being cleared and filled
    /// (`OpaqueCover`), with the same bytes as the general path, in one band
    /// and in three.
    @Test(arguments: 0..<32) func groupBackgroundMatchesTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 9_700 + seed)
        let width = 40, height = 31
        let covers = seed % 2 == 0
        let scale = random.next() % 3 == 0 ? 2.0 : 1
        let x = covers ? 3 : [3, 2.5, 4.25][Int(random.next() % 3)], y = covers ? 2 : [2, 6.75][Int(random.next() % 2)]
        let clipRect = Rect(x: x / scale, y: y / scale, width: Double(10 + random.next() % 20) / scale,
                            height: Double(8 + random.next() % 18) / scale)
        // A group's layer reaches a pixel past its clip (`PixelRect(covering:)`).
        func grown(_ limit: Double) -> Double {
            (covers ? [1, 2.5] : [0, 1, 2.5, -0.25])[Int(random.next() % (covers ? 2 : 4))] / scale + limit
        }
        let left = -grown(-clipRect.minX), top = -grown(-clipRect.minY)
        let backdrop = Rect(x: left, y: top, width: grown(clipRect.maxX) - left, height: grown(clipRect.maxY) - top)
        let transform = AffineTransform(scaleX: scale, y: scale)
        func color(_ alpha: Double) -> Paint {
            .solid(Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
                         alpha: alpha))
        }
        let inner: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: backdrop), transform: transform, fillRule: .nonZero,
                           paint: color(!covers && random.next() % 3 == 0 ? 0.7 : 1))),
            .fill(FillItem(path: Path(ellipseIn: Rect(x: 5, y: 4, width: 22, height: 17)), transform: .identity,
                           fillRule: .nonZero, paint: color(0.6))),
            .image(ImageItem(image: randomImage(&random, width: 5, height: 4),
                             destination: Rect(x: 8.5, y: 7.25, width: 15, height: 11), tileSize: nil,
                             transform: .identity, opacity: 0.9)),
        ]
        let clip = !covers && random.next() % 3 == 0 ? nil
            : Clip(rect: clipRect, cornerRadius: random.next() % 3 == 0 ? 2 : 0, transform: transform)
        let mask: [DisplayItem]? = random.next() % 4 == 0
            ? [.fill(FillItem(path: Path(ellipseIn: Rect(x: 2, y: 3, width: 30, height: 22)), transform: .identity,
                              fillRule: .nonZero, paint: color(0.8)))] : nil
        let shadow = random.next() % 4 == 0 ? GroupShadow(color: .black, offsetX: 2, offsetY: -3, sigma: 1.5) : nil
        let blendMode = random.next() % 4 == 0 ? BlendMode.allCases[Int(random.next() % UInt64(BlendMode.allCases.count))]
            : .normal
        let group = GroupItem(items: inner, opacity: random.next() % 2 == 0 ? 1 : random.double(in: 0.3...1), clip: clip,
                              mask: mask, maskMode: MaskMode.allCases[Int(random.next() % 4)], shadow: shadow,
                              blendMode: blendMode)
        let list = DisplayList(width: width, height: height, items: [
            .fill(FillItem(path: Path(ellipseIn: Rect(x: 1, y: 1, width: 37, height: 28)), transform: .identity,
                           fillRule: .nonZero, paint: color(0.5))),
            .group(group),
        ])
        try expectFastAndBandedMatchTheGeneralPath(list)
    }

    /// `OpaqueCover` takes a placed opaque rectangle reaching every side of
    /// a layer anywhere on the canvas, and refuses one short of a side.
    @Test func groupBackgroundIsRecognized() {
        let rect = PixelRect(x: 6, y: 3, width: 10, height: 7)
        func word(_ box: Rect, outer: AffineTransform = AffineTransform(translationX: 2, y: 1)) -> UInt32? {
            let item = DisplayItem.fill(FillItem(path: Path(rect: box), transform: AffineTransform(scaleX: 2, y: 2),
                                                 fillRule: .nonZero, paint: .solid(Color(red: 0, green: 0.5, blue: 1, alpha: 1))))
            return OpaqueCover.word(of: item, outer: outer, covering: rect, tolerance: 0.1)
        }
        #expect(word(Rect(x: 2, y: 1, width: 5, height: 3.5)) != nil)
        #expect(word(Rect(x: 1.5, y: 0, width: 6, height: 5)) != nil)
        #expect(word(Rect(x: 2, y: 1, width: 5, height: 3.5), outer: .identity) == nil)
        #expect(word(Rect(x: 2.25, y: 1, width: 5, height: 3.5)) == nil)
        #expect(word(Rect(x: 2, y: 1, width: 5, height: 3.25)) == nil)
    }
}

extension FastPathTests {
    /// Masked groups (every mask mode; masks of translucent, colored and
    /// black shapes, some leaving whole rows empty) over gradients, solids,
    /// images and nested groups, at group opacities 1 and below, with
    /// blend modes and shadows now and then: the content is drawn only in
    /// each row's columns the mask keeps (`RasterLayer.relevantColumns`),
    /// with the same bytes as the general path, whole and in bands.
    @Test(arguments: 0..<24) func maskedContentMatchesTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 9_900 + seed)
        let width = 44, height = 36
        func color(_ alpha: Double) -> Color {
            Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1), alpha: alpha)
        }
        func shape() -> Path {
            let box = Rect(x: random.double(in: -4...30), y: random.double(in: -4...24),
                           width: random.double(in: 3...30), height: random.double(in: 3...20))
            return random.next() % 2 == 0 ? Path(ellipseIn: box) : Path(rect: box)
        }
        let gradient = Gradient(stops: [.init(location: 0, color: color(1)), .init(location: 1, color: color(0.6))])
        let paints: [Paint] = [
            .radial(gradient, center: Point(22, 18), radii: Size(20, 14)),
            .axial(gradient, start: Point(0, 0), end: Point(44, 36)),
            .solid(color(0.8)),
        ]
        let content: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: Rect(x: -2, y: -2, width: 48, height: 40)), transform: .identity,
                           fillRule: .nonZero, paint: paints[Int(random.next() % 3)])),
            .fill(FillItem(path: shape(), transform: .identity, fillRule: .evenOdd, paint: .solid(color(0.5)))),
            .image(ImageItem(image: randomImage(&random, width: 6, height: 5), destination: Rect(x: 5.5, y: 4.25, width: 30, height: 22),
                             tileSize: nil, transform: .identity, opacity: 0.8)),
            .group(GroupItem(items: [.fill(FillItem(path: shape(), transform: .identity, fillRule: .nonZero,
                                                    paint: .solid(color(1)))),
                                     .fill(FillItem(path: shape(), transform: .identity, fillRule: .nonZero,
                                                    paint: .solid(color(0.7))))],
                             opacity: random.double(in: 0.3...1))),
        ]
        let mask: [DisplayItem] = (0..<(1 + Int(random.next() % 3))).map { _ in
            let alpha = [1, 0.5, random.double(in: 0.01...1)][Int(random.next() % 3)]
            let paint: Paint = random.next() % 4 == 0 ? .solid(Color(red: 0, green: 0, blue: 0, alpha: alpha)) : .solid(color(alpha))
            return .fill(FillItem(path: shape(), transform: .identity, fillRule: .nonZero, paint: paint))
        }
        let blendMode = random.next() % 5 == 0 ? BlendMode.allCases[Int(random.next() % UInt64(BlendMode.allCases.count))]
            : .normal
        let shadow = random.next() % 6 == 0 ? GroupShadow(color: .black, offsetX: 1, offsetY: 2, sigma: 1) : nil
        let group = GroupItem(items: content, opacity: random.next() % 3 == 0 ? random.double(in: 0.2...1) : 1,
                              mask: mask, maskMode: MaskMode.allCases[Int(seed % 4)], shadow: shadow, blendMode: blendMode)
        let list = DisplayList(width: width, height: height, items: [
            .fill(FillItem(path: Path(ellipseIn: Rect(x: 2, y: 1, width: 40, height: 33)), transform: .identity,
                           fillRule: .nonZero, paint: .solid(color(0.6)))),
            .group(group),
        ])
        try expectFastAndBandedMatchTheGeneralPath(list)
    }
}

extension FastPathTests {
    /// Tiled images placed by scales (flips, minification, magnification,
    /// and one texel per pixel at whole-pixel offsets: Fuber SwiftUI's
    /// background) and translations, at item and group opacities, prepared
    /// images on and off: the axis-aligned paths wrap the texel coordinate
    /// and pairs as `shade` does, with the same bytes.
    @Test(arguments: 0..<16, [true, false])
    func tiledImagesMatchTheGeneralPath(seed: UInt64, prepared: Bool) throws {
        var random = SplitMix64(seed: 10_100 + seed)
        let width = 53, height = 41
        var items: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: Rect(x: 1.5, y: 2.25, width: 48, height: 35)), transform: .identity,
                           fillRule: .nonZero, paint: .solid(Color(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.7)))),
        ]
        for _ in 0..<3 {
            let texels = (w: 1 + Int(random.next() % 9), h: 1 + Int(random.next() % 9))
            let image = randomImage(&random, width: texels.w, height: texels.h, transparentShare: 0.15)
            let unit = random.next() % 3 == 0
            // One texel per pixel: a tile of w × h points at scale 1, whole offsets.
            let tile = unit ? Size(Double(texels.w), Double(texels.h))
                : Size(random.double(in: 0.7...9), random.double(in: 0.7...9))
            let sx = unit ? 1 : [random.double(in: 0.3...3), -random.double(in: 0.3...3)][Int(random.next() % 2)]
            let sy = unit ? 1 : [random.double(in: 0.3...3), -random.double(in: 0.3...3)][Int(random.next() % 2)]
            let offset = unit ? (Double(Int(random.next() % 20)) - 5, Double(Int(random.next() % 20)) - 5)
                : (random.double(in: -10...40), random.double(in: -10...30))
            let transform = AffineTransform(scaleX: sx, y: sy)
                .concatenating(AffineTransform(translationX: offset.0 + (sx < 0 ? 40 : 0), y: offset.1 + (sy < 0 ? 30 : 0)))
            let destination = Rect(x: unit ? 0 : random.double(in: -3...3), y: unit ? 0 : random.double(in: -3...3),
                                   width: random.double(in: 5...40), height: random.double(in: 5...30))
            let item = ImageItem(image: image, destination: destination, tileSize: tile, transform: transform,
                                 opacity: random.next() % 2 == 0 ? 1 : random.double(in: 0.2...1))
            items.append(random.next() % 3 == 0
                ? .group(GroupItem(items: [.image(item)], opacity: random.double(in: 0.2...1))) : .image(item))
        }
        let list = DisplayList(width: width, height: height, items: items)
        let (fast, general) = try bothWays(list, prepared: prepared)
        #expect(fast == general)
    }
}
