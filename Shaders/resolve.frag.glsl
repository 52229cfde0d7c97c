// resolve.frag - uniforms filled by ResolvePass (Sources/GPURaster/ResolvePass.swift).
// CPU twin: the byte rounding of CPURaster's Blender.byte, once, where the
// CPU rounds after every blend: the samples of a float target (blended
// in float, as the CPU blends) averaged and written to an RGBA8 texture,
// whose conversion rounds to the nearest level.
// Compiled twice: with "#define MULTISAMPLE" for multisample textures, and
// as is for single-sample ones.
#version 310 es
precision highp float;
precision highp int;

#ifdef MULTISAMPLE
// The multisampled float color, premultiplied, one texel a pixel.
uniform highp sampler2DMS u_color;
// Samples per pixel, 2...16.
uniform int u_count;
#else
// The float color, premultiplied, one texel a pixel.
uniform highp sampler2D u_color;
#endif

out vec4 o_color;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
#ifdef MULTISAMPLE
    vec4 sum = vec4(0.0);
    if (u_count == 4) {
        // The usual count, unrolled: llvmpipe runs the loop below about a
        // third slower. The same sum in the same order.
        sum = texelFetch(u_color, pixel, 0) + texelFetch(u_color, pixel, 1) + texelFetch(u_color, pixel, 2)
            + texelFetch(u_color, pixel, 3);
    } else {
        for (int i = 0; i < u_count; i++) sum += texelFetch(u_color, pixel, i);
    }
    o_color = sum / float(u_count);
#else
    o_color = texelFetch(u_color, pixel, 0);
#endif
}
