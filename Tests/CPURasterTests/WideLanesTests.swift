import CPUKernels
import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// The AVX2 kernels (`CPUKernels`, `WideLanes`) against the Swift loops
/// they stand in for, bit for bit: random spans of colors, coverages and
/// destinations with the special cases (no and full coverage, alpha 0 and
/// 255) common, and whole frames of axis-aligned and general images drawn
/// both ways. Runs where the CPU has AVX2 (every x86-64 CI machine here).
@Suite(.enabled(if: WideLanes.available, "the CPU has no AVX2"))
struct WideLanesTests {
    func randomSpan(_ random: inout SplitMix64, count: Int) -> (colors: [Float], coverage: [Float], dst: [UInt8]) {
        FastPathTests().randomSpan(&random, count: count)
    }

    /// Spans of every length 0…37 and a long one, at every alignment of
    /// the four-pixel loop, opacities 1 and random.
    @Test(arguments: 0..<4) func blendingColorsMatchesTheSwiftLoop(seed: UInt64) {
        var random = SplitMix64(seed: 12_000 + seed)
        for count in Array(0...37) + [4_099] {
            let (colors, coverage, destination) = randomSpan(&random, count: count)
            let opacity: Float = random.next() % 2 == 0 ? 1 : Float(random.double(in: 0.05...1))
            var wide = destination, narrow = destination
            colors.withUnsafeBufferPointer { src in
                coverage.withUnsafeBufferPointer { cov in
                    wide.withUnsafeMutableBufferPointer { dst in
                        Blender.blend(colors: src.baseAddress!, coverage: cov.baseAddress!, opacity: opacity, count: count,
                                      wide: true, into: dst.baseAddress!)
                    }
                    narrow.withUnsafeMutableBufferPointer { dst in
                        Blender.blend(colors: src.baseAddress!, coverage: cov.baseAddress!, opacity: opacity, count: count,
                                      wide: false, into: dst.baseAddress!)
                    }
                }
            }
            #expect(wide == narrow, "\(count) pixels")
            if count > 8 { #expect(wide != destination) }
        }
    }

    /// One color, opaque or translucent (alpha 0 too), over spans with long
    /// fully covered runs broken by partial and empty pixels, at every
    /// length 0…41 and a long one.
    @Test(arguments: 0..<6) func blendingOneColorMatchesTheSwiftLoop(seed: UInt64) {
        var random = SplitMix64(seed: 12_200 + seed)
        for count in Array(0...41) + [3_001] {
            let alpha: Float = [255, 0, Float(random.double(in: 1...254))][Int(random.next() % 3)]
            let color = PremultipliedColor(red: Float(random.double(in: 0...Double(alpha))),
                                           green: Float(random.double(in: 0...Double(alpha))),
                                           blue: Float(random.double(in: 0...Double(alpha))), alpha: alpha)
            let coverage: [Float] = (0..<count).map { _ in
                random.next() % 6 == 0 ? [0, Float(0.99999994), Float(random.double(in: 0...1))][Int(random.next() % 3)] : 1
            }
            let destination = (0..<(4 * count)).map { _ in UInt8(random.next() % 256) }
            let opacity: Float = random.next() % 2 == 0 ? 1 : Float(random.double(in: 0.05...1))
            var wide = destination, narrow = destination
            coverage.withUnsafeBufferPointer { cov in
                wide.withUnsafeMutableBufferPointer { dst in
                    Blender.blend(solid: color, coverage: cov.baseAddress!, opacity: opacity, count: count, wide: true,
                                  into: dst.baseAddress!)
                }
                narrow.withUnsafeMutableBufferPointer { dst in
                    Blender.blend(solid: color, coverage: cov.baseAddress!, opacity: opacity, count: count, wide: false,
                                  into: dst.baseAddress!)
                }
            }
            #expect(wide == narrow, "\(count) pixels, color \(color), opacity \(opacity)")
        }
    }

    /// An offscreen layer's composite, with no mask and with a mask in
    /// every mode, against `LayerSource.shade` plus the Swift blend, on
    /// random layers, masks, opacities and spans of every length 0…21
    /// anywhere in the layer.
    @Test(arguments: 0..<5) func compositingALayerMatchesTheTwoPasses(seed: UInt64) {
        var random = SplitMix64(seed: 12_300 + seed)
        let rect = PixelRect(x: 3, y: 5, width: 23, height: 4)
        for count in 0...21 {
            let masked = random.next() % 5 != 0
            let source = LayerSource(content: randomLayer(&random, rect: rect),
                                     mask: masked ? randomLayer(&random, rect: rect) : nil,
                                     maskMode: MaskMode.allCases[Int(random.next() % 4)],
                                     opacity: [1, Float(random.double(in: 0...1))][Int(random.next() % 2)])
            let (_, coverage, destination) = randomSpan(&random, count: count)
            let opacity: Float = random.next() % 2 == 0 ? 1 : Float(random.double(in: 0.05...1))
            let y = rect.y + Int(random.next() % UInt64(rect.height))
            let x = rect.x + Int(random.next() % UInt64(rect.width - count + 1))
            let (wide, narrow) = compositeBothWays(source, y: y, x: x, coverage: coverage, opacity: opacity,
                                                   onto: destination)
            #expect(wide == narrow, "\(count) pixels, mask \(masked ? "\(source.maskMode)" : "none")")
        }
    }

    /// The composite's copy of opaque, fully covered pixels (unmasked, layer
    /// opacity and opacity 1): layers of long opaque runs broken by
    /// translucent and transparent pixels, coverage 1 broken by 0, just
    /// under 1 and random values, and opacities of 1, just under 1 and
    /// lower, so groups of eight take the copy or the arithmetic; spans of
    /// every length 0…70.
    @Test(arguments: 0..<6) func compositingOpaqueRunsMatchesTheTwoPasses(seed: UInt64) {
        var random = SplitMix64(seed: 12_400 + seed)
        let rect = PixelRect(x: 2, y: 1, width: 75, height: 3)
        var copied = 0
        for count in 0...70 {
            func nearlyOne() -> Float {
                random.next() % 4 != 0 ? 1 : [0.99999994, 0.99, Float(random.double(in: 0.3...1))][Int(random.next() % 3)]
            }
            let source = LayerSource(content: randomLayer(&random, rect: rect, opaqueShare: 0.97), mask: nil,
                                     maskMode: .alpha, opacity: nearlyOne())
            let coverage: [Float] = (0..<count).map { _ in
                random.next() % 40 == 0 ? [0, 0.99999994, Float(random.double(in: 0...1))][Int(random.next() % 3)] : 1
            }
            let destination = (0..<(4 * count)).map { _ in UInt8(random.next() % 256) }
            let opacity = nearlyOne()
            let y = rect.y + Int(random.next() % UInt64(rect.height))
            let x = rect.x + Int(random.next() % UInt64(rect.width - count + 1))
            let (wide, narrow) = compositeBothWays(source, y: y, x: x, coverage: coverage, opacity: opacity,
                                                   onto: destination)
            #expect(wide == narrow, "\(count) pixels, layer opacity \(source.opacity), opacity \(opacity)")
            if source.opacity == 1, opacity == 1, !coverage.contains(where: { $0 != 1 }) { copied += 1 }
        }
        #expect(copied > 10, "spans that can be copied whole")
    }

    /// A layer over `rect` of random premultiplied pixels: opaque with
    /// probability `opaqueShare`, else transparent or random, equally
    /// (Default: a third each).
    private func randomLayer(_ random: inout SplitMix64, rect: PixelRect, opaqueShare: Double = 1.0 / 3) -> RasterLayer {
        var layer = RasterLayer(rect: rect)
        for i in stride(from: 0, to: layer.pixels.count, by: 4) {
            let a: UInt8 = random.double(in: 0...1) < opaqueShare ? 255 : [0, UInt8(random.next() % 256)][Int(random.next() % 2)]
            for c in 0..<3 { layer.pixels[i + c] = UInt8(random.next() % (UInt64(a) + 1)) }
            layer.pixels[i + 3] = a
        }
        return layer
    }

    /// `source` composited onto `destination` (the span's pixels, at `x`,
    /// `y` of the layer) by the AVX2 kernel (`wide`) and by
    /// `LayerSource.shade` plus the Swift blend (`narrow`).
    private func compositeBothWays(_ source: LayerSource, y: Int, x: Int, coverage: [Float], opacity: Float,
                                   onto destination: [UInt8]) -> (wide: [UInt8], narrow: [UInt8]) {
        let count = coverage.count
        var wide = destination, narrow = destination
        var colors = [Float](repeating: 0, count: 4 * count)
        coverage.withUnsafeBufferPointer { cov in
            wide.withUnsafeMutableBufferPointer { dst in
                source.composite(y: y, x: x, count: count, coverage: cov.baseAddress!, opacity: opacity,
                                 into: dst.baseAddress!)
            }
            colors.withUnsafeMutableBufferPointer { src in
                source.shade(y: y, x: x, count: count, into: src.baseAddress!)
                narrow.withUnsafeMutableBufferPointer { dst in
                    Blender.blend(colors: src.baseAddress!, coverage: cov.baseAddress!, opacity: opacity, count: count,
                                  into: dst.baseAddress!)
                }
            }
        }
        return (wide, narrow)
    }

    /// The plane kernel against `sampleAxisAligned`'s arithmetic plus the
    /// Swift blend, on random prepared images, random monotonic columns
    /// (ascending or descending, steps of 0…3 texels: the eight-pixel window
    /// and the gathers; pairs clamped at both edges), row weights, sample
    /// opacities and spans, the whole span one run.
    #if arch(x86_64)
    @Test(arguments: 0..<8) func planeBlendMatchesTheTwoPasses(seed: UInt64) {
        var random = SplitMix64(seed: 12_500 + seed)
        expectPlaneBlendMatches(&random, nearUnitSteps: false)
    }

    /// The same with steps of mostly one texel, sometimes none or two (an
    /// image drawn at a scale near 1): eight pixels whose first and last
    /// columns lie seven apart but repeat one column and skip another are
    /// not eight consecutive columns.
    @Test(arguments: 0..<16) func planeBlendNearScaleOneMatchesTheTwoPasses(seed: UInt64) {
        var random = SplitMix64(seed: 12_700 + seed)
        expectPlaneBlendMatches(&random, nearUnitSteps: true)
    }

    /// One random span through the plane kernel and through the Swift
    /// sample and blend (see `planeBlendMatchesTheTwoPasses`).
    func expectPlaneBlendMatches(_ random: inout SplitMix64, nearUnitSteps: Bool) {
        let width = (nearUnitSteps ? 30 : 1) + Int(random.next() % 40), height = 1 + Int(random.next() % 6)
        let image = FastPathTests().randomImage(&random, width: width, height: height, transparentShare: 0.2)
        let pixels = ImageTexels(image), planes = ImageTexels(image, layout: .planes)
        let count = 1 + Int(random.next() % 70), descending = random.next() % 3 == 0
        let maxStep = Int(random.next() % 4)
        var padded: [Int32] = []
        var p = Int(random.next() % UInt64(width + 2))
        for _ in 0..<count {
            padded.append(Int32(p))
            let step = nearUnitSteps ? [0, 1, 1, 1, 1, 1, 2][Int(random.next() % 7)] : Int(random.next() % UInt64(maxStep + 1))
            p = min(max(p + (descending ? -1 : 1) * step, 0), width + 1)
        }
        let fractions = (0..<count).map { _ in Float(random.double(in: 0...1)) }
        let gx = fractions.map { 1 - $0 }
        let columns: [ImageSampler.ColumnSample] = (0..<count).map { k in
            let x0 = min(max(padded[k] - 1, 0), Int32(width - 1)), x1 = min(max(padded[k], 0), Int32(width - 1))
            return ImageSampler.ColumnSample(x0: x0, x1: x1, weights: SIMD4(gx[k], fractions[k], gx[k], fractions[k]))
        }
        let (_, coverage, destination) = randomSpan(&random, count: count)
        // Texel-space row coordinate c (v − 0.5): texel row y0, weight fy.
        let y0 = Int(random.next() % UInt64(height)), y1 = min(y0 + 1, height - 1)
        let c = Double(y0) + min(random.double(in: 0...1), 0.999), fy = Float(c - Double(y0))
        let rowWeights = SIMD4<Float>(1 - fy, 1 - fy, fy, fy)
        let sampleOpacity = Float(random.double(in: 0.1...1)), opacity = Float(random.double(in: 0.1...1))
        // The Swift reference: every pixel sampled as `sampleAxisAligned`
        // samples a run's pixels, then `Blender.blend(colors:…)`.
        var samples = [Float](repeating: 0, count: 4 * count)
        for k in 0..<count {
            let e = columns[k], w = e.weights * rowWeights * SIMD4(repeating: sampleOpacity)
            let a = y0 * width + Int(e.x0), b = y0 * width + Int(e.x1)
            let c = y1 * width + Int(e.x0), d = y1 * width + Int(e.x1)
            let s = pixels.floats[a] * SIMD4(repeating: w[0]) + pixels.floats[b] * SIMD4(repeating: w[1])
                + pixels.floats[c] * SIMD4(repeating: w[2]) + pixels.floats[d] * SIMD4(repeating: w[3])
            for i in 0..<4 { samples[4 * k + i] = s[i] }
        }
        var narrow = destination, wide = destination
        // The kernel's arrays, held for the whole call: one run, the whole
        // texel row y0, so every pixel of the span is drawn.
        func held<T>(_ values: [T]) -> UnsafeMutablePointer<T> {
            let p = UnsafeMutablePointer<T>.allocate(capacity: values.count)
            p.initialize(from: values, count: values.count)
            return p
        }
        let x0 = held(padded), gxs = held(gx), fxs = held(fractions), run = held([0, Int32(width)])
        let runStart = held((0...height).map { $0 <= y0 ? 0 : 1 })
        let below = held([0] + [Int32](repeating: Int32(count), count: width))
        defer {
            x0.deallocate(); gxs.deallocate(); fxs.deallocate(); run.deallocate(); runStart.deallocate()
            below.deallocate()
        }
        samples.withUnsafeBufferPointer { src in
            coverage.withUnsafeBufferPointer { cov in
                narrow.withUnsafeMutableBufferPointer { dst in
                    Blender.blend(colors: src.baseAddress!, coverage: cov.baseAddress!, opacity: opacity, count: count,
                                  into: dst.baseAddress!)
                }
                wide.withUnsafeMutableBufferPointer { dst in
                    var draw = fb_plane_draw(
                        planes: planes.planes, stride: planes.planeStride, height: height, scale_y: 0,
                        offset_y: c + 0.5, runs: run, run_start: runStart, below: below, filled_count: count,
                        descending: descending ? 1 : 0, x0: x0, gx: gxs, fx: fxs, first_filled: 0,
                        sample_opacity: sampleOpacity, opacity: opacity, pixels: dst.baseAddress!, row_bytes: 4 * count,
                        origin_x: 0, origin_y: 0)
                    fb_plane_row_avx2(&draw, 0, 0, count, cov.baseAddress!)
                }
            }
        }
        #expect(wide == narrow, "\(count) pixels, width \(width), steps ≤ \(maxStep), descending \(descending)")
    }
    #endif

    /// `fb_axis_columns_avx2` writes `fillAxisAlignedColumns`'s records bit
    /// for bit (random scales of both signs, offsets, columns beyond both
    /// edges; for seed 7 a scale of 1e308, where groups of four mix finite
    /// and infinite columns), and its padded columns name the same texel
    /// pair.
    #if arch(x86_64)
    @Test(arguments: 0..<8) func columnsInCMatchTheSwiftColumns(seed: UInt64) throws {
        var random = SplitMix64(seed: 12_800 + seed)
        let width = 1 + Int(random.next() % 60), count = 1 + Int(random.next() % 90)
        // Device → texel scale 1/scale: 1e308 (every u infinite) for seed 7.
        let scale = seed == 7 ? 1e-308 : random.double(in: 0.25...10) * (random.next() % 2 == 0 ? -1 : 1)
        let image = FastPathTests().randomImage(&random, width: width, height: 1, transparentShare: 0)
        let item = ImageItem(image: image, destination: Rect(x: 0, y: 0, width: Double(width), height: 1),
                             tileSize: nil,
                             transform: AffineTransform(scaleX: scale, y: 1)
                                 .concatenating(AffineTransform(translationX: random.double(in: -80...80), y: 0)),
                             opacity: 1)
        let sampler = try #require(ImageSampler(item: item, transform: item.transform))
        let x = Int(random.next() % 40) - 20
        let swift = UnsafeMutablePointer<ImageSampler.ColumnSample>.allocate(capacity: count)
        let c = UnsafeMutablePointer<ImageSampler.ColumnSample>.allocate(capacity: count)
        let planes = ImageSampler.ColumnPlanes(capacity: count)
        defer { swift.deallocate(); c.deallocate(); planes.deallocate() }
        let swiftFinite = sampler.fillAxisAlignedColumns(x: x, count: count, into: swift)
        let cFinite = sampler.fillAxisAlignedColumns(x: x, count: count, into: c, planes: planes)
        #expect(swiftFinite == cFinite)
        for i in 0..<count {
            let a = swift[i], b = c[i]
            let sameWeights = (0..<4).allSatisfy { a.weights[$0].bitPattern == b.weights[$0].bitPattern }
            #expect(a.x0 == b.x0 && a.x1 == b.x1 && sameWeights, "column \(i)")
            guard a.x0 >= 0 else { continue }
            #expect(min(max(planes.x0[i] - 1, 0), Int32(width - 1)) == a.x0
                    && min(max(planes.x0[i], 0), Int32(width - 1)) == a.x1
                    && planes.gx[i] == a.weights[0] && planes.fx[i] == a.weights[1], "column \(i)")
        }
    }
    #endif

