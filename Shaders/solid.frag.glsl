// solid.frag - uniforms filled by SolidUniforms (Sources/GPURaster/PaintUniforms.swift).
// CPU twin: CPURaster's solid paint, Color premultiplied then composited
// source-over with its coverage; MSAA stands in for exact-area coverage.
#version 300 es
precision highp float;

// Premultiplied sRGB-encoded color, 0...1.
uniform vec4 u_color;

out vec4 o_color;

void main() {
    o_color = u_color;
}
