import CEGL
import Presentation

/// What the GPU backend does with a `PixelRect`: offscreen groups clear,
/// draw, resolve and composite only inside their rect.
extension PixelRect {
    /// The parts of the rect outside `inner` (which lies inside it): up to
    /// four rects, none overlapping: the rows above and below `inner`, full
    /// width, then the columns left and right of it.
    func rim(around inner: PixelRect) -> [PixelRect] {
        guard !inner.isEmpty else { return isEmpty ? [] : [self] }
        return [PixelRect(minX: x, minY: y, maxX: maxX, maxY: inner.y),
                PixelRect(minX: x, minY: inner.maxY, maxX: maxX, maxY: maxY),
                PixelRect(minX: x, minY: inner.y, maxX: inner.x, maxY: inner.maxY),
                PixelRect(minX: inner.maxX, minY: inner.y, maxX: maxX, maxY: inner.maxY)].filter { !$0.isEmpty }
    }

    /// Two triangles over the rect, device pixels.
    var triangles: [Float] {
        let a = Float(x), b = Float(y), c = Float(maxX), d = Float(maxY)
        return [a, b, c, b, c, d, a, b, c, d, a, d]
    }

    /// Restricts drawing, clearing and blits to the rect.
    func scissor() {
        glScissor(GLint(x), GLint(y), GLsizei(max(0, width)), GLsizei(max(0, height)))
    }
}
