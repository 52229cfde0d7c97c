/// How a layer's pixels mix with what lies beneath it: a layer's
/// `blendMode` (Layers; Core Animation's `compositingFilter`), carried by a
/// display-list group (Presentation) to both raster backends.
///
/// Every mode but `.normal` composites the layer's subtree as one group,
/// then blends it onto the backdrop (the pixels already drawn in the
/// target the group composites into) with the W3C Compositing and Blending
/// formula for separable modes, on premultiplied terms:
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`, `αo = αs + αb·(1 − αs)`,
/// with `B` the mode's function of the unpremultiplied colors (0…1).
/// That is source-over of the source `blendedSource(_:over:)` returns, so
/// coverage and rounding stay those of every other item.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    /// Source-over: the default.
    case normal
    /// `B = Cb · Cs`.
    case multiply
    /// `B = Cb + Cs − Cb · Cs`.
    case screen
    /// Hard light with the layers swapped: multiply or screen by the backdrop.
    case overlay
    /// `B = min(Cb, Cs)`.
    case darken
    /// `B = max(Cb, Cs)`.
    case lighten
    /// `B = min(1, Cb / (1 − Cs))`; 0 where `Cb` is 0, 1 where `Cs` is 1.
    case colorDodge
    /// `B = 1 − min(1, (1 − Cb) / Cs)`; 1 where `Cb` is 1, 0 where `Cs` is 0.
    case colorBurn
    /// Multiply by `2·Cs` where `Cs ≤ 0.5`, else screen by `2·Cs − 1`.
    case hardLight
    /// The W3C soft light (darkens or lightens by `Cs`, with its
    /// `√Cb` / polynomial branch for `Cb` above or below 0.25).
    case softLight
    /// `B = |Cb − Cs|`.
    case difference
    /// `B = Cb + Cs − 2 · Cb · Cs`.
    case exclusion
    /// `B = min(1, Cb + Cs)` (linear dodge): where both are opaque, the
    /// clamped sum of plus-lighter / Lottie's "add".
    case add

    /// The source to composite source-over so that the result is this
    /// mode's blend of `source` onto `backdrop`: both premultiplied, on the
    /// 0…255 scale (red, green, blue, alpha). The alpha stays the source's.
    /// Both backends compute it in single precision in this order (the
    /// GPU's twin is `blended` in Shaders/group.frag.glsl).
    @inline(__always)
    public func blendedSource(_ source: SIMD4<Float>, over backdrop: SIMD4<Float>) -> SIMD4<Float> {
        guard self != .normal, source.w > 0, backdrop.w > 0 else { return source }
        let sa = source.w, ba = backdrop.w / 255
        var out = source
        for c in 0..<3 {
            let cs = min(max(source[c] / sa, 0), 1)
            let cb = min(max(backdrop[c] / backdrop.w, 0), 1)
            out[c] = source[c] * (1 - ba) + sa * ba * mix(cb, cs)
        }
        return out
    }

    /// `B(Cb, Cs)`, both unpremultiplied 0…1.
    @inline(__always)
    public func mix(_ cb: Float, _ cs: Float) -> Float {
        switch self {
        case .normal: return cs
        case .multiply: return cb * cs
        case .screen: return Self.screen(cb, cs)
        case .overlay: return Self.hardLight(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb <= 0 { return 0 }
            if cs >= 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            if cs <= 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .hardLight: return Self.hardLight(cb, cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .add: return min(1, cb + cs)
        }
    }

    @inline(__always)
    static func screen(_ cb: Float, _ cs: Float) -> Float { cb + cs - cb * cs }

    /// Multiply `cb` by `2·cs` where `cs ≤ 0.5`, else screen it by `2·cs − 1`.
    @inline(__always)
    static func hardLight(_ cb: Float, _ cs: Float) -> Float {
        cs <= 0.5 ? cb * (2 * cs) : screen(cb, 2 * cs - 1)
    }
}
