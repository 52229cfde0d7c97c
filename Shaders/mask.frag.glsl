// mask.frag - uniforms filled by CompositeUniforms (Sources/GPURaster/PaintUniforms.swift).
// CPU twin: CPURaster's masked group composition: the group's premultiplied
// pixels times the mask's alpha times the group's opacity, composited
// source-over (inside the clip's coverage).
#version 300 es
precision highp float;
precision highp int;

// The resolved group, premultiplied, the same size as the target.
uniform sampler2D u_group;
// The resolved mask; only its alpha is read.
uniform sampler2D u_mask;
// Group opacity, 0...1.
uniform float u_opacity;
// The group's box, device pixels: columns x ..< z, rows y ..< w. Only
// texels inside were cleared and resolved for this group. Pixels outside
// are discarded here, not left to the scissor: llvmpipe's scissor lets
// MSAA samples of the pixel before the box's left and top edges through.
uniform ivec4 u_box;

out vec4 o_color;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    if (any(lessThan(pixel, u_box.xy)) || any(greaterThanEqual(pixel, u_box.zw))) discard;
    o_color = texelFetch(u_group, pixel, 0) * (texelFetch(u_mask, pixel, 0).a * u_opacity);
}
