import Geometry

/// SSIM, the structural similarity index of Wang, Bovik, Sheikh and
/// Simoncelli (IEEE TIP 2004), as Flipbook's perceptual error.
///
/// Why SSIM and not an FLIP-style error: SSIM is the index people already
/// read (1 is identical, 0.99 is close, below 0.9 is visibly different),
/// it needs no viewing-distance model, and with uniform windows it costs
/// O(1) per pixel through summed-area tables, so it stays cheap on
/// 1080p frames. It reacts to what mean errors average away: a shape that
/// moved or lost a part changes local structure (covariance) even when few
/// pixels change.
///
/// Parameters follow scikit-image's `structural_similarity` defaults, so
/// values can be checked against it: 7 × 7 uniform windows (shrunk to the
/// image's smaller side below that), sample (N − 1) variances, K1 = 0.01,
/// K2 = 0.03, L = 255, and the mean over every window position that lies
/// wholly inside the image.
public enum StructuralSimilarity {
    /// Window side in pixels: 7, scikit-image's default.
    public static let windowSide = 7
    /// C1 = (K1·L)² with K1 = 0.01, L = 255 (Wang et al.): keeps the
    /// luminance term stable where both means are near 0.
    static let c1 = (0.01 * 255) * (0.01 * 255)
    /// C2 = (K2·L)² with K2 = 0.03, L = 255 (Wang et al.): the same for the
    /// contrast-structure term on flat windows.
    static let c2 = (0.03 * 255) * (0.03 * 255)

    /// The frame's SSIM: for each channel of premultiplied R, G, B and A
    /// the mean SSIM over all windows, and of those four the lowest (the
    /// channel that changed most). Averaging the channels instead would
    /// dilute a color-only defect with the alpha channel, which is
    /// constant on opaque frames. 1 for identical frames; in −1…1.
    /// - Throws: `ComparisonError` for sizes that differ or no pixels.
    public static func index(_ a: Bitmap, _ b: Bitmap) throws -> Double {
        guard a.width == b.width, a.height == b.height else {
            throw ComparisonError.sizeMismatch(a: (a.width, a.height), b: (b.width, b.height))
        }
        guard a.width > 0, a.height > 0 else { throw ComparisonError.empty }
        return (0..<4).map { channelIndex(a, b, channel: $0) }.min()!
    }

    /// Mean SSIM of one channel (0 red … 3 alpha) over every window.
    static func channelIndex(_ a: Bitmap, _ b: Bitmap, channel: Int) -> Double {
        let w = a.width, h = a.height
        let side = min(windowSide, w, h)
        let table = summedAreaTable(a, b, channel: channel)
        let n = Double(side * side)
        // Sample variances need two samples; a 1-pixel window has none.
        let unbiased = side > 1 ? n / (n - 1) : 0
        var total = 0.0
        table.withUnsafeBufferPointer { t in
            // Entry (x, y) of statistic k lives at ((y · (w + 1)) + x) · 5 + k.
            func sum(_ x: Int, _ y: Int, _ k: Int) -> Double {
                let top = y * (w + 1), bottom = (y + side) * (w + 1)
                return t[(bottom + x + side) * 5 + k] - t[(top + x + side) * 5 + k]
                    - t[(bottom + x) * 5 + k] + t[(top + x) * 5 + k]
            }
            for y in 0...(h - side) {
                for x in 0...(w - side) {
                    let mx = sum(x, y, 0) / n, my = sum(x, y, 1) / n
                    let vx = (sum(x, y, 2) / n - mx * mx) * unbiased
                    let vy = (sum(x, y, 3) / n - my * my) * unbiased
                    let cxy = (sum(x, y, 4) / n - mx * my) * unbiased
                    total += ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
                }
            }
        }
        return total / Double((w - side + 1) * (h - side + 1))
    }

    /// Summed-area tables of x, y, x², y² and x·y for one channel of two
    /// frames, interleaved (5 values per entry, (w + 1) × (h + 1) entries,
    /// row and column 0 zero), so any window's sums cost four lookups.
    /// Sums of 8-bit values and their products stay below 2^53 for frames
    /// up to 2^28 pixels, so they are exact in Double.
    static func summedAreaTable(_ a: Bitmap, _ b: Bitmap, channel: Int) -> [Double] {
        let w = a.width, h = a.height
        var table = [Double](repeating: 0, count: (w + 1) * (h + 1) * 5)
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                table.withUnsafeMutableBufferPointer { t in
                    for y in 0..<h {
                        var r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0
                        for x in 0..<w {
                            let i = 4 * (y * w + x) + channel
                            let u = Double(pa[i]), v = Double(pb[i])
                            r0 += u; r1 += v; r2 += u * u; r3 += v * v; r4 += u * v
                            let above = (y * (w + 1) + x + 1) * 5, here = ((y + 1) * (w + 1) + x + 1) * 5
                            t[here] = t[above] + r0
                            t[here + 1] = t[above + 1] + r1
                            t[here + 2] = t[above + 2] + r2
                            t[here + 3] = t[above + 3] + r3
                            t[here + 4] = t[above + 4] + r4
                        }
                    }
                }
            }
        }
        return table
    }
}
