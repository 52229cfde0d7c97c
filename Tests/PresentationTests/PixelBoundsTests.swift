import Geometry
import Paths
import Presentation
import Testing

/// Pixel rects and the conservative bounds both backends size their
/// offscreen groups and culling by.
@Suite struct PixelBoundsTests {
    @Test func boundsCoverWhatItemsTouch() {
        let square = DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 10.5, y: 20, width: 5, height: 5)),
                                               transform: .identity, fillRule: .nonZero, paint: .solid(.white)))
        #expect(PixelBounds.of(square) == PixelRect(minX: 9, minY: 19, maxX: 17, maxY: 26),
                "covering pixels plus one for rounding")
        let wide = DisplayItem.stroke(StrokeItem(path: Path(elements: [.move(Point(10, 10)), .line(Point(20, 10))]),
                                                 transform: .identity, style: StrokeStyle(lineWidth: 4, lineJoin: .round),
                                                 strokeStart: 0, strokeEnd: 1, paint: .solid(.white)))
        #expect(PixelBounds.of(wide) == PixelRect(minX: 7, minY: 7, maxX: 23, maxY: 13))
    }

    /// A miter limit of NaN reads as 10, as the Stroker reads it, so the
    /// bounds hold the longest miter the outline can have.
    @Test func aNaNMiterLimitBoundsTheStrokerMiter() {
        let corner = Path(elements: [.move(Point(0, 0)), .line(Point(100, 2)), .line(Point(0, 4))])
        let stroke = StrokeItem(path: corner, transform: .identity,
                                style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: .nan),
                                strokeStart: 0, strokeEnd: 1, paint: .solid(.white))
        // Half width 1 × limit 10 = 10 px of reach around the control box.
        #expect(PixelBounds.of(.stroke(stroke)) == PixelRect(minX: -11, minY: -11, maxX: 111, maxY: 15))
    }

    @Test func emptyAndUnboundedRects() {
        let a = PixelRect(x: 0, y: 0, width: 4, height: 4), b = PixelRect(x: 10, y: 10, width: 2, height: 2)
        #expect(a.intersection(b) == .empty)
        #expect(!a.intersects(b))
        #expect(a.union(.empty) == a && PixelRect.empty.union(b) == b)
        #expect(a.union(b) == PixelRect(minX: 0, minY: 0, maxX: 12, maxY: 12))
        #expect(PixelRect(covering: [Point(.nan, 3)]) == .empty, "no finite point touches nothing")
        #expect(PixelRect(covering: [Point(-1e308, 0), Point(1e308, 1)]) == .unbounded, "an extent past Double")
        #expect(PixelRect.unbounded.intersection(a) == a)
    }

    /// Whole coordinates become pixel indices toward zero, clamped to
    /// ±2^30; NaN is 0.
    @Test func pixelIndicesAreClampedAndNaNIsZero() {
        #expect(PixelRect.pixel(3.9) == 3 && PixelRect.pixel(-3.9) == -3 && PixelRect.pixel(-0.0) == 0)
        #expect(PixelRect.pixel(.nan) == 0)
        #expect(PixelRect.pixel(.infinity) == 1 << 30 && PixelRect.pixel(-.infinity) == -(1 << 30))
        #expect(PixelRect.pixel(1e300) == 1 << 30 && PixelRect.pixel(-1e300) == -(1 << 30))
    }
}
