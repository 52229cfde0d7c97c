import Geometry
import Output

/// A picture of where two frames differ and by how much, readable at a
/// glance: a dim gray copy of frame A for orientation, blue where pixels
/// differ within the threshold (anti-aliasing noise), and red → yellow →
/// white where they differ by more, brighter for larger errors.
public enum HeatMap {
    /// Brightness of the gray copy of A, as a fraction of its luma: a
    /// quarter keeps shapes recognizable while every difference color,
    /// starting at 96 levels, stands out against it.
    public static let backdropBrightness = 0.25
    /// Blue level of the smallest within-threshold difference; it rises to
    /// 255 at the threshold. 96 stays visible against the brightest
    /// backdrop (64 levels).
    static let faintestBlue = 96

    /// The heat map of `difference` over a dim copy of `a` (premultiplied
    /// RGBA8, the frame `difference` was measured from), opaque,
    /// premultiplied. `threshold` is the channel difference (8-bit levels)
    /// above which a pixel shows in red.
    public static func make(_ difference: DifferenceMap, over a: Bitmap, threshold: Int) -> Bitmap {
        var out = Bitmap(width: difference.width, height: difference.height)
        out.pixels.withUnsafeMutableBufferPointer { p in
            for i in 0..<difference.perPixel.count {
                let color = self.color(error: Int(difference.perPixel[i]), threshold: threshold,
                                       backdrop: backdrop(a.pixels[4 * i], a.pixels[4 * i + 1], a.pixels[4 * i + 2]))
                p[4 * i] = color.0
                p[4 * i + 1] = color.1
                p[4 * i + 2] = color.2
                p[4 * i + 3] = 255
            }
        }
        return out
    }

    /// The color of one pixel with largest channel difference `error`.
    /// - 0: gray `backdrop`.
    /// - 1…threshold: blue, from `faintestBlue` up to 255 at the threshold.
    /// - above: u = √((error − threshold) / (255 − threshold)) runs red
    ///   (u → 0) to yellow (u = ½) to white (u = 1); the square root
    ///   spreads small over-threshold errors across more of the ramp.
    static func color(error: Int, threshold: Int, backdrop: UInt8) -> (UInt8, UInt8, UInt8) {
        if error == 0 { return (backdrop, backdrop, backdrop) }
        if error <= threshold {
            let blue = faintestBlue + (255 - faintestBlue) * error / max(threshold, 1)
            return (0, 0, UInt8(blue))
        }
        let u = (Double(error - threshold) / Double(max(255 - threshold, 1))).squareRoot()
        let green = min(255, 510 * u), blue = max(0, 510 * (u - 0.5))
        return (255, UInt8(green.rounded()), UInt8(blue.rounded()))
    }

    /// The dim gray of a premultiplied pixel (its color over black): BT.601
    /// luma times `backdropBrightness`.
    static func backdrop(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let luma = 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
        return UInt8((luma * backdropBrightness).rounded())
    }
}

extension HeatMap {
    /// A heat map `width` pixels wide (at most the frame's, height to
    /// keep the aspect): A box-filtered as the backdrop, and each
    /// thumbnail pixel showing the largest difference under it (max
    /// pooling), so a one-pixel defect still shows, as in `Filmstrip`.
    public static func thumbnail(_ difference: DifferenceMap, over a: Bitmap, threshold: Int, width: Int) -> Bitmap {
        let backdrop = ContactSheet.thumbnail(of: a, width: max(1, min(width, a.width)))
        return make(difference.maxPooled(width: backdrop.width, height: backdrop.height), over: backdrop, threshold: threshold)
    }
}
