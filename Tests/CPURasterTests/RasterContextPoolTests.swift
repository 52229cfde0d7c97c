import Foundation
import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// The renderer keeps its `RasterContext`s from frame to frame
/// (`RasterContextPool`): what one frame leaves in their scratch memory
/// must not reach the next.
@Suite struct RasterContextPoolTests {
    /// A context given back is handed out again for the same settings, and
    /// never for other ones.
    @Test func aContextIsReusedOnlyWithTheSameSettings() {
        let pool = RasterContextPool()
        let images = PreparedImages(), cache = CoverageCache()
        let first = pool.take(tolerance: 0.1, switches: DebugSwitches(), sharedImages: images, coverageCache: cache)
        pool.giveBack(first)
        let again = pool.take(tolerance: 0.1, switches: DebugSwitches(), sharedImages: images, coverageCache: cache)
        #expect(again === first)
        pool.giveBack(again)
        var general = DebugSwitches()
        general.cpuFastPaths = false
        #expect(pool.take(tolerance: 0.1, switches: general, sharedImages: images, coverageCache: cache) !== first)
        func take(_ tolerance: Double, _ images: PreparedImages) -> RasterContext {
            pool.take(tolerance: tolerance, switches: DebugSwitches(), sharedImages: images, coverageCache: cache)
        }
        #expect(take(0.2, images) !== first)
        #expect(take(0.1, PreparedImages()) !== first)
        #expect(take(0.1, images) === first)
    }

    /// A random frame: canvases of different widths (so the kept scratch
    /// rows are longer or shorter than the next frame needs), ellipses,
    /// many-sided stars, gradients, a masked group and an image.
    func randomList(_ random: inout SplitMix64) -> DisplayList {
        let width = 8 + Int(random.next() % 90), height = 8 + Int(random.next() % 60)
        func color(_ alpha: Double) -> Color {
            Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
                  alpha: alpha)
        }
        func box() -> Rect {
            Rect(x: random.double(in: -5...Double(width)), y: random.double(in: -5...Double(height)),
                 width: random.double(in: 2...40), height: random.double(in: 2...30))
        }
        var star = Path()
        let center = Point(random.double(in: 0...Double(width)), random.double(in: 0...Double(height)))
        let points = 5 + Int(random.next() % 40)
        for k in 0..<(2 * points) {
            let radius = k % 2 == 0 ? random.double(in: 8...30) : random.double(in: 2...8)
            let angle = Double(k) * .pi / Double(points)
            let p = Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let gradient = Gradient(stops: [.init(location: 0, color: color(1)), .init(location: 1, color: color(0.5))])
        let pixels = (0..<(4 * 5 * 4)).map { _ in UInt8(random.next() % 256) }
        let opaque = pixels.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        let image = Bitmap(width: 4, height: 5, pixels: opaque)
        return DisplayList(width: width, height: height, items: [
            .fill(FillItem(path: Path(ellipseIn: box()), transform: .identity, fillRule: .nonZero,
                           paint: .axial(gradient, start: .zero, end: Point(Double(width), Double(height))))),
            .fill(FillItem(path: star, transform: .identity, fillRule: .evenOdd, paint: .solid(color(0.8)))),
            .group(GroupItem(items: [.fill(FillItem(path: Path(rect: box()), transform: .identity, fillRule: .nonZero,
                                                    paint: .radial(gradient, center: center, radii: Size(20, 12))))],
                             mask: [.fill(FillItem(path: Path(ellipseIn: box()), transform: .identity,
                                                   fillRule: .nonZero, paint: .solid(color(1))))])),
            .image(ImageItem(image: image, destination: box(), tileSize: nil, transform: .identity, opacity: 0.9)),
        ])
    }

    /// Frames drawn one after another by one renderer, whole and in bands
    /// on two threads, are the frames fresh renderers draw.
    @Test(arguments: 0..<4) func framesDrawnWithKeptContextsMatchFreshOnes(seed: UInt64) throws {
        var random = SplitMix64(seed: 31_000 + seed)
        let kept = CPURenderer(), keptBanded = CPURenderer(bands: 3, threads: 2)
        for _ in 0..<12 {
            let list = randomList(&random)
            let fresh = try CPURenderer().render(list)
            #expect(try kept.render(list) == fresh)
            #expect(try keptBanded.render(list) == fresh)
        }
    }
}
