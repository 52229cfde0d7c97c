import Glibc
import Geometry
@testable import GPURaster
import Paths
import Presentation

/// One renderer shared by the drawing tests: making one costs a context
/// and six program links, about a third of a second on llvmpipe.
let sharedRenderer: Result<GPURenderer, any Error> = Result { try GPURenderer() }

/// Renders `items` on a `size × size` canvas with the shared renderer.
func renderGPU(_ items: [DisplayItem], size: Int = 64) throws -> Bitmap {
    try sharedRenderer.get().render(DisplayList(width: size, height: size, items: items))
}

/// A solid nonzero fill of `path` (device pixels).
func fill(_ path: Path, _ color: Color, rule: FillRule = .nonZero,
          transform: AffineTransform = .identity) -> DisplayItem {
    .fill(FillItem(path: path, transform: transform, fillRule: rule, paint: .solid(color)))
}

extension Bitmap {
    /// The pixel at (x, y) as four Ints, premultiplied.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = self[x, y]
        return [Int(p.0), Int(p.1), Int(p.2), Int(p.3)]
    }

    /// Sum of alpha over all pixels, divided by 255: the covered area in
    /// pixels.
    var coveredArea: Double {
        stride(from: 3, to: pixels.count, by: 4).reduce(0.0) { $0 + Double(pixels[$1]) } / 255
    }
}

/// Premultiplied 8-bit value of a straight color, rounded as a
/// float-to-unorm conversion does.
func premultiplied(_ c: Color) -> [Int] {
    [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map { Int(($0 * 255).rounded()) }
}

/// True when every component differs by at most `tolerance`.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A five-pointed star {5/2} centered in a `size` canvas: its center
/// pentagon winds twice, so nonzero fills it and even-odd leaves it empty.
func starPath(size: Double) -> Path {
    var path = Path()
    let c = size / 2, r = size * 0.45
    for k in 0..<5 {
        let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        let p = Point(c + r * cos(angle), c + r * sin(angle))
        if k == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    path.close()
    return path
}
