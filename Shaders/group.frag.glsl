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
// Geometry's BlendMode, its index in allCases (blend_modes.glsl).
uniform int u_blendMode;

#include "blend_modes"

vec4 blended(vec4 source, vec4 backdrop) { return blendedSource(u_blendMode, source, backdrop); }
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
