import Geometry
import Paths
import Presentation
import Scenes
import Testing

/// The logo against the measurements of LaunchImage4.png
/// (Sources/Scenes/README.md, Equalizer › Equalizer background),
/// read from the rendered display list at scale 1 (device = points).
@Suite struct EqualizerLogoTests {
    /// Measured orange, #FF9140.
    static let orange = Color(rgb255: 255, 145, 64)

    func fills(at t: Double = 0) throws -> [FillItem] {
        try EqualizerScene.make().presentation(at: t).displayList(scale: 1).items.flatMap(Self.fills)
    }

    static func fills(_ item: DisplayItem) -> [FillItem] {
        switch item {
        case .fill(let f): return [f]
        case .group(let g): return g.items.flatMap(fills)
        default: return []
        }
    }

    /// Every point a path is built from (on-curve and control points),
    /// in device space: the curve lies in their convex hull.
    static func hullPoints(_ fill: FillItem) -> [Point] {
        fill.path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }.map(fill.transform.apply)
    }

    @Test func triangleFillsTheMeasuredBox() throws {
        let triangle = try #require(try fills().first { $0.paint == .solid(Self.orange) })
        let box = triangle.path.applying(triangle.transform).bounds
        // Measured box x 124.5…195, y 245…323.5; edges are read to ±0.5 pt
        // on the @2x image, and the drawn shape is centered on the axis.
        #expect(abs(box.minX - 124.5) <= 1 && abs(box.maxX - 195) <= 0.5, "\(box)")
        #expect(abs(box.minY - 245) <= 0.5 && abs(box.maxY - 323.5) <= 0.5, "\(box)")
        // Centered on the screen's vertical center (apex at y = 284).
        #expect(abs(box.midY - 284) <= 0.5)
    }

    @Test func markSitsInTheLowerRightOfTheTriangle() throws {
        let all = try fills()
        let triangle = try #require(all.first { $0.paint == .solid(Self.orange) })
        let mark = try #require(all.first { $0.paint == .solid(.white) && $0.path.elements.count > 6 })
        let box = mark.path.applying(mark.transform).bounds
        // Stem at x ≈ 146.5, crests at y ≈ 282.5 (Sources/Scenes/README.md,
        // Equalizer › Equalizer background).
        #expect(abs(box.minX - 146.5) <= 0.5 && abs(box.minY - 282.5) <= 0.5, "\(box)")
        // Inside the sharp triangle spanned by the orange shape's extreme
        // lines: left edge x ≥ 124.5, and below the upper edge / above the
        // lower edge through the measured apex (195, 284) and corners.
        let triangleBox = triangle.path.applying(triangle.transform).bounds
        for p in Self.hullPoints(mark) {
            #expect(p.x >= triangleBox.minX && p.x <= triangleBox.maxX && p.y <= triangleBox.maxY)
        }
        // Its lower-right boundary is the triangle's lower edge: the mark's
        // lowest point is on the stem, below the middle of the triangle.
        #expect(box.maxY > 310 && box.maxY < triangleBox.maxY)
        #expect(box.maxX > 180 && box.maxX < 195)
    }

    @Test func logoIsDrawnOverTheBackgroundAndUnderTheBars() throws {
        let all = try fills()
        let logo = try #require(all.firstIndex { $0.paint == .solid(Self.orange) })
        let firstBar = try #require(all.firstIndex { $0.paint == .solid(.white) && $0.path.elements.count == 6 })
        let background = try #require(all.firstIndex { if case .radial = $0.paint { return true } else { return false } })
        #expect(background < logo && logo < firstBar)
    }
}
