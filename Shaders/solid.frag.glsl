// solid.frag - uniforms filled by SolidUniforms (Sources/GPURaster/Programs/PaintUniforms.swift).
// CPU twin: CPURaster's Blender.blend(solid:): one premultiplied color
// (PremultipliedColor's formula), composited with coverage x opacity.
// Compiled with CONVEX (one convex polygon), INSIDE (the whole pixels
// inside a rectangle along the axes; an opaque color there is a scissored
// clear instead, GLPainter.fillInside) or COVERED (a path's summed
// trapezoids), each with or without FETCH (composite.glsl).
#version 300 es
#include "composite"
#include "coverage"

// Premultiplied sRGB-encoded color, 0...255.
uniform vec4 u_color;
// Multiplies the coverage, 0...1: a group opacity folded into the item.
uniform float u_opacity;

void main() {
    composite(u_color, itemCoverage() * u_opacity);
}
