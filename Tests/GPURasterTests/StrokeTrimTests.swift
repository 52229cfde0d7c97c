import CPURaster
import Geometry
@testable import GPURaster
import Paths
import Presentation
import Testing

extension GPURasterTests {
    /// Strokes are outlined once, untrimmed, in local units, and trimmed
    /// per frame by choosing pieces and clipping the few a cut goes
    /// through (`TrimmableOutline`): the pieces must be the Stroker's, the
    /// trimmed result must match the CPU's trimmed stroke within the GPU
    /// tolerance, and an animated trim must not outline again.
    @Suite struct StrokeTrims {
        /// The Fuber logo's circle: an arc of radius 18.75 from the top all
        /// the way round, stroked with lineWidth 37.5 (the radius of the
        /// logo), butt caps: a pie that sweeps as strokeEnd goes 0 → 1.
        static let fuberArc: Path = {
            var path = Path()
            path.addArc(center: .zero, radius: 18.75, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
            return path
        }()

        static func stroke(_ path: Path, _ style: StrokeStyle, _ start: Double, _ end: Double,
                           _ transform: AffineTransform = .identity,
                           _ color: Color = Color(red: 0.95, green: 0.95, blue: 1, alpha: 0.7)) -> DisplayItem {
            .stroke(StrokeItem(path: path, transform: transform, style: style, strokeStart: start, strokeEnd: end,
                               paint: .solid(color)))
        }

        /// Shapes × styles that exercise every piece kind: open curves,
        /// closed curves and polygons, corners with each join, caps, dashes
        /// with dots, a zero-length subpath, several subpaths.
        static let shapes: [(String, Path, StrokeStyle)] = {
            var zigzag = Path(elements: [.move(Point(10, 70)), .line(Point(30, 20)), .line(Point(50, 70)),
                                         .cubic(Point(60, 90), Point(90, 60), Point(86, 30))])
            zigzag.move(to: Point(20, 85))
            zigzag.line(to: Point(20, 85))
            var two = Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 30))
            two.append(Path(rect: Rect(x: 50, y: 50, width: 35, height: 30)))
            return [
                ("fuber-pie", fuberArc.applying(AffineTransform(translationX: 48, y: 48)), StrokeStyle(lineWidth: 37.5)),
                ("zigzag-miter-butt", zigzag, StrokeStyle(lineWidth: 8, lineJoin: .miter)),
                ("zigzag-round-round", zigzag, StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round)),
                ("zigzag-bevel-square", zigzag, StrokeStyle(lineWidth: 8, lineCap: .square, lineJoin: .bevel)),
                ("closed-pair-round", two, StrokeStyle(lineWidth: 6, lineCap: .round)),
                ("closed-pair-butt", two, StrokeStyle(lineWidth: 6)),
                ("dashed-square", zigzag, StrokeStyle(lineWidth: 5, lineCap: .square, dashPattern: [12, 6, 0, 6])),
                ("dashed-round", two, StrokeStyle(lineWidth: 5, lineCap: .round, dashPattern: [15, 5], dashPhase: 4)),
            ]
        }()

        static let trims: [(Double, Double)] = [(0, 1), (0, 0.37), (0.2, 1), (0.13, 0.71), (0.5, 0.5001), (0.25, 0.5)]

        @Test func untrimmedPiecesAreTheStrokersPolygons() {
            for (name, path, style) in Self.shapes {
                for tolerance in [0.1, 0.0421] {
                    let expected = Stroker.outline(of: path, style: style, tolerance: tolerance)
                    let outline = Stroker.trimmableOutline(of: path, style: style, tolerance: tolerance)
                    // The same polygons, once the vertices added at T-junctions are left out.
                    let polygons = zip(0..<outline.polygonCount, expected).map { k, contour in
                        outline.polygon(k).filter(contour.points.contains)
                    }
                    #expect(outline.polygonCount == expected.count, "\(name) at \(tolerance)")
                    #expect(polygons == expected.map(\.points), "\(name) at \(tolerance)")
                    let whole = outline.trimmed(strokeStart: 0, strokeEnd: 1)
                    #expect(whole == TrimmedOutline(polygons: [0..<outline.polygonCount], extra: []), "\(name)")
                }
            }
        }

        /// Trimmed, the pieces kept and built are the trimmed Stroker
        /// outline's polygons, the same multiset (T-junction vertices aside).
        @Test func trimmedPiecesAreTheTrimmedStrokersPolygons() {
            for (name, path, style) in Self.shapes {
                for (start, end) in Self.trims + [(0.011, 0.989), (0.3, 0.31)] {
                    let expected = Stroker.outline(of: path, style: style, strokeStart: start, strokeEnd: end, tolerance: 0.1)
                    let outline = Stroker.trimmableOutline(of: path, style: style, tolerance: 0.1)
                    let trim = outline.trimmed(strokeStart: start, strokeEnd: end)
                    let kept = trim.polygons.flatMap { $0.map { Array(outline.polygon($0)) } } + trim.extra.map(\.points)
                    var remaining = expected.map(\.points)
                    var unmatched = 0
                    for polygon in kept {
                        if let i = remaining.firstIndex(where: { polygon.filter($0.contains) == $0 }) {
                            remaining.remove(at: i)
                        } else {
                            unmatched += 1
                        }
                    }
                    #expect(unmatched == 0 && remaining.isEmpty, "\(name) \(start)…\(end): \(unmatched) extra, \(remaining.count) missing")
                }
            }
        }

        @Test func trimmedStrokesMatchTheCPU() throws {
            for (name, path, style) in Self.shapes {
                for (start, end) in Self.trims {
                    let list = DisplayList(width: 96, height: 96, items: [Self.stroke(path, style, start, end)])
                    try expectMatchesCPU(list, "trim-\(name)-\(start)-\(end)")
                }
            }
        }

        @Test func fuberCircleSweepsAsOnTheCPUWithoutOutliningAgain() throws {
            let renderer = try GPURenderer()
            // The logo turns and grows as the pie sweeps; drawing the same
            // frames again builds no mesh (the cache keeps the last two
            // frames' meshes, so frame by frame twice).
            for frame in 0...12 {
                let p = Double(frame) / 12
                let transform = AffineTransform(scaleX: 0.85 + 0.15 * p, y: 0.85 + 0.15 * p)
                    .concatenating(AffineTransform(rotationAngle: -.pi / 4 * (1 - p)))
                    .concatenating(AffineTransform(translationX: 48, y: 48))
                let list = DisplayList(width: 96, height: 96, items: [
                    Self.stroke(Self.fuberArc, StrokeStyle(lineWidth: 37.5), 0, p, transform, .white),
                ])
                let cpu = try CPURenderer().render(list)
                let gpu = try renderer.render(list)
                let edge = try CPUReference.edgeMask(of: list)
                let (comparison, report) = CPUReference.compare(gpu: gpu, cpu: cpu, edge: edge, name: "fuber-sweep-\(frame)")
                #expect(comparison.isWithinTolerance, "frame \(frame): \(comparison); report: \(report ?? "none")")
                let built = renderer.counters.meshesBuilt
                _ = try renderer.render(list)
                #expect(renderer.counters.meshesBuilt == built, "frame \(frame) drawn again")
            }
        }

        @Test func translucentTrimmedStrokeBlendsOnce() throws {
            // Two crossing lines in one path, trimmed so the cut falls on
            // the crossing: the clipped piece and the kept pieces overlap.
            let cross = Path(elements: [.move(Point(8, 8)), .line(Point(56, 56)), .move(Point(56, 8)), .line(Point(8, 56))])
            let color = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
            let bitmap = try renderGPU([Self.stroke(cross, StrokeStyle(lineWidth: 6), 0, 0.75, .identity, color)])
            #expect(bitmap.rgba(31, 31) == premultiplied(color), "the crossing is not darker")
            #expect(bitmap.rgba(40, 24) == premultiplied(color))
            #expect(bitmap.rgba(20, 44) == [0, 0, 0, 0], "past strokeEnd")
        }

        func expectMatchesCPU(_ list: DisplayList, _ name: String) throws {
            let cpu = try CPURenderer().render(list)
            let gpu = try sharedRenderer.get().render(list)
            let edge = try CPUReference.edgeMask(of: list)
            let (comparison, report) = CPUReference.compare(gpu: gpu, cpu: cpu, edge: edge, name: name)
            #expect(comparison.isWithinTolerance, "\(name): \(comparison); report: \(report ?? "none")")
        }
    }
}
