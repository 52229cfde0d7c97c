// gradient.frag - uniforms filled by GradientUniforms (Sources/GPURaster/GradientUniforms.swift).
// CPU twin: CPURaster's gradient paint: location t along the axis (axial)
// or radius (radial), clamped to 0...1; straight colors interpolated
// linearly between the two stops around t (the first / last stop's color
// beyond them), then premultiplied.
// Compiled twice: as is for axial gradients, with "#define RADIAL" for radial.
#version 300 es
precision highp float;

// Must equal GradientUniforms.maxStops.
#define MAX_STOPS 32

// Straight sRGB-encoded stop colors, 0...1.
uniform vec4 u_colors[MAX_STOPS];
// Stop locations, ascending, 0...1.
uniform float u_locations[MAX_STOPS];
// Number of stops used, 1...MAX_STOPS.
uniform int u_count;
#ifdef RADIAL
// Center and radii of the location-1 ellipse, paint coordinates.
uniform vec2 u_center;
uniform vec2 u_radii;
#else
// Axis from location 0 to location 1, paint coordinates.
uniform vec2 u_start;
uniform vec2 u_end;
#endif

in vec2 v_paint;
out vec4 o_color;

vec4 rampColor(float t) {
    if (t <= u_locations[0]) return u_colors[0];
    for (int i = 1; i < u_count; ++i) {
        if (t <= u_locations[i]) {
            float span = u_locations[i] - u_locations[i - 1];
            float f = span > 0.0 ? (t - u_locations[i - 1]) / span : 1.0;
            return mix(u_colors[i - 1], u_colors[i], f);
        }
    }
    return u_colors[u_count - 1];
}

void main() {
#ifdef RADIAL
    float t = length((v_paint - u_center) / u_radii);
#else
    vec2 axis = u_end - u_start;
    float lengthSquared = dot(axis, axis);
    float t = lengthSquared > 0.0 ? dot(v_paint - u_start, axis) / lengthSquared : 0.0;
#endif
    vec4 c = rampColor(clamp(t, 0.0, 1.0));
    o_color = vec4(c.rgb * c.a, c.a);
}
