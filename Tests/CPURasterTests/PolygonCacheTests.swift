import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Device polygons kept from frame to frame (`PolygonCache`) are what
/// flattening gives, for the very shape asked for, and no more are kept
/// than the last frames used.
@Suite struct PolygonCacheTests {
    let tolerance = 0.1

    /// A wavy closed path, made anew at each call (fresh array storage, so
    /// lookups compare elements, not the same buffer).
    func wave(_ height: Double = 10) -> Path {
        var path = Path()
        path.move(to: Point(2, 3))
        path.curve(to: Point(40, 5), control1: Point(12, 3 - height), control2: Point(30, 5 + height))
        path.line(to: Point(38, 30))
        path.curve(to: Point(4, 28), control1: Point(28, 30 + height), control2: Point(10, 28 - height))
        path.close()
        return path
    }

    func stroke(_ path: Path, transform: AffineTransform = .identity, width: Double = 3, start: Double = 0,
                end: Double = 1) -> StrokeItem {
        StrokeItem(path: path, transform: transform, style: StrokeStyle(lineWidth: width), strokeStart: start,
                   strokeEnd: end, paint: .solid(.black))
    }

    /// Every lookup gives `DevicePolygons`' answer for the shape asked
    /// for, kept or not: a shape that differs from a kept one in its path,
    /// transform, stroke style or trim is not taken for it.
    @Test func keptPolygonsAreWhatFlatteningGives() {
        let cache = PolygonCache()
        let placements = [AffineTransform.identity, AffineTransform(translationX: 0.25, y: 0),
                          AffineTransform(scaleX: 1.5, y: 0.5), AffineTransform(rotationAngle: 0.3)]
        for frame in 0..<3 {
            for transform in placements {
                for height in [10.0, 10.5, -4] {
                    let path = wave(height)
                    #expect(cache.fill(path, transform: transform, tolerance: tolerance)
                        == DevicePolygons.fill(path, transform: transform, tolerance: tolerance), "frame \(frame)")
                    for (width, start, end) in [(3.0, 0.0, 1.0), (5, 0, 1), (3, 0.2, 1), (3, 0, 0.7)] {
                        let item = stroke(path, transform: transform, width: width, start: start, end: end)
                        #expect(cache.stroke(item, tolerance: tolerance)
                            == DevicePolygons.stroke(item, tolerance: tolerance), "frame \(frame)")
                    }
                }
            }
            cache.endFrame()
        }
        // 4 placements × 3 paths, each a fill and four strokes.
        #expect(cache.count == 4 * 3 * 5)
    }

    /// A shape used in a frame is kept through the next; one a whole frame
    /// went without is dropped at that frame's end.
    @Test func shapesUnusedForAWholeFrameAreDropped() {
        let cache = PolygonCache()
        let still = wave(), moved = AffineTransform(translationX: 3, y: 0)
        _ = cache.fill(still, transform: .identity, tolerance: tolerance)
        _ = cache.fill(still, transform: moved, tolerance: tolerance)
        cache.endFrame()
        #expect(cache.count == 2)
        _ = cache.fill(wave(), transform: .identity, tolerance: tolerance)
        cache.endFrame()
        #expect(cache.count == 1)
        cache.endFrame()
        #expect(cache.count == 0)
    }

    /// Past `maximumPoints` points or `capacity` shapes in a frame a shape
    /// is flattened but not kept; a path with a non-finite point gives
    /// flattening's answer, kept or not.
    @Test func keepingIsBounded() {
        let cache = PolygonCache(capacity: 3, maximumPoints: 200)
        let small = wave(0)
        let smallCount = DevicePolygons.fill(small, transform: .identity, tolerance: tolerance)
            .reduce(0) { $0 + $1.count }
        #expect(smallCount < 100)
        var large = Path()
        large.move(to: Point(0, 0))
        for i in 1...250 { large.line(to: Point(Double(i % 20), Double(i / 20) + Double(i % 2))) }
        large.close()
        #expect(cache.fill(large, transform: .identity, tolerance: tolerance)
            == DevicePolygons.fill(large, transform: .identity, tolerance: tolerance))
        #expect(cache.count == 0)
        for x in 0..<4 {
            let transform = AffineTransform(translationX: Double(x), y: 0)
            #expect(cache.fill(small, transform: transform, tolerance: tolerance)
                == DevicePolygons.fill(small, transform: transform, tolerance: tolerance))
        }
        #expect(cache.count == min(3, 200 / smallCount))
        var broken = wave()
        broken.line(to: Point(.nan, 4))
        broken.close()
        cache.endFrame()
        let once = cache.fill(broken, transform: .identity, tolerance: tolerance)
        let again = cache.fill(broken, transform: .identity, tolerance: tolerance)
        #expect(once.count == again.count)
        #expect(once.count == DevicePolygons.fill(broken, transform: .identity, tolerance: tolerance).count)
        #expect(cache.count == min(3, 200 / smallCount) + 1)
    }

    /// A renderer whose contexts keep polygons draws, frame after frame, on
    /// bands and threads, what one that flattens every shape draws: still
    /// shapes, moving ones and strokes whose trim changes.
    @Test func keptPolygonsDrawTheSameBytes() throws {
        let kept = CPURenderer(bands: 3, threads: 2)
        var flattened = CPURenderer(bands: 3, threads: 2)
        flattened.switches.cpuPolygonCache = false
        for k in 0..<8 {
            let list = DisplayList(width: 60, height: 48, items: [
                .fill(FillItem(path: wave(), transform: .identity, fillRule: .evenOdd,
                               paint: .solid(Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)))),
                .fill(FillItem(path: wave(6), transform: AffineTransform(translationX: Double(k / 2) * 1.37, y: 9),
                               fillRule: .nonZero, paint: .solid(Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)))),
                .stroke(stroke(wave(3), transform: AffineTransform(translationX: 12, y: 12), width: 2.5,
                               end: k < 4 ? 1 : 0.6)),
            ])
            #expect(try kept.render(list) == flattened.render(list), "frame \(k)")
        }
    }
}
