import Foundation
import Geometry
import Paths
import Presentation
import SeededRandom
@testable import CPURaster

/// Foundation has its own AffineTransform; the tests mean Flipbook's.
typealias AffineTransform = Geometry.AffineTransform

/// The shared seeded generator under the name these tests use.
typealias SeededGenerator = SplitMix64

/// Renders `items` on a `width` × `height` canvas with the CPU renderer.
func render(_ items: [DisplayItem], width: Int, height: Int,
            tolerance: Double = CPURenderer.defaultTolerance) throws -> Bitmap {
    try CPURenderer(tolerance: tolerance).render(DisplayList(width: width, height: height, items: items))
}

/// An opaque white fill of `path` (device pixels).
func whiteFill(_ path: Path, rule: FillRule = .nonZero) -> DisplayItem {
    .fill(FillItem(path: path, transform: .identity, fillRule: rule, paint: .solid(.white)))
}

func fill(_ path: Path, _ color: Color, transform: AffineTransform = .identity) -> DisplayItem {
    .fill(FillItem(path: path, transform: transform, fillRule: .nonZero, paint: .solid(color)))
}

/// Σ alpha/255 over the frame: the covered area in pixels for an opaque fill.
func coveredArea(_ bitmap: Bitmap) -> Double {
    var sum = 0
    for i in stride(from: 3, to: bitmap.pixels.count, by: 4) { sum += Int(bitmap.pixels[i]) }
    return Double(sum) / 255
}

/// Pixels whose alpha is neither 0 nor 255 (edge pixels).
func partialPixelCount(_ bitmap: Bitmap) -> Int {
    stride(from: 3, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] != 0 && bitmap.pixels[$0] != 255 }.count
}

/// Each partially covered pixel's alpha is rounded to the nearest 1/255,
/// so a summed coverage may differ from the exact area by half a level per
/// edge pixel (plus 1e-6 for float accumulation).
func roundingBound(_ bitmap: Bitmap) -> Double {
    Double(partialPixelCount(bitmap)) * 0.5 / 255 + 1e-6
}

/// Shoelace area of a closed polygon (absolute value).
func polygonArea(_ points: [Point]) -> Double {
    var twice = 0.0
    for i in points.indices {
        let a = points[i], b = points[(i + 1) % points.count]
        twice += a.x * b.y - b.x * a.y
    }
    return abs(twice) / 2
}

func polygonPath(_ points: [Point]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for p in points.dropFirst() { path.line(to: p) }
    path.close()
    return path
}

/// The five points of a pentagram (vertices visited 0, 2, 4, 1, 3) on a
/// circle of `radius` around `center`, starting straight up.
func pentagram(center: Point, radius: Double) -> [Point] {
    (0..<5).map { i in
        let angle = -Double.pi / 2 + Double((2 * i) % 5) * 2 * Double.pi / 5
        return Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
    }
}
