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
/// green, blue, alpha, 0…1), the premultiplied colors (0…255) painted
/// up to the first location and from the last on, and `segments`: for
/// each pair of neighbors i, i + 1 (count − 1 of them), 10 values: L[i],
/// L[i+1] − L[i], the four components of stop i, and those of i + 1 minus
/// them.
typedef struct {
    const double *locations;
    const double *components;
    const double *segments;
    long count;
    float first[4];
    float last[4];
} fb_gradient_ramp;

/// A group's mask and opacity for the gradient kernels, when the group
/// holds only the gradient's fill (`RasterContext.drawMaskedFill`,
/// `drawClippedFill`): `pixels`, the mask layer's RGBA8 pixel under the
/// span's first one, or NULL when the mask is one solid fill of
/// premultiplied `color` (0…255) and the span's coverage is that fill's
/// (the gradient's fill then covers the span wholly, at opacity 1), or
/// NULL with `color` NULL for a group without a mask (whose clip covers
/// the span wholly); `mode`, 0 alpha, 1 inverted alpha, 2 luminance, 3
/// inverted luminance (`MaskMode.level`); `opacity`, the group's (0…1).
typedef struct {
    const uint8_t *pixels;
    const float *color;
    int mode;
    float opacity;
} fb_group_mask;

#if defined(__x86_64__)

/// `ImageSampler.fillAxisAlignedColumns` for the device columns `x ..<
/// x+count` of an image `width` texels wide mapped by u = scale·(x + 0.5)
/// + offset, plus the kernels' form of the same columns: `records` gets
/// the 32-byte `ColumnSample`s (int32 x0, x1 clamped to the image at 0 and
/// 4; float weights 1 − fx, fx, 1 − fx, fx at 16), and `x0`, `gx`, `fx`
/// (may be NULL) the padded x0 (the unclamped ⌊u − 0.5⌋ + 1, in 0…width +
/// 1), 1 − fx and fx. Returns 0 when some column is not finite (its record
/// is x0 = x1 = −1 with zero weights), else 1. Four columns at a time in
/// doubles. AVX2 only.
int fb_axis_columns_avx2(double scale, double offset, long x, long count, long width, void *records, int32_t *x0,
                         float *gx, float *fx);

/// `Shader.shade` of an axial gradient and `Blender.blend(colors:…)` at
/// once: the colors of pixels `x ..< x+count` of row `y` at t = ((x +
/// 0.5)·axis_x + (y + 0.5)·axis_y) + offset, blended over the `count` RGBA8
/// pixels at `dst` with per-pixel coverage times `opacity`. With `mask`
/// (else NULL), what the group holding only this fill composites instead:
/// each pixel blended over a transparent one, as the group's layer holds
/// it, then `fb_composite_avx2` of it with the mask's pixel (from its
/// layer, or its one solid fill blended over a transparent pixel through
/// the coverage) at coverage 1 and opacity 1, the same bytes as the steps.
/// AVX2 only.
void fb_axial_blend_avx2(const fb_gradient_ramp *ramp, double axis_x, double axis_y, double offset, long y, long x,
                         long count, const float *coverage, float opacity, uint8_t *dst, const fb_group_mask *mask);

/// The same for a radial gradient: t = |m·p| with m = (a, b, c, d, tx, ty)
/// taking the pixel center p to the unit circle. AVX2 only.
void fb_radial_blend_avx2(const fb_gradient_ramp *ramp, const double *m, long y, long x, long count,
                          const float *coverage, float opacity, uint8_t *dst, const fb_group_mask *mask);

/// The same for a focal radial gradient: t = Paint.focalLocation of m·p
/// for the unit focal point (fx, fy), |f| ≤ 1. AVX2 only.
void fb_focal_blend_avx2(const fb_gradient_ramp *ramp, const double *m, double fx, double fy, long y, long x,
                         long count, const float *coverage, float opacity, uint8_t *dst, const fb_group_mask *mask);

