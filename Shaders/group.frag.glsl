// group.frag - uniforms filled by CompositeUniforms (Sources/GPURaster/Programs/PaintUniforms.swift).
// CPU twin: CPURaster's LayerSource.shade and the group's fill: the
// group's premultiplied bytes times its opacity (with MASK, times the
// level its mask mode keeps / 255 as well: Geometry's MaskMode.level),
// with FETCH, for a blend mode other than normal, the source that
// Geometry's BlendMode.blendedSource makes of it over the destination),
// composited with the clip's coverage (or the box's, 1) inside the
// group's box.
// Compiled with and without MASK, each with CONVEX (no clip, or a convex
// one), INSIDE (its whole pixels) or COVERED (a rounded clip), with or
// without FETCH (see solid.frag).
#version 300 es
#include "composite"
#include "coverage"

// The group's pixels, premultiplied RGBA8, the same size as the target.
uniform highp sampler2D u_group;
#ifdef MASK
// The mask's pixels, premultiplied RGBA8.
uniform highp sampler2D u_mask;
// Geometry's MaskMode: 0 alpha, 1 inverted alpha, 2 luminance,
// 3 inverted luminance (0.2126 R + 0.7152 G + 0.0722 B of the
// premultiplied bytes).
uniform int u_maskMode;
#endif
#ifdef FETCH
// Geometry's BlendMode, its index in allCases: 0 normal, 1 multiply,
// 2 screen, 3 overlay, 4 darken, 5 lighten, 6 color dodge, 7 color burn,
// 8 hard light, 9 soft light, 10 difference, 11 exclusion, 12 add.
uniform int u_blendMode;

float screen(float b, float s) { return b + s - b * s; }
float hardLight(float b, float s) { return s <= 0.5 ? b * (2.0 * s) : screen(b, 2.0 * s - 1.0); }

// BlendMode.mix: B(Cb, Cs), both unpremultiplied 0...1.
float blendChannel(int mode, float b, float s) {
    if (mode == 1) return b * s;
    if (mode == 2) return screen(b, s);
    if (mode == 3) return hardLight(s, b);
    if (mode == 4) return min(b, s);
    if (mode == 5) return max(b, s);
    if (mode == 6) {
        if (b <= 0.0) return 0.0;
        if (s >= 1.0) return 1.0;
        return min(1.0, b / (1.0 - s));
    }
    if (mode == 7) {
        if (b >= 1.0) return 1.0;
        if (s <= 0.0) return 0.0;
        return 1.0 - min(1.0, (1.0 - b) / s);
    }
    if (mode == 8) return hardLight(b, s);
    if (mode == 9) {
        if (s <= 0.5) return b - (1.0 - 2.0 * s) * b * (1.0 - b);
        float d = b <= 0.25 ? ((16.0 * b - 12.0) * b + 4.0) * b : sqrt(b);
        return b + (2.0 * s - 1.0) * (d - b);
    }
    if (mode == 10) return abs(b - s);
    if (mode == 11) return b + s - 2.0 * b * s;
    if (mode == 12) return min(1.0, b + s);
    return s;
}

// BlendMode.blendedSource: premultiplied 0...255 source and backdrop.
vec4 blended(vec4 source, vec4 backdrop) {
    if (u_blendMode == 0 || !(source.a > 0.0) || !(backdrop.a > 0.0)) return source;
    float sa = source.a, ba = backdrop.a / 255.0;
    vec4 o = source;
    for (int c = 0; c < 3; c++) {
        float cs = clamp(source[c] / sa, 0.0, 1.0);
        float cb = clamp(backdrop[c] / backdrop.a, 0.0, 1.0);
        o[c] = source[c] * (1.0 - ba) + sa * ba * blendChannel(u_blendMode, cb, cs);
    }
    return o;
}
#endif
// Group opacity, 0...1.
uniform float u_opacity;
// The group's box, device pixels: columns x ..< z, rows y ..< w. Only
// texels inside were cleared and drawn for this group.
uniform ivec4 u_box;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    float c = itemCoverage();
    if (any(lessThan(pixel, u_box.xy)) || any(greaterThanEqual(pixel, u_box.zw))) c = 0.0;
    float scale = u_opacity;
#ifdef MASK
    vec4 m = floor(texelFetch(u_mask, pixel, 0) * 255.0 + 0.5);
    float level = m.a;
    if (u_maskMode == 1) level = 255.0 - m.a;
    else if (u_maskMode >= 2) {
        float luminance = 0.2126 * m.r + 0.7152 * m.g + 0.0722 * m.b;
        level = u_maskMode == 2 ? luminance : 255.0 - luminance;
    }
    scale = u_opacity * level / 255.0;
#endif
    vec4 source = floor(texelFetch(u_group, pixel, 0) * 255.0 + 0.5) * scale;
#ifdef FETCH
    source = blended(source, floor(o_color * 255.0 + 0.5));
#endif
    composite(source, c);
}
