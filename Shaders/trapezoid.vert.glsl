// trapezoid.vert - vertices from CoverageMesh (Sources/GPURaster/Coverage/CoverageMesh.swift),
// uniforms filled by GLPainter.sumCoverage (Sources/GPURaster/Painting/GLPainter+Coverage.swift).
// CPU twin: none (see coverage.glsl); the trapezoids are TrapezoidSweep's.
// Each trapezoid is drawn as its bounding box grown to whole pixels, so
// every pixel it touches gets a fragment; every vertex of the box carries
// the whole trapezoid.
#version 300 es
precision highp float;

// A corner of the box, device pixels.
layout(location = 0) in vec2 a_position;
// (y0, y1, left0, right0) and (left1, right1, left slope, right slope):
// see coverageTrapezoid.
layout(location = 1) in vec4 a_band;
layout(location = 2) in vec4 a_sides;
// Canvas size in pixels.
uniform vec2 u_viewport;

flat out vec4 v_band;
flat out vec4 v_sides;

void main() {
    v_band = a_band;
    v_sides = a_sides;
    // Device row 0 lands on window row 0, as in paint.vert.
    gl_Position = vec4(a_position / u_viewport * 2.0 - 1.0, 0.0, 1.0);
}
