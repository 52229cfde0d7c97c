// Wide-lane kernels of the CPU backend (Sources/CPURaster), chosen at run
// time: Swift has no per-function instruction-set attribute, so code that
// uses AVX2 in a binary that must also run on any x86-64 (and arm64) is
// written here, in C, with clang's `target("avx2")` attribute, and called
// only after `fb_cpu_has_avx2()` said yes. Every lane does exactly the
// float operations of the Swift scalar code, in its order (no fused
// multiply-add: the target attribute does not enable FMA, and contraction
// is off), so the bytes are the scalar code's. See README.md.
#ifndef FLIPBOOK_CPU_KERNELS_H
#define FLIPBOOK_CPU_KERNELS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this x86-64 CPU (and its OS) runs AVX2 code, else 0 (always 0
/// on other architectures).
int fb_cpu_has_avx2(void);

/// A gradient's stops for the shading kernels (`GradientRamp`): `count`
/// ≥ 1 ascending finite `locations`, `4·count` straight `components` (red,
/// green, blue, alpha, 0…1), and the premultiplied colors (0…255) painted
/// up to the first location and from the last on.
typedef struct {
    const double *locations;
    const double *components;
    long count;
    float first[4];
    float last[4];
} fb_gradient_ramp;

#if defined(__x86_64__)

/// `Shader.shade` of an axial gradient: the colors of pixels `x ..< x+count`
/// of row `y` (4 floats a pixel) at t = ((x + 0.5)·axis_x + (y + 0.5)·axis_y)
/// + offset. AVX2 only.
void fb_axial_shade_avx2(const fb_gradient_ramp *ramp, double axis_x, double axis_y, double offset,
                         long y, long x, long count, float *out);

/// `Shader.shade` of a radial gradient: t = |m·p| with m = (a, b, c, d,
/// tx, ty) taking the pixel center p to the unit circle. AVX2 only.
void fb_radial_shade_avx2(const fb_gradient_ramp *ramp, const double *m, long y, long x, long count, float *out);

/// `Blender.blend(colors:…)`: `count` premultiplied float colors (4 floats
/// a pixel, 0…255) over `count` RGBA8 pixels at `dst`, with per-pixel
/// coverage times `opacity`. AVX2 only.
void fb_blend_colors_avx2(const float *colors, const float *coverage, float opacity, long count, uint8_t *dst);

/// `Blender.blend(solid:…)`: one premultiplied float color (`color`: 4
/// floats, 0…255) over `count` RGBA8 pixels at `dst`, with per-pixel
/// coverage times `opacity`; an opaque color's fully covered pixels are
/// stored eight at a time. AVX2 only.
void fb_blend_solid_avx2(const float *color, const float *coverage, float opacity, long count, uint8_t *dst);

/// `LayerSource.shade` (normal blend mode) and `Blender.blend(colors:…)`
/// at once: `count` pixels of an offscreen layer (`src`, RGBA8) scaled by
/// `layer_opacity`, or with a mask (`mask`, RGBA8, or NULL) by
/// (layer_opacity · level) / 255 with level from `mode` (0 alpha, 1
/// inverted alpha, 2 luminance, 3 inverted luminance: `MaskMode.level`),
/// blended through `coverage` times `opacity` over `dst`. AVX2 only.
void fb_composite_avx2(const uint8_t *src, const uint8_t *mask, int mode, float layer_opacity,
                       const float *coverage, float opacity, long count, uint8_t *dst);

/// The axis-aligned bilinear sample of a prepared image
/// (`ImageSampler.blendAxisAligned`) blended at once, for `count` pixels:
/// pixel k reads column sample k of `columns` (32 bytes each: int32 x0 at
/// 0, int32 x1 at 4, float weights[4] at 16), texels x0 and x1 of the texel
/// rows `row0` and `row1` (4 floats a texel), the row's `row_weights`
/// (gy, gy, fy, fy) and the image's `sample_opacity`, and blends the
/// sample through `coverage[k]` times `opacity` over `dst` (4 bytes a
/// pixel). AVX2 only.
void fb_bilinear_blend_avx2(const float *row0, const float *row1, const void *columns, const float *row_weights,
                            float sample_opacity, const float *coverage, float opacity, long count, uint8_t *dst);

/// The axis-aligned draw of an image at one texel per pixel (every column
/// sample's weights (1, 0, 1, 0) and the row's (1, 1, 0, 0)): the bilinear
/// sample is then exactly texel x0 of `texels` (the row's RGBA8 bytes)
/// times `sample_opacity`, blended through coverage · `opacity` over `dst`;
/// where both opacities are 1, a run of eight fully covered opaque pixels
/// is a copy of the texels, which the blend would give exactly. AVX2 only.
void fb_unscaled_blend_avx2(const uint8_t *texels, const void *columns, float sample_opacity, const float *coverage,
                            float opacity, long count, uint8_t *dst);

/// One row span of a prepared image's axis-aligned draw, for
/// `fb_bilinear_blend_runs_avx2`: the texel rows, column samples, weights
/// and opacities of `fb_bilinear_blend_avx2`, plus the row's runs of
/// texel columns (`ImageTexels`: `run_count` pairs of start and end texel
/// columns at `runs`), `below` (`RasterContext.columnsBelow`: how many of
/// the `filled_count` filled columns have x0 below each texel column;
/// `descending` for a flipped image), and the span as indices into the
/// filled columns: `span_start ..< span_end`. `columns` is the first filled
/// column's sample; `coverage` and `dst` are the span's first pixel's.
typedef struct {
    const float *row0;
    const float *row1;
    const void *columns;
    const float *row_weights;
    float sample_opacity;
    float opacity;
    const float *coverage;
    uint8_t *dst;
    const int32_t *runs;
    long run_count;
    const int32_t *below;
    long filled_count;
    long span_start;
    long span_end;
    int descending;
} fb_bilinear_runs;

/// `fb_bilinear_blend_avx2` over every pixel of the span whose texel pair
/// starts in one of the row's runs (the others sample alpha 0, which the
/// blend skips): `ImageSampler.forEachRunRange` and the kernel in one call
/// a row. AVX2 only.
void fb_bilinear_blend_runs_avx2(const fb_bilinear_runs *runs);

#endif

#ifdef __cplusplus
}
#endif

#endif
