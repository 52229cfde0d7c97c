// image.frag - uniforms filled by ImageUniforms (Sources/GPURaster/PaintUniforms.swift).
// CPU twin: CPURaster's image paint: bilinear sampling of the premultiplied
// bitmap at pixel centers (texel centers at +0.5), clamped at the edges,
// or wrapped per tile when tiled; times the item's opacity.
#version 300 es
precision highp float;

// Premultiplied RGBA8, row 0 (the top) at v = 0; REPEAT wrap when tiled,
// CLAMP_TO_EDGE otherwise, LINEAR filtering.
uniform sampler2D u_image;
// Top-left of the image (or of the first tile), paint coordinates.
uniform vec2 u_origin;
// Size of the image (or of one tile), paint units.
uniform vec2 u_size;
// Multiplies the sampled color, 0...1.
uniform float u_opacity;

in vec2 v_paint;
out vec4 o_color;

void main() {
    o_color = texture(u_image, (v_paint - u_origin) / u_size) * u_opacity;
}
