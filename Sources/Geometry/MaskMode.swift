/// How a mask's pixels become the fraction of the masked content kept:
/// a layer's `maskMode` (Layers), carried by a display-list group
/// (Presentation) to both raster backends.
///
/// Every mode reads the mask's premultiplied RGBA8 pixels, so a fully
/// transparent mask pixel has alpha 0 and luminance 0: the plain modes
/// hide what lies outside the mask, the inverted modes keep it.
public enum MaskMode: String, Sendable, Hashable, CaseIterable {
    /// Keeps alpha / 255 of the content (Core Animation's `mask`).
    case alpha
    /// Keeps 1 − alpha / 255: the mask cuts a hole.
    case invertedAlpha
    /// Keeps the mask's luminance, 0.2126 R + 0.7152 G + 0.0722 B (Rec. 709
    /// weights) of its premultiplied components, / 255: white opaque keeps
    /// all, black or transparent none, and a translucent white keeps its
    /// alpha. ThorVG's luma masks (Lottie track mattes `tt` 3) read the
    /// same weights off premultiplied pixels.
    case luminance
    /// Keeps 1 − the luminance of `luminance` (Lottie `tt` 4).
    case invertedLuminance

    /// True for the modes that keep content where the mask draws nothing,
    /// so the mask's bounds do not bound what the masked group can touch.
    public var keepsUnmaskedContent: Bool { self == .invertedAlpha || self == .invertedLuminance }

    /// The share kept on the 0…255 scale (255 keeps all) for one
    /// premultiplied mask pixel whose components are on the 0…255 scale.
    /// Both backends scale the content by `opacity · level / 255`, in
    /// that order, in single precision.
    @inline(__always)
    public func level(red: Float, green: Float, blue: Float, alpha: Float) -> Float {
        switch self {
        case .alpha: return alpha
        case .invertedAlpha: return 255 - alpha
        case .luminance: return Self.luminance(red: red, green: green, blue: blue)
        case .invertedLuminance: return 255 - Self.luminance(red: red, green: green, blue: blue)
        }
    }

    /// 0.2126 R + 0.7152 G + 0.0722 B of premultiplied components, 0…255.
    @inline(__always)
    public static func luminance(red: Float, green: Float, blue: Float) -> Float {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }
}
