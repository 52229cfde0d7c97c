import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Bad geometry never traps or hangs, and rendering is deterministic.
@Suite struct RobustnessTests {
    let square = Path(rect: Rect(x: 1, y: 1, width: 2, height: 2))

    @Test func invalidCanvasSizesThrow() {
        for (w, h) in [(0, 10), (10, 0), (-1, 5), (100_000, 100_000), (40_000, 1), (20_000, 20_000)] {
            #expect(throws: RenderError.invalidCanvasSize(width: w, height: h)) {
                try render([], width: w, height: h)
            }
        }
    }

    @Test func nonFiniteContoursAreSkippedOthersDrawn() throws {
        for bad in [Double.nan, .infinity, -.infinity] {
            var path = Path(elements: [.move(Point(0, 0)), .line(Point(bad, 2)), .line(Point(3, 3)), .close])
            path.append(square)
            let frame = try render([whiteFill(path)], width: 4, height: 4)
            #expect(coveredArea(frame) == 4)
        }
    }

    @Test func nonFiniteTransformsAndOpacitiesDrawNothing() throws {
        let bad = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let items: [DisplayItem] = [
            fill(square, .white, transform: bad),
            .group(GroupItem(items: [whiteFill(square)], opacity: .nan)),
            .image(ImageItem(image: Bitmap(width: 1, height: 1, pixels: [255, 255, 255, 255]),
                             destination: Rect(x: 0, y: 0, width: 4, height: 4), tileSize: nil,
                             transform: AffineTransform(a: 1, b: 0, c: 0, d: .infinity, tx: 0, ty: 0), opacity: 1)),
        ]
        let frame = try render(items, width: 4, height: 4)
        #expect(frame.pixels.allSatisfy { $0 == 0 })
    }

    /// Edges so flat that dx/dy overflows (an ellipse 1.6 × 1e-309 on
    /// the top row, as a Lottie ellipse 16 × 1e-308 at a tenth scale
    /// trapped) cover nothing and never put 0 · ∞ = NaN into a row: the
    /// square beside it is drawn alone.
    @Test func edgesTooFlatForASlopeAreLeftOut() throws {
        for x in [0.0, 0.3, 1.5] {
            var path = Path(ellipseIn: Rect(x: x, y: 0, width: 1.6, height: 1e-308 / 10))
            path.append(square)
            let frame = try render([whiteFill(path)], width: 4, height: 4)
            #expect(coveredArea(frame) == 4)
        }
    }

    /// Coordinates far beyond any canvas are clamped; a triangle spanning
    /// ±10^300 still covers the whole canvas, and quickly.
    @Test func absurdCoordinatesAreClamped() throws {
        let huge = 1e300
        let triangle = polygonPath([Point(-huge, -huge), Point(huge, -huge), Point(0, huge)])
        let frame = try render([whiteFill(triangle)], width: 8, height: 8)
        #expect(frame.pixels.allSatisfy { $0 == 255 })
        let sliver = polygonPath([Point(-1e15, 3), Point(1e15, 3.5), Point(1e15, 4.5)])
        _ = try render([whiteFill(sliver)], width: 8, height: 8)
    }

    /// A curve with absurd control points renders without hanging: Paths
    /// caps the segments of one curve (16 384) and the scan converter clips.
    @Test func absurdCurvesStayBounded() throws {
        var path = Path()
        path.move(to: Point(0, 0))
        path.curve(to: Point(8, 8), control1: Point(1e12, -1e12), control2: Point(-1e12, 1e12))
        path.curve(to: Point(0, 8), control1: Point(-1e9, 1e9), control2: Point(-1e9, -1e9))
        path.close()
        _ = try render([whiteFill(path)], width: 8, height: 8)
        let polygons = path.flattened(tolerance: 0.1)
        #expect(polygons[0].points.count <= 2 * 16_384 + 2)
    }

    @Test func degeneratePathsDrawNothing() throws {
        let paths = [Path(), Path(elements: [.move(Point(1, 1))]), Path(elements: [.move(Point(1, 1)), .line(Point(3, 3))]),
                     Path(rect: Rect(x: 1, y: 1, width: 0, height: 3)), Path(elements: [.close, .close])]
        let frame = try render(paths.map { whiteFill($0) }, width: 4, height: 4)
        #expect(frame.pixels.allSatisfy { $0 == 0 })
    }

    @Test func subpathAfterCloseStartsAtTheClosedSubpathsStart() throws {
        var path = Path(elements: [.move(Point(0, 0)), .line(Point(2, 0)), .line(Point(2, 2)), .close,
                                   .line(Point(0, 2)), .line(Point(-2, 2))])
        path.close()
        let frame = try render([whiteFill(path)], width: 4, height: 4)
        // The first triangle covers half of 2×2; the second lies off-canvas but for (0,0)–(0,2).
        #expect(abs(coveredArea(frame) - 2) <= roundingBound(frame))
    }

    /// Scratch memory is reused from item to item: disjoint items drawn
    /// together give exactly the pixels they give alone.
    @Test func itemsDoNotLeakIntoEachOther() throws {
        let a = whiteFill(polygonPath([Point(0.3, 0.2), Point(9.7, 1.1), Point(4.4, 7.9)]))
        let b = whiteFill(Path(ellipseIn: Rect(x: 10.5, y: 3.25, width: 5, height: 6)), rule: .evenOdd)
        let both = try render([a, b], width: 16, height: 10)
        let first = try render([a], width: 16, height: 10), second = try render([b], width: 16, height: 10)
        #expect(both.pixels == zip(first.pixels, second.pixels).map { max($0, $1) })
    }

    @Test func unusableTolerancesFallBackToTheDefault() throws {
        let circle = [whiteFill(Path(ellipseIn: Rect(x: 1.3, y: 1.1, width: 12, height: 11)))]
        let reference = try render(circle, width: 16, height: 16)
        for bad in [0, -1, Double.nan, .infinity] {
            #expect(try render(circle, width: 16, height: 16, tolerance: bad) == reference)
        }
    }

    /// Render the same list twice, with two renderers: byte-identical.
    @Test func renderingIsDeterministic() throws {
        let list = DisplayList(width: 48, height: 40, items: featureScene())
        let first = try CPURenderer().render(list)
        let second = try CPURenderer().render(list)
        let renderer = CPURenderer()
        #expect(first == second)
        #expect(try renderer.render(list) == renderer.render(list))
        #expect(coveredArea(first) > 100)
    }
}

