import Foundation
import Geometry

/// A group's drop shadow in device pixels: the alpha of the group's items,
/// blurred by a Gaussian, moved by a whole-pixel offset and painted in
/// `color`, drawn beneath the items (Core Animation's layer shadow).
///
/// Both backends blur the same way, so they draw the same bytes: a
/// horizontal pass over the items' alpha bytes with `weights`, rounded to
/// a byte, then a vertical pass over those bytes with the same weights;
/// pixels outside the group's layer read as 0. The shadow's pixel is then
/// `color` premultiplied times that level / 255, and the items are drawn
/// over it (source-over), rounded to bytes.
public struct GroupShadow: Sendable, Hashable {
    /// Straight-alpha sRGB; its alpha is the shadow's opacity.
    public var color: Color
    /// Device pixels, + right. Applied after the blur.
    public var offsetX: Int
    /// Device pixels, + down.
    public var offsetY: Int
    /// The Gaussian's standard deviation in device pixels (0: no blur),
    /// clamped to 0…`maximumSigma` (NaN reads as 0).
    public var sigma: Double

    /// The largest blur, in device pixels: 64 / 3, so the kernel reaches
    /// at most `maximumReach` pixels each side.
    public static let maximumSigma = 64.0 / 3
    /// The most pixels the kernel reaches on each side: 64.
    public static let maximumReach = 64

    public init(color: Color, offsetX: Int, offsetY: Int, sigma: Double) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.sigma = sigma.isNaN ? 0 : min(max(sigma, 0), Self.maximumSigma)
    }

    /// How many pixels the kernel reaches on each side: ⌈3σ⌉ (0 for σ = 0).
    public var reach: Int { min(Int((3 * sigma).rounded(.up)), Self.maximumReach) }

    /// The kernel's weights for distances 0…`reach`: exp(−d² / 2σ²),
    /// scaled so that the whole kernel (the weight at 0 plus twice every
    /// other) sums to 1. `[1]` for σ = 0.
    public var weights: [Float] {
        let reach = self.reach
        guard reach > 0 else { return [1] }
        let raw = (0...reach).map { d in exp(-Double(d * d) / (2 * sigma * sigma)) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        return raw.map { Float($0 / total) }
    }

    /// The pixels the shadow of content lying within `content` can touch.
    package func bounds(of content: PixelRect) -> PixelRect {
        PixelRect(x: content.x + offsetX, y: content.y + offsetY, width: content.width, height: content.height)
            .grown(by: reach)
    }
}
