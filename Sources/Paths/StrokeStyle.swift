/// The shape of a stroke's open ends (CAShapeLayerLineCap).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// Ends exactly at the end point (default).
    case butt
    /// A half disk of diameter lineWidth around the end point.
    case round
    /// A half square of side lineWidth beyond the end point.
    case square
}

/// The shape of a stroke's corners (CAShapeLayerLineJoin).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// A sharp corner, cut to a bevel past `miterLimit` (default).
    case miter
    /// A circular corner.
    case round
    /// The corner cut straight across.
    case bevel
}

/// How a path is stroked. Lengths are in the path's own units.
public struct StrokeStyle: Sendable, Hashable {
    /// Full width of the stroke, in path units; not a positive finite
    /// number draws nothing. Default: 1.
    public var lineWidth: Double
    /// The shape of open ends (subpath ends, dash ends, trimmed ends).
    /// Default: `.butt`.
    public var lineCap: LineCap
    /// The shape of corners. Default: `.miter`.
    public var lineJoin: LineJoin
    /// Ratio of miter length to line width past which a miter becomes a
    /// bevel (CG: bevel when miter length / lineWidth > miterLimit); NaN
    /// reads as 10. Default: 10.
    public var miterLimit: Double
    /// Alternating dash and gap lengths in path units, restarting at each
    /// subpath; an odd count repeats once more (dashes and gaps swap); empty,
    /// all-zero, or with a negative or non-finite entry means solid.
    /// Default: [].
    public var dashPattern: [Double]
    /// Distance in path units into the dash pattern at which each subpath
    /// starts (negative shifts the pattern forward; non-finite reads as 0).
    /// Default: 0.
    public var dashPhase: Double

    /// A stroke style; every argument defaults as its property documents.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dashPattern: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}
