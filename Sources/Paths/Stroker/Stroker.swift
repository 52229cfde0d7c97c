import Geometry

/// Turns a stroked path into the polygons that cover it.
public enum Stroker {
    /// The outline of `path` stroked with `style`, as closed contours whose
    /// nonzero fill is the stroke: a band per segment, a wedge per join and
    /// a piece per cap, each positively oriented (clockwise, y down),
    /// overlapping freely, so the fill is their union. The outline stays
    /// within about twice `tolerance` (path units) of the true stroke: the
    /// center line's flattening plus the round pieces' chords, both
    /// inscribed (see `StrokePieces` for how thick strokes on tight curves
    /// keep their ends square).
    ///
    /// Semantics (Core Graphics / Core Animation):
    /// - caps (butt, round, square) on the ends of open subpaths, of dashes
    ///   and of trimmed pieces; a closed subpath drawn whole has a join at
    ///   its start and no caps; a zero-length subpath or dash draws a dot
    ///   with round or square caps (a square one axis-aligned for a
    ///   subpath, along the path for a dash);
    /// - joins at corners: a miter becomes a bevel when miter length /
    ///   lineWidth > `miterLimit`; where a curve's flattening turns (and
    ///   where segments meet with equal tangents) the join is round, as
    ///   the true stroke of a smooth curve is;
    /// - dashes restart at every subpath, measured along the untrimmed
    ///   path from `dashPhase`; an invalid pattern (negative, non-finite or
    ///   all-zero entries) means solid;
    /// - `strokeStart` and `strokeEnd` are fractions of the total length of
    ///   all subpaths, clamped to 0…1 (NaN reads as 0 and 1); nothing is
    ///   drawn when start ≥ end;
    /// - a lineWidth that is not a positive finite number draws nothing;
    ///   round pieces are flattened at `tolerance` (path units).
    /// - Parameters:
    ///   - strokeStart: Fraction of the total length where drawing starts. Default: 0.
    ///   - strokeEnd: Fraction of the total length where drawing ends. Default: 1.
    public static func outline(of path: Path, style: StrokeStyle, strokeStart: Double = 0,
                               strokeEnd: Double = 1, tolerance: Double) -> [Contour] {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return [] }
        let start = strokeStart.isNaN ? 0 : min(max(strokeStart, 0), 1)
        let end = strokeEnd.isNaN ? 1 : min(max(strokeEnd, 0), 1)
        guard start < end else { return [] }
        let flat = Flattener.flatten(path, tolerance: tolerance)
        var pieces = StrokePieces(style: style, tolerance: tolerance)
        pieces.walk(flat, from: start * flat.length, to: end * flat.length)
        return pieces.builder.contours()
    }
}
