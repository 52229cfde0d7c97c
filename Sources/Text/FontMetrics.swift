/// A font's line metrics at one size, in points, UIFont's conventions:
/// distances from the baseline, `descender` negative (below it).
public struct FontMetrics: Hashable, Sendable {
    /// The em size, points.
    public var size: Double
    /// Top of the line above the baseline ('hhea' ascender), points, > 0.
    public var ascender: Double
    /// Bottom of the line relative to the baseline ('hhea' descender),
    /// points, ≤ 0.
    public var descender: Double
    /// Extra space the font asks for between lines ('hhea' lineGap), points.
    public var leading: Double
    /// Height of flat capitals ("H") above the baseline, points.
    public var capHeight: Double
    /// Height of flat lowercase letters ("x") above the baseline, points.
    public var xHeight: Double

    /// Baseline-to-baseline distance, points: ascender − descender +
    /// leading, as UIFont.lineHeight.
    public var lineHeight: Double { ascender - descender + leading }
}
