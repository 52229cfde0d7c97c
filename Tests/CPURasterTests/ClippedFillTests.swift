import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// A clipped group holding one fill, composited as the fill is drawn
/// (`RasterContext.drawClippedFill`), against the general path's layer and
/// composite.
@Suite struct ClippedFillTests {
    func color(_ random: inout SplitMix64, alpha: Double) -> Color {
        Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
              alpha: alpha)
    }

    /// A solid color or a gradient of 1 to 3 stops (axial, radial or focal
    /// radial), opaque or translucent.
    func paint(_ random: inout SplitMix64) -> Paint {
        let alpha = random.next() % 2 == 0 ? 1 : random.double(in: 0.05...1)
        let kind = random.next() % 5
        if kind < 2 { return .solid(color(&random, alpha: alpha)) }
        let count = 1 + Int(random.next() % 3)
        let stops = (0..<count).map { _ in random.double(in: 0...1) }.sorted().map {
            Gradient.Stop(location: $0, color: color(&random, alpha: random.next() % 2 == 0 ? 1 : alpha))
        }
        let center = Point(random.double(in: 5...35), random.double(in: 5...30))
        switch kind {
        case 2: return .axial(Gradient(stops: stops), start: center, end: Point(random.double(in: 0...44), 30))
        case 3: return .radial(Gradient(stops: stops), center: center, radii: Size(random.double(in: 4...20), 9))
        default:
            return .radial(Gradient(stops: stops), center: center, radii: Size(12, 10),
                           focal: Point(center.x + 4, center.y - 3))
        }
    }

    /// A circle, a rectangle or two overlapping ellipses inside `box`.
    func shape(_ random: inout SplitMix64, in box: Rect) -> Path {
        switch random.next() % 3 {
        case 0: return Path(ellipseIn: box)
        case 1: return Path(rect: box)
        default:
            var path = Path(ellipseIn: Rect(x: box.minX, y: box.minY, width: box.width * 0.7, height: box.height))
            path.append(Path(ellipseIn: Rect(x: box.minX + box.width * 0.3, y: box.minY, width: box.width * 0.7,
                                             height: box.height * 0.8)))
            return path
        }
    }

    /// A group clipped to a rectangle, holding one fill that lies `margin`
    /// points inside it (less than 0: it crosses the clip's edge), placed
    /// by a translation (and a rotation when `rotated`), at opacity 1 or
    /// below.
    func clippedGroup(_ random: inout SplitMix64, margin: Double, rotated: Bool = false) -> GroupItem {
        let clipRect = Rect(x: random.double(in: -2...8), y: random.double(in: -2...6), width: random.double(in: 12...34),
                            height: random.double(in: 10...26))
        let box = Rect(x: clipRect.minX + margin, y: clipRect.minY + margin,
                       width: random.double(in: 2...(clipRect.width - 2 * max(margin, 0))) - min(margin, 0),
                       height: random.double(in: 2...(clipRect.height - 2 * max(margin, 0))) - min(margin, 0))
        var transform = AffineTransform(translationX: random.double(in: 0...8), y: random.double(in: 0...6))
        if rotated { transform = AffineTransform(rotationAngle: random.double(in: 0.1...1.2)).concatenating(transform) }
        let fill = FillItem(path: shape(&random, in: box), transform: transform,
                            fillRule: random.next() % 2 == 0 ? .nonZero : .evenOdd, paint: paint(&random))
        return GroupItem(items: [.fill(fill)], opacity: random.next() % 3 == 0 ? random.double(in: 0.2...1) : 1,
                         clip: Clip(rect: clipRect, cornerRadius: 0, transform: transform))
    }

    /// Clipped fills over a translucent backdrop, alone, inside a
    /// translucent group, or as the content of a masked group: the same
    /// bytes as the general path, whole and in three bands on two threads.
    /// A fill reaching a pixel the clip does not cover wholly (margin 0 or
    /// less), and a rotated clip, are left to the general path.
    @Test(arguments: 0..<60) func clippedFillsMatchTheGeneralPath(seed: UInt64) throws {
        var random = SplitMix64(seed: 12_700 + seed)
        let group = clippedGroup(&random, margin: [1, 1, 1, 0.4, 0, -1][Int(seed % 6)], rotated: seed % 7 == 0)
        try expectTheGeneralPathsBytes(placing: group, &random) { random in
            Path(ellipseIn: Rect(x: random.double(in: 0...8), y: random.double(in: 0...6),
                                 width: random.double(in: 16...36), height: random.double(in: 12...28)))
        }
    }

    /// The groups above with the fill inside the clip's wholly covered
    /// pixels are drawn by `drawClippedFill` where the AVX2 kernels run; a
    /// fill reaching the clip's edge pixels, a rounded or rotated clip, a
    /// second item, a mask, a shadow, another blend mode or an image are
    /// left to the general path.
    @Test func clippedFillsAreRecognized() throws {
        guard WideLanes.available else { return }
        var random = SplitMix64(seed: 12_699)
        func recognized(_ group: GroupItem) -> Bool { fastPathTakes(group, RasterContext.drawClippedFill) }
        for _ in 0..<8 {
            let group = clippedGroup(&random, margin: 1.2)
            #expect(recognized(group))
            #expect(!recognized(clippedGroup(&random, margin: -0.5)))
            #expect(!recognized(clippedGroup(&random, margin: 1.2, rotated: true)))
            var other = group
            other.clip?.cornerRadius = 3
            #expect(!recognized(other))
            other = group
            other.items.append(group.items[0])
            #expect(!recognized(other))
            other = group
            other.mask = group.items
            #expect(!recognized(other))
            other = group
            other.shadow = GroupShadow(color: .black, offsetX: 1, offsetY: 2, sigma: 1)
            #expect(!recognized(other))
            other = group
            other.blendMode = .multiply
            #expect(!recognized(other))
        }
    }
}
