import Geometry

/// An axis-aligned rectangle of whole device pixels: columns `x ..< maxX`,
/// rows `y ..< maxY` (row 0 is the top of the frame, and also GL's window
/// row 0, so the same rect is a scissor and a texel rectangle). Both
/// backends size layers, offscreen groups and clips in pixel rects.
package struct PixelRect: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rect of columns `minX ..< maxX` and rows `minY ..< maxY`.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rect of no pixels.
    package static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Stands for "could be anywhere" (stroke widths or coordinates that are
    /// not finite); callers intersect it with the rect they draw into.
    /// ±2^30 pixels is far beyond any canvas and far from Int32 overflow in
    /// GL calls.
    package static let unbounded = PixelRect(minX: -(1 << 30), minY: -(1 << 30), maxX: 1 << 30, maxY: 1 << 30)

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of both rects; `empty` when they do not overlap.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let rect = PixelRect(minX: max(x, other.x), minY: max(y, other.y),
                             maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return rect.isEmpty ? .empty : rect
    }

    package func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// The smallest pixel rect containing both (an empty operand is ignored).
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(x, other.x), minY: min(y, other.y),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The rect grown by `pixels` on every side (an empty rect stays empty).
    package func grown(by pixels: Int) -> PixelRect {
        isEmpty ? self : PixelRect(minX: x - pixels, minY: y - pixels, maxX: maxX + pixels, maxY: maxY + pixels)
    }

    /// The pixels that `rect` (device pixels) touches, grown by one pixel on
    /// every side as a margin for rounding; nil when `rect` is not finite.
    package init?(covering rect: Rect) {
        guard rect.origin.isFinite, rect.size.isFinite else { return nil }
        self.init(minX: Self.pixel(rect.minX.rounded(.down)) - 1, minY: Self.pixel(rect.minY.rounded(.down)) - 1,
                  maxX: Self.pixel(rect.maxX.rounded(.up)) + 1, maxY: Self.pixel(rect.maxY.rounded(.up)) + 1)
    }

    /// The pixels the finite ones of `points` (device pixels) touch, grown
    /// by one pixel for rounding; non-finite points are left out, as the
    /// rasterizers skip them. `empty` when no point is finite, `unbounded`
    /// when their extent overflows.
    package init(covering points: [Point]) {
        guard let bounds = Rect(boundingFinite: points) else { self = .empty; return }
        self = PixelRect(covering: bounds) ?? .unbounded
    }

    /// A whole device coordinate as a pixel index, clamped to ±2^30 (see
    /// `unbounded`) so that absurd coordinates cannot trap; NaN (an
    /// offset interpolated between opposite infinities) is 0.
    package static func pixel(_ v: Double) -> Int {
        // Clamped, a whole number is exact as an Int: no checked
        // conversion needed (bounds are taken for every item each frame).
        guard !v.isNaN else { return 0 }
        return Int(min(max(v, -1_073_741_824), 1_073_741_824).rounded(.towardZero))
    }

    /// The four corners clockwise from the top-left, device pixels: the
    /// rect as a closed polygon.
    package var corners: [Point] {
        let x0 = Double(x), y0 = Double(y), x1 = Double(maxX), y1 = Double(maxY)
        return [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
    }
}

extension PixelRect {
    /// Disjoint strips covering every pixel of `rects`, sorted top to
    /// bottom: rects whose rows overlap or touch merge into one strip over
    /// their rows, from the leftmost column of any of them to the
    /// rightmost. Empty rects are left out. A strip may hold pixels no
    /// rect does (between two rects side by side), never fewer.
    package static func strips(covering rects: [PixelRect]) -> [PixelRect] {
        var strips: [PixelRect] = []
        for rect in rects.filter({ !$0.isEmpty }).sorted(by: { $0.y < $1.y }) {
            if let last = strips.last, rect.y <= last.maxY {
                strips[strips.count - 1] = last.union(rect)
            } else {
                strips.append(rect)
            }
        }
        return strips
    }
}