    /// Whole frames: the tile grid's case (axis-aligned images at random
    /// scales, flips, opacities, partly off canvas, over a translucent
    /// fill), plus gradients, rotated images and a masked translucent
    /// group, drawn with and without the kernels, prepared images on and off.
    @Test(arguments: 0..<8, [true, false])
    func framesMatchWithoutWideLanes(seed: UInt64, prepared: Bool) throws {
        var random = SplitMix64(seed: 13_000 + seed)
        let helper = FastPathTests()
        var items: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: Rect(x: 2.5, y: 1.5, width: 70, height: 50)), transform: .identity,
                           fillRule: .nonZero, paint: .solid(Color(red: 0.1, green: 0.4, blue: 0.8, alpha: 0.7)))),
            .fill(FillItem(path: Path(ellipseIn: Rect(x: 10, y: 8, width: 40, height: 30)), transform: .identity,
                           fillRule: .nonZero,
                           paint: .axial(Gradient(stops: [Gradient.Stop(location: 0, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
                                                          Gradient.Stop(location: 1, color: Color(red: 0, green: 1, blue: 0.5, alpha: 1))]),
                                         start: Point(10, 8), end: Point(50, 38)))),
        ]
        for _ in 0..<10 {
            let image = helper.randomImage(&random, width: 1 + Int(random.next() % 30), height: 1 + Int(random.next() % 30),
                                           transparentShare: 0.3)
            let sx = random.double(in: 0.3...3) * (random.next() % 4 == 0 ? -1 : 1)
            let sy = random.double(in: 0.3...3) * (random.next() % 4 == 0 ? -1 : 1)
            var transform = AffineTransform(scaleX: sx, y: sy)
            if random.next() % 4 == 0 { transform = transform.concatenating(AffineTransform(rotationAngle: random.double(in: 0...6))) }
            transform = transform.concatenating(AffineTransform(translationX: random.double(in: -10...80),
                                                                y: random.double(in: -10...60)))
            let item = ImageItem(image: image, destination: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
                                 tileSize: nil, transform: transform, opacity: random.double(in: 0.2...1))
            items.append(random.next() % 2 == 0 ? .image(item)
                         : .group(GroupItem(items: [.image(item)], opacity: random.double(in: 0.2...1))))
        }
        // A translucent group of two items, masked in a random mode (or not):
        // the composite kernel's case.
        let disk = DisplayItem.fill(FillItem(path: Path(ellipseIn: Rect(x: 20, y: 12, width: 36, height: 30)),
                                             transform: .identity, fillRule: .nonZero,
                                             paint: .solid(Color(red: 0.9, green: 0.8, blue: 0.1, alpha: 0.8))))
        let mask = DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 15.5, y: 20.25, width: 40, height: 19)),
                                             transform: .identity, fillRule: .nonZero,
                                             paint: .solid(Color(red: 0.3, green: 1, blue: 0.6, alpha: 0.7))))
        items.append(.group(GroupItem(items: [disk, items[1]], opacity: random.double(in: 0.3...1),
                                      mask: random.next() % 5 == 0 ? nil : [mask],
                                      maskMode: MaskMode.allCases[Int(random.next() % 4)])))
        let list = DisplayList(width: 77, height: 59, items: items)
        var wide = CPURenderer(), narrow = CPURenderer()
        wide.switches.cpuPreparedImages = prepared
        narrow.switches.cpuPreparedImages = prepared
        narrow.switches.cpuWideLanes = false
        #expect(try wide.render(list) == narrow.render(list))
    }
}

