// group.frag - uniforms filled by CompositeUniforms (Sources/GPURaster/PaintUniforms.swift).
// CPU twin: CPURaster's group composition: the group's premultiplied pixels
// times its opacity, composited source-over (inside the clip's coverage),
// within the group's layer rect.
#version 300 es
precision highp float;
precision highp int;

// The resolved group, premultiplied, the same size as the target.
uniform sampler2D u_group;
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
    o_color = texelFetch(u_group, pixel, 0) * u_opacity;
}
