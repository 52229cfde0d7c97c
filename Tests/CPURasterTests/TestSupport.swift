import Foundation
import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
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

/// `group` (one whose only fill a fast path composites as it is drawn)
/// over a translucent backdrop on a 44 × 36 canvas: alone, inside a
/// translucent group beside another fill, or as the content of a masked
/// group (whose mask limits the columns drawn), chosen by `random`, with
/// the other fill's and the mask's paths from `shape`. Expects the fast
/// paths' bytes to be the general path's, whole and in three bands on two
/// threads.
func expectTheGeneralPathsBytes(placing group: GroupItem, _ random: inout SplitMix64,
                                shape: (inout SplitMix64) -> Path) throws {
    func color(alpha: Double) -> Color {
        Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
              alpha: alpha)
    }
    let placed: DisplayItem
    switch random.next() % 3 {
    case 0:
        placed = .group(group)
    case 1:
        let beside = FillItem(path: shape(&random), transform: .identity, fillRule: .nonZero,
                              paint: .solid(color(alpha: 0.6)))
        placed = .group(GroupItem(items: [.group(group), .fill(beside)], opacity: random.double(in: 0.3...0.9)))
    default:
        let outerMask = DisplayItem.fill(FillItem(path: shape(&random), transform: .identity, fillRule: .nonZero,
                                                  paint: .solid(color(alpha: 0.9))))
        placed = .group(GroupItem(items: [.group(group)], opacity: 1, mask: [outerMask], maskMode: .alpha))
    }
    let list = DisplayList(width: 44, height: 36, items: [
        .fill(FillItem(path: Path(ellipseIn: Rect(x: 2, y: 1, width: 40, height: 33)), transform: .identity,
                       fillRule: .nonZero, paint: .solid(color(alpha: 0.6)))),
        placed,
    ])
    var fast = CPURenderer(), general = CPURenderer()
    general.switches.cpuFastPaths = false
    let expected = try general.render(list)
    #expect(try fast.render(list) == expected)
    #expect(try CPURenderer(bands: 3, threads: 2).render(list) == expected)
}

/// Whether a group fast path (`RasterContext.drawMaskedFill`,
/// `drawClippedFill`) takes `group` on the 44 × 36 canvas, at the group's
/// opacity, in a fresh context at tolerance 0.1: true when it drew it.
func fastPathTakes(_ group: GroupItem, _ draw: (RasterContext) -> (GroupItem, Double, AffineTransform, PixelRect,
                                                                    PixelRect, inout RasterLayer) -> Bool) -> Bool {
    let rect = PixelRect(x: 0, y: 0, width: 44, height: 36)
    var layer = RasterLayer(rect: rect)
    return draw(RasterContext(tolerance: 0.1))(group, group.opacity, .identity, rect, rect, &layer)
}