extension WideLanesTests {
    /// Axial, radial and focal radial gradients of 1…6 stops (shared
    /// locations, stops outside 0…1, translucent colors; focal points
    /// inside, outside and on the ellipse) under random transforms: the AVX2
    /// shading and blending gives `shade` and the Swift blend's bytes, on
    /// spans of every length 0…13 and one of 37 at random rows, over random
    /// pixels with random coverage.
    @Test(arguments: 0..<8) func gradientShadingMatchesTheSwiftLoop(seed: UInt64) throws {
        var random = SplitMix64(seed: 14_000 + seed)
        try expectGradientShadingMatches(&random, scales: -3...3)
    }

    /// The same with gradients drawn 5…20 times larger, so that neighbors
    /// share a segment between two stops (the kernel broadcasts its stops
    /// instead of gathering them) or lie together beyond an end (it stores
    /// that end's color at once).
    @Test(arguments: 0..<8) func gentleGradientShadingMatchesTheSwiftLoop(seed: UInt64) throws {
        var random = SplitMix64(seed: 15_000 + seed)
        try expectGradientShadingMatches(&random, scales: 5...20)
    }

    /// 12 random gradients (transforms whose a and d are drawn from
    /// `scales`, either sign), each shaded and blended on spans of 0…13 and
    /// 37 pixels both ways, at opacity 1 or a random one; fails on any byte
    /// that differs.
    func expectGradientShadingMatches(_ random: inout SplitMix64, scales: ClosedRange<Double>) throws {
        for _ in 0..<12 {
            var stops: [Gradient.Stop] = []
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let location = random.next() % 4 == 0 && !stops.isEmpty ? stops.last!.location : random.double(in: -0.2...1.2)
                stops.append(Gradient.Stop(location: location,
                                           color: Color(red: random.double(in: 0...1), green: random.double(in: 0...1),
                                                        blue: random.double(in: 0...1), alpha: random.double(in: 0...1))))
            }
            let gradient = Gradient(stops: stops)
            func scale() -> Double { random.double(in: scales) * (random.next() % 2 == 0 ? 1 : -1) }
            let transform = AffineTransform(a: scale(), b: random.double(in: -1...1),
                                            c: random.double(in: -1...1), d: scale(),
                                            tx: random.double(in: -50...50), ty: random.double(in: -50...50))
            let center = Point(random.double(in: -10...30), random.double(in: -10...30))
            let radii = Size(random.double(in: 1...40), random.double(in: 1...40))
            // A focal point inside the ellipse, outside (moved onto it), or
            // on it (1 − |f|² = 0: the +∞ of rays leaving the circle).
            let focal = random.next() % 4 == 0
                ? Point(center.x + radii.width, center.y)
                : Point(center.x + radii.width * random.double(in: -1.3...1.3),
                        center.y + radii.height * random.double(in: -1.3...1.3))
            let paint: Paint = switch random.next() % 3 {
            case 0: .axial(gradient, start: Point(random.double(in: -20...20), random.double(in: -20...20)),
                           end: Point(random.double(in: -20...40), random.double(in: -20...40)))
            case 1: .radial(gradient, center: center, radii: radii, focal: nil)
            default: .radial(gradient, center: center, radii: radii, focal: focal)
            }
            let shader = try #require(Shader(paint: paint, transform: transform))
            for count in Array(0...13) + [37] {
                let y = Int(random.next() % 60) - 10, x = Int(random.next() % 60) - 10
                let span = randomSpan(&random, count: count)
                let opacity: Float = random.next() % 2 == 0 ? 1 : Float(random.double(in: 0...1))
                var wide = span.dst, narrow = span.dst
                var colors = [Float](repeating: -1, count: 4 * count)
                let handled = wide.withUnsafeMutableBufferPointer { row in
                    shader.blendWide(y: y, x: x, count: count, coverage: span.coverage, opacity: opacity,
                                     into: row.baseAddress!)
                }
                colors.withUnsafeMutableBufferPointer { shader.shade(y: y, x: x, count: count, into: $0.baseAddress!) }
                narrow.withUnsafeMutableBufferPointer { row in
                    Blender.blend(colors: colors, coverage: span.coverage, opacity: opacity, count: count, wide: false,
                                  into: row.baseAddress!)
                }
                if case .solid = shader { continue }
                #expect(handled)
                #expect(wide == narrow, "\(paint) at \(x), \(y), \(count) pixels, opacity \(opacity)")
            }
        }
    }
}

