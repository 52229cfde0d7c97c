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
    /// The same list with and without the fast paths.
    func bothWays(_ list: DisplayList) throws -> (fast: Bitmap, general: Bitmap) {
        var general = CPURenderer()
        general.usesFastPaths = false
        return (try CPURenderer().render(list), try general.render(list))
    }

    /// A premultiplied image with transparent, translucent and opaque texels.
    func randomImage(_ random: inout SplitMix64, width: Int, height: Int) -> Bitmap {
        var pixels: [UInt8] = []
        for _ in 0..<(width * height) {
            let kind = random.next() % 4
            let a: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(random.next() % 256)
            for _ in 0..<3 { pixels.append(a == 0 ? 0 : UInt8(random.next() % (UInt64(a) + 1))) }
            pixels.append(a)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// A translucent background, then images placed by random scales
    /// (flips, minification, magnification) and fractional translations,
    /// with item, instance and group opacities, some partly off canvas.
    @Test(arguments: 0..<12) func axisAlignedImagesMatchTheGeneralPath(seed: UInt64) throws {
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
        let (fast, general) = try bothWays(DisplayList(width: width, height: height, items: items))
        #expect(fast == general)
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
