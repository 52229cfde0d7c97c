// filter_probe.frag - uniforms filled by ImageFiltering.probe
// (Sources/GPURaster/ImageFiltering.swift).
// CPU twin: the bilinear weights of CPURaster's ImageSampler, which are
// exact (double). Checks that this driver's texture unit filters with
// float weights: pixel column i samples a 2×1 RGBA16F texture whose
// texels hold 0 and 255 at weight t = (i + 0.37) / 256 between their
// centers, and writes 1 where the result is more than 1/8 level from
// 255 t. A unit that quantizes weights to 8 bits (most GPUs) is up to half
// a level off and fails; then image.frag filters by hand.
#version 300 es
precision highp float;

uniform highp sampler2D u_image;
// What the texels' values are multiplied by to read as bytes: 1 for the
// RGBA16F texture; 255 for an RGBA8 one (the probe's own test).
uniform float u_scale;

in vec2 v_paint;
layout(location = 0) out vec4 o_color;

void main() {
    float t = (floor(v_paint.x) + 0.37) / 256.0;
    // Texel space s = 2u - 0.5 = t.
    float value = textureLod(u_image, vec2((t + 0.5) * 0.5, 0.5), 0.0).r * u_scale;
    o_color = vec4(abs(value - 255.0 * t) > 0.125 ? 1.0 : 0.0);
}