/// A small scene that uses every kind of item and paint.
func featureScene() -> [DisplayItem] {
    let gradient = Gradient(stops: [.init(location: 0, color: Color(hex: 0x0F4E65)),
                                    .init(location: 0.6, color: Color(hex: 0xF2A541, alpha: 0.7)),
                                    .init(location: 1, color: Color(hex: 0xFFFFFF, alpha: 0.2))])
    let star = polygonPath(pentagram(center: Point(24, 20), radius: 17))
    let texture = Bitmap(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 0, 0, 0, 128, 0, 128, 0, 0, 255, 255])
    let rotation = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 6, y: 3))
    let clip = Clip(rect: Rect(x: 4, y: 4, width: 40, height: 30), cornerRadius: 7, transform: .identity)
    let tile = fill(Path(roundedRect: Rect(x: -2, y: -2, width: 4, height: 4), cornerRadius: 1.2),
                    Color(hex: 0x3DA5D9))
    return [
        .fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 48, height: 40)), transform: .identity,
                       fillRule: .nonZero, paint: .axial(gradient, start: Point(0, 0), end: Point(48, 40)))),
        .group(GroupItem(items: [
            .fill(FillItem(path: star, transform: .identity, fillRule: .evenOdd,
                           paint: .radial(gradient, center: Point(24, 20), radii: Size(17, 12)))),
            .image(ImageItem(image: texture, destination: Rect(x: 0, y: 0, width: 20, height: 12),
                             tileSize: Size(5, 4), transform: rotation, opacity: 0.8)),
        ], opacity: 0.75, clip: clip, mask: [fill(Path(ellipseIn: Rect(x: 2, y: 2, width: 44, height: 36)),
                                                  Color.black.withOpacity(0.9))])),
        .instanced(InstancedItem(template: [tile], instances: (0..<6).map {
            InstancePlacement(transform: AffineTransform(translationX: 5.5 + Double($0) * 7.3, y: 35.2),
                              opacity: 0.3 + 0.1 * Double($0))
        })),
    ]
}
