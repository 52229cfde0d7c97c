// group.frag - uniforms filled by CompositeUniforms (Sources/GPURaster/PaintUniforms.swift).
// CPU twin: CPURaster's group composition: the group's premultiplied pixels
// times its opacity, composited source-over (inside the clip's coverage).
#version 300 es
precision highp float;

// The resolved group, premultiplied, the same size as the target.
uniform sampler2D u_group;
// Group opacity, 0...1.
uniform float u_opacity;

out vec4 o_color;

void main() {
    o_color = texelFetch(u_group, ivec2(gl_FragCoord.xy), 0) * u_opacity;
}