extension WideLanesTests {
    /// Images at one texel per pixel (scale ±1, whole-pixel offsets: the
    /// unscaled kernel, with its opaque-run copy for opaque images at full
    /// opacity), some at half-pixel offsets or scale 1 on one axis only
    /// (the general rows), translucent and opaque, partly off canvas, with
    /// and without the kernels: the same bytes.
    @Test(arguments: 0..<8) func imagesAtOneTexelPerPixelMatchWithoutWideLanes(seed: UInt64) throws {
        var random = SplitMix64(seed: 15_000 + seed)
        let helper = FastPathTests()
        var items: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 64, height: 40)), transform: .identity,
                           fillRule: .nonZero, paint: .solid(Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.9)))),
        ]
        for index in 0..<12 {
            let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 20)
            let image = index % 3 == 0
                ? Bitmap(width: width, height: height,
                         pixels: (0..<(width * height)).flatMap { _ in
                             [UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), 255]
                         })
                : helper.randomImage(&random, width: width, height: height, transparentShare: 0.3)
            let sx: Double = random.next() % 4 == 0 ? -1 : 1, sy: Double = random.next() % 4 == 0 ? -1 : 1
            let dx = Double(Int(random.next() % 80) - 20) + (random.next() % 5 == 0 ? 0.5 : 0)
            let dy = Double(Int(random.next() % 50) - 10) + (random.next() % 5 == 0 ? 0.5 : 0)
            let transform = AffineTransform(scaleX: sx, y: random.next() % 6 == 0 ? 1.5 : sy)
                .concatenating(AffineTransform(translationX: dx, y: dy))
            let opacity = random.next() % 2 == 0 ? 1 : random.double(in: 0.2...1)
            items.append(.image(ImageItem(image: image, destination: Rect(x: 0, y: 0, width: Double(width),
                                                                          height: Double(height)),
                                          tileSize: nil, transform: transform, opacity: opacity)))
        }
        let list = DisplayList(width: 64, height: 40, items: items)
        var narrow = CPURenderer()
        narrow.switches.cpuWideLanes = false
        #expect(try CPURenderer().render(list) == narrow.render(list))
    }
}
