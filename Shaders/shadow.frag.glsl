// shadow.frag - uniforms filled by ShadowUniforms (Sources/GPURaster/Programs/ShadowUniforms.swift).
// CPU twin: CPURaster's RasterLayer.castShadow (Presentation's
// GroupShadow): two passes over a group's box, each drawn onto a cleared
// target, so composite() writes the rounded value.
// With ACROSS: the group's alpha bytes blurred along the row with the
// kernel (distances -reach...reach in order), in every channel.
// Without: the across pass's bytes blurred down the column, read offset
// pixels back, the shadow color premultiplied (u_shade, 0...1) times
// that level beneath the group's pixel, which is drawn over it.
// Pixels outside the box read as 0.
#version 300 es
#include "composite"
#include "coverage"

// ACROSS: the group's pixels; else the across pass's levels. RGBA8, the
// same size as the target.
uniform highp sampler2D u_source;
#ifndef ACROSS
// The group's pixels, premultiplied RGBA8.
uniform highp sampler2D u_group;
// The shadow's offset, device pixels.
uniform ivec2 u_offset;
// The shadow color premultiplied, each channel 0...255 divided by 255.
uniform vec4 u_shade;
#endif
// Kernel weights for distances 0...u_reach (GroupShadow.weights).
uniform float u_weights[65];
uniform int u_reach;
// The group's box, device pixels: columns x ..< z, rows y ..< w.
uniform ivec4 u_box;

float level(ivec2 p) {
    if (any(lessThan(p, u_box.xy)) || any(greaterThanEqual(p, u_box.zw))) return 0.0;
    return floor(texelFetch(u_source, p, 0).a * 255.0 + 0.5);
}

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    float c = itemCoverage();
    if (any(lessThan(pixel, u_box.xy)) || any(greaterThanEqual(pixel, u_box.zw))) c = 0.0;
    float sum = 0.0;
#ifdef ACROSS
    for (int k = -u_reach; k <= u_reach; k++) sum += u_weights[abs(k)] * level(pixel + ivec2(k, 0));
    composite(vec4(sum), c);
#else
    ivec2 from = pixel - u_offset;
    for (int k = -u_reach; k <= u_reach; k++) sum += u_weights[abs(k)] * level(from + ivec2(0, k));
    vec4 p = floor(texelFetch(u_group, pixel, 0) * 255.0 + 0.5);
    composite(p + u_shade * sum * (1.0 - p.a / 255.0), c);
#endif
}
