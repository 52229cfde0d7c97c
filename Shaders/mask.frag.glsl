// mask.frag - uniforms filled by CompositeUniforms (Sources/GPURaster/PaintUniforms.swift).
// CPU twin: CPURaster's masked group composition: the group's premultiplied
// pixels times the mask's alpha times the group's opacity, composited
// source-over (inside the clip's coverage).
#version 300 es
precision highp float;

// The resolved group, premultiplied, the same size as the target.
uniform sampler2D u_group;
// The resolved mask; only its alpha is read.
uniform sampler2D u_mask;
// Group opacity, 0...1.
uniform float u_opacity;

out vec4 o_color;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    o_color = texelFetch(u_group, pixel, 0) * (texelFetch(u_mask, pixel, 0).a * u_opacity);
}
