// gradient.frag - uniforms filled by GradientUniforms (Sources/GPURaster/Programs/GradientUniforms.swift).
// CPU twin: CPURaster's Shader.init(paint:transform:) for the location t
// along the axis (axial) or radius (radial), and GradientRamp.color(at:)
// for the color: the first / last stop's color beyond them, else the
// straight colors of the two stops around t mixed linearly, premultiplied
// afterwards; where two stops share a location the later one wins.
// Compiled as is for axial gradients, with "#define RADIAL" for radial,
// each with CONVEX, INSIDE or COVERED and with or without FETCH (see
// solid.frag).
#version 300 es
#include "composite"
#include "coverage"

// GRADIENT_MAX_STOPS: GradientUniforms.maximumStops, passed in by
// ShaderLibrary.source (Sources/GPURaster/Programs/ShaderConstants.swift).

// Straight sRGB-encoded stop colors, 0...1.
uniform vec4 u_colors[GRADIENT_MAX_STOPS];
// Stop locations, ascending, 0...1.
uniform float u_locations[GRADIENT_MAX_STOPS];
// Number of stops used, 1...GRADIENT_MAX_STOPS.
uniform int u_count;
#ifdef RADIAL
// Center and radii of the location-1 ellipse, paint coordinates.
uniform vec2 u_center;
uniform vec2 u_radii;
// The focal point in the space where that ellipse is the unit circle
// (Paint.unitFocal: |u_focal| <= 1); (0, 0): no focal point, the plain
// radial gradient.
uniform vec2 u_focal;
#else
// Axis from location 0 to location 1, paint coordinates.
uniform vec2 u_start;
uniform vec2 u_end;
#endif

// Multiplies the coverage, 0...1: a group opacity folded into the item.
uniform float u_opacity;
in vec2 v_paint;

vec4 rampColor(float t) {
    int last = u_count - 1;
    if (t <= u_locations[0]) return u_colors[0];
    if (t >= u_locations[last]) return u_colors[last];
    // The last stop at or before t; locations ascend and t < the last one,
    // so the span to the next stop is never empty.
    int i = 0;
    for (int k = 1; k < last; ++k) {
        if (u_locations[k] > t) break;
        i = k;
    }
    float f = (t - u_locations[i]) / (u_locations[i + 1] - u_locations[i]);
    return mix(u_colors[i], u_colors[i + 1], f);
}

#ifdef RADIAL
#include "focal"
#endif

void main() {
#ifdef RADIAL
    vec2 unitPoint = (v_paint - u_center) / u_radii;
    float t = u_focal == vec2(0.0) ? length(unitPoint) : focalLocation(unitPoint, u_focal);
#else
    vec2 axis = u_end - u_start;
    float lengthSquared = dot(axis, axis);
    // GradientUniforms sends degenerate axes as solid colors; this guard
    // only keeps a division by zero out of the shader.
    float t = lengthSquared > 0.0 ? dot(v_paint - u_start, axis) / lengthSquared : 1.0e30;
#endif
    vec4 c = rampColor(t);
    composite(vec4(c.rgb * c.a, c.a) * 255.0, itemCoverage() * u_opacity);
}
