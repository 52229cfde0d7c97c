// coverage.frag - uniforms filled by: none (inputs from trapezoid.vert).
// The trapezoid pass (GLPainter.sumCoverage,
// Sources/GPURaster/Painting/GLPainter+Coverage.swift): adds each trapezoid's exact
// area in the pixel to the coverage target. The trapezoids of one path are
// disjoint, so the sum is the area of their union, the path's coverage.
// CPU twin: none (see coverage.glsl).
// The coverage target has a framebuffer of its own (CoverageTarget),
// cleared inside the path's box first. With FETCH the sum happens here;
// without, the hardware adds (ONE, ONE; EXT_float_blend).
#version 300 es
#ifdef FETCH
#extension GL_EXT_shader_framebuffer_fetch : require
#endif
precision highp float;
#include "coverage"

flat in vec4 v_band;
flat in vec4 v_sides;

#ifdef FETCH
layout(location = 0) inout highp float o_coverage;
#else
layout(location = 0) out highp float o_coverage;
#endif

void main() {
    float area = coverageTrapezoid(v_band, v_sides, floor(gl_FragCoord.xy));
#ifdef FETCH
    o_coverage += area;
#else
    o_coverage = area;
#endif
}
