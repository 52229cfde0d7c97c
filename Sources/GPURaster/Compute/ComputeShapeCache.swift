import Geometry
import Paths
import Presentation

/// A shape in device pixels for the compute path: the disjoint trapezoids
/// of its fill region (`TrapezoidSweep`), 8 floats each as coverage.glsl's
/// coverageTrapezoid reads them, and the whole pixels they touch.
struct ComputeShape {
    /// band (y0, y1, left0, right0) and sides (left1, right1, left slope,
    /// right slope) per trapezoid: `CoverageMesh`'s values.
    private(set) var trapezoids: [Float] = []
    private(set) var box = PixelRect.empty

    /// Contours in device pixels, closed implicitly; ones with fewer than
    /// 3 points or a non-finite point are dropped (as `CoverageMesh`).
    init(contours: [[Point]], rule: FillRule) {
        let usable = contours.filter { $0.count >= 3 && $0.allSatisfy(\.isFinite) }
        let pieces = TrapezoidSweep.trapezoids(usable, rule: rule)
        trapezoids.reserveCapacity(8 * pieces.count)
        for t in pieces {
            let pieceBox = t.pixelBox
            guard !pieceBox.isEmpty else { continue }
            box = box.union(pieceBox)
            let height = t.y1 - t.y0
            trapezoids += [t.y0, t.y1, t.left0, t.right0, t.left1, t.right1,
                           CoverageMesh.slope(t.left0, t.left1, height: height),
                           CoverageMesh.slope(t.right0, t.right1, height: height)].map { Float($0) }
        }
    }
}

/// Shapes of fills, strokes, clips and image footprints of the last two
/// frames (`FrameCache`), so an unchanged shape is swept once.
final class ComputeShapeCache {
    private var shapes = FrameCache<MeshKey, ComputeShape>()

    /// `path` mapped by `transform`, filled under `rule`.
    func fill(_ path: Path, transform: AffineTransform, rule: FillRule, tolerance: Double) -> ComputeShape {
        shapes.value(for: .fill(path, transform, rule)) {
            ComputeShape(contours: DevicePolygons.fill(path, transform: transform, tolerance: tolerance), rule: rule)
        }
    }

    /// The stroke's trimmed outline (`DevicePolygons.stroke`), nonzero.
    func stroke(_ stroke: StrokeItem, tolerance: Double) -> ComputeShape {
        let key = MeshKey.stroke(stroke.path, stroke.style, stroke.transform,
                                 strokeStart: stroke.strokeStart, strokeEnd: stroke.strokeEnd)
        return shapes.value(for: key) {
            ComputeShape(contours: DevicePolygons.stroke(stroke, tolerance: tolerance), rule: .nonZero)
        }
    }

    /// Ends a frame: shapes unused during it are dropped next time.
    func endFrame() { shapes.endFrame() }
}
