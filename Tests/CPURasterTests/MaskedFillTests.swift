import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// A masked group holding one gradient fill, composited as the fill is
/// drawn (`RasterContext.drawMaskedFill`), against the general path's layer
/// and composite.
@Suite struct MaskedFillTests {
    func color(_ random: inout SplitMix64, alpha: Double) -> Color {
        Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
              alpha: alpha)
    }

    /// A gradient of 1 to 4 stops, some translucent unless `opaque`, as an
    /// axial, radial or focal radial paint (`kind` 0, 1, 2).
    func gradientPaint(_ random: inout SplitMix64, kind: Int, opaque: Bool = false) -> Paint {
        let count = 1 + Int(random.next() % 4)
        let locations = (0..<count).map { _ in random.double(in: 0...1) }.sorted()
        let stops = locations.map { location in
            Gradient.Stop(location: location,
                          color: color(&random, alpha: opaque || random.next() % 2 == 0 ? 1 : random.double(in: 0...1)))
        }
        let gradient = Gradient(stops: stops)
        let center = Point(random.double(in: 5...35), random.double(in: 5...30))
        switch kind {
        case 0:
            return .axial(gradient, start: center, end: Point(random.double(in: -5...45), random.double(in: -5...40)))
        case 1:
            return .radial(gradient, center: center, radii: Size(random.double(in: 3...30), random.double(in: 3...30)))
        default:
            let radii = Size(random.double(in: 5...30), random.double(in: 5...30))
            return .radial(gradient, center: center, radii: radii,
                           focal: Point(center.x + random.double(in: -0.9...0.9) * radii.width,
                                        center.y + random.double(in: -0.9...0.9) * radii.height))
        }
    }

    /// An ellipse, a rectangle or two overlapping rectangles (even-odd
    /// leaves a hole where they overlap).
    func shape(_ random: inout SplitMix64) -> Path {
        func box() -> Rect {
            Rect(x: random.double(in: -4...30), y: random.double(in: -4...24), width: random.double(in: 3...30),
                 height: random.double(in: 3...20))
        }
        switch random.next() % 3 {
        case 0: return Path(ellipseIn: box())
        case 1: return Path(rect: box())
        default:
            var path = Path(rect: box())
            path.append(Path(rect: box()))
            return path
        }
    }

    /// The masked gradient group of `seed`: a gradient fill placed by a
    /// rotation, scale and translation, under a mask of 1 to 3 fills (some
    /// translucent, colored or black) in the seed's mask mode, at group
    /// opacity 1 or below.
    func maskedGradientGroup(_ random: inout SplitMix64, seed: UInt64) -> GroupItem {
        let angle = random.double(in: -Double.pi...Double.pi)
        let transform = AffineTransform(rotationAngle: angle)
            .concatenating(AffineTransform(scaleX: random.double(in: 0.5...1.5), y: random.double(in: 0.5...1.5)))
            .concatenating(AffineTransform(translationX: random.double(in: 10...30), y: random.double(in: 8...26)))
        let fill = FillItem(path: shape(&random), transform: transform,
                            fillRule: random.next() % 2 == 0 ? .nonZero : .evenOdd,
                            paint: gradientPaint(&random, kind: Int(seed % 3)))
        let mask: [DisplayItem] = (0..<(1 + Int(random.next() % 3))).map { _ in
            let alpha = [1, 0.5, random.double(in: 0.01...1)][Int(random.next() % 3)]
            let paint: Paint = random.next() % 3 == 0 ? .solid(Color(red: 0, green: 0, blue: 0, alpha: alpha))
                : .solid(color(&random, alpha: alpha))
            return .fill(FillItem(path: shape(&random), transform: .identity, fillRule: .nonZero, paint: paint))
        }
        return GroupItem(items: [.fill(fill)], opacity: random.next() % 3 == 0 ? random.double(in: 0.2...1) : 1,
                         mask: mask, maskMode: MaskMode.allCases[Int(seed / 3 % 4)])
    }

    /// A masked gradient group as lottie-ios draws a Lottie gradient fill:
    /// the gradient fills a rectangle around one solid mask shape, a point
    /// wider on each side (`margin`; less, or none, now and then, so that
    /// the rectangle does not always cover the mask's pixels wholly),
    /// placed by a scale in `scales` (Default: 0.5…2; under 1, a point is
    /// less than a pixel) and a translation, or by a rotation too when
    /// `rotated`, in the seed's mask mode.
    func lottieGradientGroup(_ random: inout SplitMix64, seed: UInt64, margin: Double, rotated: Bool,
                             scales: ClosedRange<Double> = 0.5...2, opaque: Bool = false) -> GroupItem {
        let box = Rect(x: random.double(in: -6...20), y: random.double(in: -6...16), width: random.double(in: 4...30),
                       height: random.double(in: 4...24))
        let path: Path
        switch random.next() % 3 {
        case 0: path = Path(ellipseIn: box)
        case 1: path = Path(rect: box)
        default:
            var two = Path(rect: Rect(x: box.minX, y: box.minY, width: box.width * 0.7, height: box.height * 0.7))
            two.append(Path(rect: Rect(x: box.minX + box.width * 0.3, y: box.minY + box.height * 0.3,
                                       width: box.width * 0.7, height: box.height * 0.7)))
            path = two
        }
        var transform = AffineTransform(scaleX: random.double(in: scales), y: random.double(in: scales))
            .concatenating(AffineTransform(translationX: random.double(in: 0...20), y: random.double(in: 0...14)))
        if rotated { transform = AffineTransform(rotationAngle: random.double(in: 0.1...1.4)).concatenating(transform) }
        let around = Rect(x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin,
                          height: box.height + 2 * margin)
        let alpha = [1, 0.5, random.double(in: 0.01...1)][Int(random.next() % 3)]
        let maskPaint: Paint = random.next() % 2 == 0 ? .solid(Color(red: 0, green: 0, blue: 0, alpha: alpha))
            : .solid(color(&random, alpha: alpha))
        return GroupItem(items: [.fill(FillItem(path: Path(rect: around), transform: transform, fillRule: .nonZero,
                                                paint: gradientPaint(&random, kind: Int(seed % 3),
                                                                     opaque: opaque)))],
                         opacity: random.next() % 3 == 0 ? random.double(in: 0.2...1) : 1,
                         mask: [.fill(FillItem(path: path, transform: transform,
                                               fillRule: random.next() % 2 == 0 ? .nonZero : .evenOdd,
                                               paint: maskPaint))],
                         maskMode: MaskMode.allCases[Int(seed / 3 % 4)])
    }

    /// Masked gradient groups over a translucent backdrop, alone, inside a
    /// translucent group, or as the content of another masked group (whose
    /// mask limits the columns drawn): the same bytes as the general path,
    /// whole and in three bands on two threads.
    @Test(arguments: 0..<72) func maskedGradientFillsMatchTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 12_300 + seed)
        // Odd seeds: as lottie-ios draws Lottie gradients (a solid mask
        // inside the gradient's rectangle, mostly); even: any shape and mask.
        let group = seed % 2 == 0 ? maskedGradientGroup(&random, seed: seed / 2)
            : lottieGradientGroup(&random, seed: seed / 2, margin: [1, 1, 1, 0.3, 0, -0.5][Int(random.next() % 6)],
                                  rotated: random.next() % 5 == 0)
        try expectTheGeneralPathsBytes(placing: group, &random, shape: shape)
    }

    /// The groups above with a solid fill instead of the gradient (opaque
    /// or translucent; a track matte over one shape): the same bytes as the
    /// general path, whole and in bands. A solid fill composited without
    /// its mask's pixel, its group's opacity or its own coverage fails it.
    @Test(arguments: 0..<48) func maskedSolidFillsMatchTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 12_400 + seed)
        var group = seed % 2 == 0 ? maskedGradientGroup(&random, seed: seed / 2)
            : lottieGradientGroup(&random, seed: seed / 2, margin: [1, 1, 0.3, -0.5][Int(random.next() % 4)],
                                  rotated: random.next() % 5 == 0)
        guard case .fill(var fill) = group.items[0] else { Issue.record("not a fill"); return }
        fill.paint = .solid(color(&random, alpha: seed % 3 == 0 ? 0.6 : 1))
        group.items = [.fill(fill)]
        try expectTheGeneralPathsBytes(placing: group, &random, shape: shape)
    }

    /// Opaque gradients drawn wholly, where the kernels store the shaded
    /// pixels as they are (`fb_gradient_eight`): inside a solid mask,
    /// opaque or not, at group opacity 1 or below, and as plain fills, over
    /// a translucent backdrop: the same bytes as the general path. A store
    /// that skips the mask's or the group's share fails it.
    @Test(arguments: 0..<24) func opaqueGradientsDrawnWhollyMatchTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 12_500 + seed)
        var group = lottieGradientGroup(&random, seed: seed, margin: 1, rotated: false, scales: 1...2, opaque: true)
        // Alpha and luminance modes (the solid mask's), the mask opaque or
        // not, the group at opacity 1 or below: each seed one of the eight.
        group.maskMode = seed % 2 == 0 ? .alpha : .luminance
        group.opacity = seed / 2 % 2 == 0 ? 1 : 0.6
        if seed / 4 % 2 == 1, case .fill(var mask)? = group.mask?.first {
            mask.paint = .solid(color(&random, alpha: 0.5))
            group.mask = [.fill(mask)]
        }
        guard case .fill(let plain) = group.items[0] else { Issue.record("not a fill"); return }
        let backdrop = DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 44, height: 36)),
                                                 transform: .identity, fillRule: .nonZero,
                                                 paint: .solid(color(&random, alpha: 0.6))))
        for item in [DisplayItem.group(group), .fill(plain)] {
            let list = DisplayList(width: 44, height: 36, items: [backdrop, item])
            var fast = CPURenderer(), general = CPURenderer()
            general.switches.cpuFastPaths = false
            #expect(try fast.render(list) == general.render(list), "\(item)")
        }
    }

    /// The groups above, and the same with a solid fill, are drawn by
    /// `drawMaskedFill` where the AVX2 kernels run; a second item, a
    /// shadow, a clip or another blend mode is left to the general path.
    @Test func maskedGradientGroupsAreRecognized() throws {
        guard WideLanes.available else { return }
        var random = SplitMix64(seed: 12_299)
        func recognized(_ group: GroupItem) -> Bool { fastPathTakes(group, RasterContext.drawMaskedFill) }
        for seed in UInt64(0)..<6 {
            var group = maskedGradientGroup(&random, seed: seed)
            #expect(recognized(group))
            guard case .fill(var fill) = group.items[0] else { Issue.record("not a fill"); return }
            var other = group
            other.items.append(.fill(fill))
            #expect(!recognized(other))
            other = group
            other.shadow = GroupShadow(color: .black, offsetX: 1, offsetY: 2, sigma: 1)
            #expect(!recognized(other))
            other = group
            other.clip = Clip(rect: Rect(x: 2, y: 2, width: 30, height: 20), cornerRadius: 0, transform: .identity)
            #expect(!recognized(other))
            other = group
            other.blendMode = .multiply
            #expect(!recognized(other))
            fill.paint = .solid(color(&random, alpha: 0.7))
            group.items = [.fill(fill)]
            #expect(recognized(group))
        }
    }

    /// A lottie-ios gradient group whose rectangle covers its solid mask's
    /// pixels wholly sweeps the mask alone (`solidMask`), in the alpha and
    /// luminance modes; inverted modes, a rotated rectangle, one that
    /// reaches the mask's pixels only partly, and two mask fills do not.
    @Test func solidMasksInsideTheGradientAreRecognized() throws {
        var random = SplitMix64(seed: 12_298)
        let context = RasterContext(tolerance: 0.1)
        func solid(_ group: GroupItem) -> Bool {
            guard case .fill(let fill) = group.items[0] else { return false }
            let content = DevicePolygons.fill(fill.path, transform: fill.transform, tolerance: 0.1)
            return context.solidMask(group.mask ?? [], mode: group.maskMode, outer: .identity, within: content) != nil
        }
        for seed in UInt64(0)..<12 {
            let group = lottieGradientGroup(&random, seed: seed, margin: 1, rotated: false, scales: 1...2)
            let mode = group.maskMode
            #expect(solid(group) == (mode == .alpha || mode == .luminance), "\(mode)")
            #expect(!solid(lottieGradientGroup(&random, seed: seed, margin: 1, rotated: true)))
            #expect(!solid(lottieGradientGroup(&random, seed: seed, margin: -0.5, rotated: false)))
            var two = group
            two.mask = (group.mask ?? []) + (group.mask ?? [])
            #expect(!solid(two))
        }
    }
}
