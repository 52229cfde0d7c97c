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
    /// Full width of the stroke. Default: 1.
    public var lineWidth: Double
    /// Default: `.butt`.
    public var lineCap: LineCap
    /// Default: `.miter`.
    public var lineJoin: LineJoin
    /// Ratio of miter length to line width past which a miter becomes a
    /// bevel. Default: 10.
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty for a solid line. Default: [].
    public var dashPattern: [Double]
    /// Distance into the dash pattern at which the stroke starts. Default: 0.
    public var dashPhase: Double

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
