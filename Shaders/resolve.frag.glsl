// resolve.frag - uniforms filled by ResolvePass (Sources/GPURaster/Targets/ResolvePass.swift).
// CPU twin: the byte rounding of CPURaster's Blender.byte, once, where the
// CPU rounds after every blend: a float target (blended in float, as the
// CPU blends) copied to an RGBA8 texture, whose conversion rounds to the
// nearest level. Only for targets without FETCH (see composite.glsl).
#version 300 es
precision highp float;
precision highp int;

// The float color, premultiplied, one texel a pixel.
uniform highp sampler2D u_color;

out vec4 o_color;

void main() {
    o_color = texelFetch(u_color, ivec2(gl_FragCoord.xy), 0);
}
