// image.frag - uniforms filled by ImageUniforms (Sources/GPURaster/Programs/PaintUniforms.swift).
// CPU twin: CPURaster's ImageSampler.shade and ImageSampler.sample: the
// pixel center mapped to texel space (per tile, wrapped, when tiled), then
// the four texels around it (centers at +0.5) mixed bilinearly, clamped to
// the edge texels when not tiled, times the item's opacity (with INSTANCED,
// the instance's, from instanced_image.vert; ImageUniforms leaves
// u_opacity unused then).
// With FILTER_UNIT (ImageFiltering.textureUnit) the texture unit mixes
// the texels, where its weights are float (llvmpipe, on RGBA16F). Else
// the weights are computed here in float: most texture units quantize them
// (8 fractional bits), which put the GPU 2 levels away from the CPU on
// magnified images.
// Compiled with INSTANCED and QUAD (and AXIS_ALIGNED when every copy is a
// rectangle along the axes) for instanced grids, else with CONVEX
// (the footprint is one quadrilateral), INSIDE or COVERED; each with or
// without FETCH and FILTER_UNIT.
#version 300 es
#include "composite"
#include "coverage"

// Premultiplied, row 0 (the top) at texel row 0: RGBA16F holding the
// bytes (FILTER_UNIT), else RGBA8 read with texelFetch.
uniform sampler2D u_image;
// Top-left of the image (or of the first tile), paint coordinates.
uniform vec2 u_origin;
// Size of the image (or of one tile), paint units.
uniform vec2 u_size;
// 1 when the image repeats every u_size, 0 when it is drawn once.
uniform int u_tiled;
#ifdef INSTANCED
// The instance's opacity (instanced_image.vert), 0...1.
flat in float v_opacity;
#define IMAGE_OPACITY v_opacity
const float u_coverageOpacity = 1.0;
#else
// Multiplies the coverage, 0...1: a group opacity folded into the item.
uniform float u_coverageOpacity;
// Multiplies the sampled color, 0...1.
uniform float u_opacity;
#define IMAGE_OPACITY u_opacity
#endif

in vec2 v_paint;

void main() {
    vec2 unit = (v_paint - u_origin) / u_size;
    if (u_tiled != 0) unit -= floor(unit);
#ifdef FILTER_UNIT
    // RGBA16F texels holding the bytes; the unit mixes them as below, with
    // float weights (ImageFiltering.probe checked), wrapping (REPEAT) or
    // clamping (CLAMP_TO_EDGE) the texel pair as below.
    composite(textureLod(u_image, unit, 0.0) * IMAGE_OPACITY, itemCoverage() * u_coverageOpacity);
#else
    ivec2 count = textureSize(u_image, 0);
    // Texel space with texel (i, j) centered on (i, j); one texel beyond
    // the image every sample is an edge texel anyway.
    vec2 s = clamp(unit * vec2(count) - 0.5, vec2(-1.0), vec2(count));
    vec2 cell = floor(s);
    vec2 f = s - cell;
    ivec2 i0 = ivec2(cell), i1 = i0 + 1;
    if (u_tiled != 0) {
        // s lies in [-0.5, count - 0.5) here, so i0 is -1 at most one texel
        // before the tile: wrap it by hand, as % of a negative int is
        // undefined in GLSL ES (llvmpipe computes it unsigned).
        i0 = ivec2(i0.x < 0 ? count.x - 1 : i0.x, i0.y < 0 ? count.y - 1 : i0.y);
        i1 = ivec2(i0.x + 1 >= count.x ? 0 : i0.x + 1, i0.y + 1 >= count.y ? 0 : i0.y + 1);
    } else {
        i0 = clamp(i0, ivec2(0), count - 1);
        i1 = clamp(i1, ivec2(0), count - 1);
    }
    vec4 top = texelFetch(u_image, ivec2(i0.x, i0.y), 0) * (1.0 - f.x) + texelFetch(u_image, ivec2(i1.x, i0.y), 0) * f.x;
    vec4 bottom = texelFetch(u_image, ivec2(i0.x, i1.y), 0) * (1.0 - f.x) + texelFetch(u_image, ivec2(i1.x, i1.y), 0) * f.x;
    // texelFetch gives bytes / 255: back to bytes, as the CPU reads them.
    composite((top * (1.0 - f.y) + bottom * f.y) * (255.0 * IMAGE_OPACITY), itemCoverage() * u_coverageOpacity);
#endif
}
