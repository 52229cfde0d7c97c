import CEGL
import Glibc
import Geometry
import Paths

/// A stroke's whole, untrimmed outline as triangles in the stroke's local
/// units: a fan per outline polygon, in the outline's order, so any run of
/// polygons is one run of vertices. Built once per path, style and scale
/// step (`localTolerance`) and reused across frames while only the
/// transform or `strokeStart`/`strokeEnd` change: each frame draws the
/// polygons the trim keeps (`TrimmableOutline.trimmed`) straight from
/// these vertices, plus the few clipped pieces and caps at the cuts.
struct StrokeMesh {
    /// The outline with its pieces' arc lengths.
    let outline: TrimmableOutline
    /// Fan triangles, x, y pairs in local units.
    private(set) var vertices: [Float] = []
    /// Per polygon k, the index of its first vertex; one more entry at the
    /// end holds the vertex count.
    private(set) var firstVertex: [Int] = [0]
    /// Bounds of every vertex, local units.
    private(set) var bounds = LocalBounds()

    init(_ outline: TrimmableOutline) {
        self.outline = outline
        for k in 0..<outline.polygonCount {
            Self.appendFan(outline.polygon(k), to: &vertices, bounds: &bounds)
            firstVertex.append(vertices.count / 2)
        }
    }

    /// The vertex range of polygons `polygons`.
    func vertexRange(_ polygons: Range<Int>) -> Range<Int> {
        firstVertex[polygons.lowerBound]..<firstVertex[polygons.upperBound]
    }

    /// Appends the fan of `polygon` (closed implicitly) from its first point.
    static func appendFan<C: Collection<Point>>(_ polygon: C, to vertices: inout [Float], bounds: inout LocalBounds) {
        guard polygon.count >= 3, let p0 = polygon.first else { return }
        var previous: Point? = nil
        for p in polygon.dropFirst() {
            if let q = previous {
                for v in [p0, q, p] {
                    vertices.append(Float(v.x))
                    vertices.append(Float(v.y))
                }
            }
            previous = p
            bounds.add(p)
        }
        bounds.add(p0)
    }

    /// The flattening tolerance, local units, a stroke under a transform
    /// of mean scale `scale` is outlined at: the device tolerance over the
    /// scale rounded up to a quarter octave (2^(k/4)), so that a scale
    /// animation re-outlines at most four times per doubling, not every
    /// frame. The outline is then at most 2^(1/4) ≈ 1.19 times finer than
    /// the CPU's (never coarser), and the very same at scales 2^(k/4)
    /// (1 and 2 among them): both lie within the tolerance of the true
    /// stroke, inscribed. Nil for a scale that is not positive and finite.
    static func localTolerance(_ tolerance: Double, scale: Double) -> Double? {
        guard scale > 0, scale.isFinite else { return nil }
        let step = (Glibc.log2(scale) * 4).rounded(.up) / 4
        return tolerance / Glibc.exp2(step)
    }
}

/// A bounding box grown point by point.
struct LocalBounds {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

    /// Two triangles over the box mapped by `transform` and clamped like
    /// the vertices, grown by one pixel so that no sample a fan inside it
    /// touched lies outside (device pixels).
    func cover(_ transform: AffineTransform) -> [Float] {
        var device = LocalBounds()
        let m = Path.maximumDeviceCoordinate
        for corner in [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)] {
            let q = transform.apply(corner)
            device.add(Point(min(max(q.x, -m), m), min(max(q.y, -m), m)))
        }
        let x0 = Float(device.minX - 1), y0 = Float(device.minY - 1)
        let x1 = Float(device.maxX + 1), y1 = Float(device.maxY + 1)
        return [x0, y0, x1, y0, x1, y1, x0, y0, x1, y1, x0, y1]
    }
}

/// Fills stroke.vert.glsl's uniforms.
struct StrokeVertexUniforms {
    /// Canvas width and height in pixels.
    var viewportWidth: Int
    var viewportHeight: Int
    /// Local units → device pixels.
    var deviceFromLocal: AffineTransform

    func apply(to program: GLProgram) {
        glUniform2f(program.location("u_viewport"), Float(viewportWidth), Float(viewportHeight))
        let t = deviceFromLocal
        // Column-major mat3 of x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        let matrix: [GLfloat] = [Float(t.a), Float(t.b), 0, Float(t.c), Float(t.d), 0, Float(t.tx), Float(t.ty), 1]
        glUniformMatrix3fv(program.location("u_deviceFromLocal"), 1, GLboolean(GL_FALSE), matrix)
        glUniform1f(program.location("u_maxCoordinate"), Float(Path.maximumDeviceCoordinate))
    }
}