/// `Blender.blend(colors:…)`: `count` premultiplied float colors (4 floats
/// a pixel, 0…255) over `count` RGBA8 pixels at `dst`, with per-pixel
/// coverage times `opacity`. AVX2 only.
void fb_blend_colors_avx2(const float *colors, const float *coverage, float opacity, long count, uint8_t *dst);

/// `fb_blend_solid_avx2` into a group's transparent layer, and that
/// layer's composite through `mask` (`fb_group_mask`, as the gradient
/// kernels take it) over `dst`, in one pass: for a group whose only
/// content is the fill (`RasterContext.drawMaskedFill`,
/// `drawClippedFill`). The same bytes as the two passes. AVX2 only.
void fb_blend_solid_in_group_avx2(const float *color, const float *coverage, float opacity, long count, uint8_t *dst,
                                  const fb_group_mask *mask);

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

/// The axis-aligned draw of an image at one texel per pixel (every column
/// sample's weights (1, 0, 1, 0) and the row's (1, 1, 0, 0)): the bilinear
/// sample is then exactly texel x0 of `texels` (the row's RGBA8 bytes)
/// times `sample_opacity`, blended through coverage · `opacity` over `dst`;
/// where both opacities are 1, a run of eight fully covered opaque pixels
/// is a copy of the texels, which the blend would give exactly. AVX2 only.
void fb_unscaled_blend_avx2(const uint8_t *texels, const void *columns, float sample_opacity, const float *coverage,
                            float opacity, long count, uint8_t *dst);

/// One axis-aligned draw of a prepared image (`ImageSampler.blendAxisAligned`
/// for every row span the scan converter hands over), for
/// `fb_plane_row_avx2`.
///
/// - The image as channel planes (`ImageTexels.planes`): texel row y's
///   channel c (red, green, blue, alpha, 0…255) is the `stride` floats at
///   `planes + (4·y + c)·stride`, entry j holding texel clamp(j − 1, 0,
///   width − 1), so the texel pair of a column is always entries x0 and
///   x0 + 1; `height` rows.
/// - Device row y maps to texel-space v = scale_y·(y + 0.5) + offset_y
///   (`ImageSampler.axisAlignedRow`).
/// - The filled columns (`fb_axis_columns_avx2`): `x0` (padded), `gx` (1 − fx)
///   and `fx` from device column `first_filled` on, `filled_count` of them;
///   `below` (i in 0…width: how many filled columns have their clamped x0
///   below texel column i; `descending` for a flipped image).
/// - The runs of texel columns with a visible 2×2 block (`ImageTexels`):
///   row y's are the start/end pairs `runs[2·run_start[y] ..<
///   2·run_start[y+1]]`.
/// - The layer: `pixels` (RGBA8) of rows `row_bytes` long whose first pixel
///   is device pixel (origin_x, origin_y).
typedef struct {
    const float *planes;
    long stride;
    long height;
    double scale_y;
    double offset_y;
    const int32_t *runs;
    const long *run_start;
    const int32_t *below;
    long filled_count;
    int descending;
    const int32_t *x0;
    const float *gx;
    const float *fx;
    long first_filled;
    float sample_opacity;
    float opacity;
    uint8_t *pixels;
    long row_bytes;
    long origin_x;
    long origin_y;
} fb_plane_draw;

/// Device row y's span `x ..< x+count` of `draw` (inside its filled
/// columns), with `coverage` one value a pixel: the bilinear sample of
/// every pixel whose texel pair starts in one of its texel row's runs (the
/// others sample alpha 0, which the blend skips), blended through coverage
/// times `opacity` over the layer, eight pixels at a time with one channel
/// a register. AVX2 only.
void fb_plane_row_avx2(const fb_plane_draw *draw, long y, long x, long count, const float *coverage);

#endif

#ifdef __cplusplus
}
#endif

#endif
