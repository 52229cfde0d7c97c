import CFreeType
import Geometry
import Paths

/// One glyph's outline and advance in font units (1 em = `unitsPerEm`),
/// y down, pen at the origin on the baseline: scaling by
/// `size / unitsPerEm` gives the glyph in points at `size`.
public struct GlyphOutline: Hashable, Sendable {
    /// The glyph index in its face (0 is .notdef).
    public var index: UInt32
    /// Closed contours (every subpath ends with `.close`), filled nonzero
    /// (TrueType and CFF outlines wind consistently). Empty for a space.
    public var path: Path
    /// Horizontal advance to the next pen position, font units.
    public var advance: Double
    /// Exact ink bounds (curve extrema, not control points), font units,
    /// y down; `.zero` for an empty glyph.
    public var bounds: Rect
}

/// Converts a FreeType outline to a `Path` with `FT_Outline_Decompose`,
/// flipping y (FreeType's y points up, Flipbook's down).
enum OutlineDecomposer {
    /// The callbacks' context: the path built so far.
    fileprivate struct Builder {
        var path = Path()
        var contourOpen = false

        mutating func startContour(at p: Point) {
            if contourOpen { path.close() }
            path.move(to: p)
            contourOpen = true
        }

        mutating func finish() -> Path {
            if contourOpen { path.close() }
            contourOpen = false
            return path
        }
    }

    /// The outline as closed contours in font units, y down.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        // The callbacks become C function pointers, so they capture nothing
        // (hence the explicit `OutlineDecomposer.`): the path travels
        // through FreeType's `user` pointer.
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineDecomposer.builder(user).pointee.startContour(at: OutlineDecomposer.point(to))
                return 0
            },
            line_to: { to, user in
                OutlineDecomposer.builder(user).pointee.path.line(to: OutlineDecomposer.point(to))
                return 0
            },
            conic_to: { control, to, user in
                OutlineDecomposer.builder(user).pointee.path.quad(to: OutlineDecomposer.point(to), control: OutlineDecomposer.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                OutlineDecomposer.builder(user).pointee.path.curve(to: OutlineDecomposer.point(to), control1: OutlineDecomposer.point(control1),
                                                 control2: OutlineDecomposer.point(control2))
                return 0
            },
            // No coordinate shift or delta: outlines stay in font units.
            shift: 0, delta: 0)
        var context = Builder()
        let status = withUnsafeMutablePointer(to: &context) { user in
            FT_Outline_Decompose(outline, &funcs, user)
        }
        // A malformed outline (status != 0) draws nothing rather than a
        // half-built shape.
        return status == 0 ? context.finish() : Path()
    }

    fileprivate static func builder(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<Builder> {
        user!.assumingMemoryBound(to: Builder.self)
    }

    fileprivate static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        guard let v else { return .zero }
        return Point(Double(v.pointee.x), -Double(v.pointee.y))
    }
}
