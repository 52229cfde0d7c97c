// A group's only fill composited as it is drawn (`RasterContext.
// drawMaskedFill`, `drawClippedFill`), shared by the gradient kernels
// (Gradient+AVX2.c) and the solid one (Blend+AVX2.c): eight pixels of the
// fill, one channel a register, blended over transparent pixels (the
// group's layer pixels) and composited through the group's mask and
// opacity (`fb_group_mask`), or blended as plain pixels without a group.
#ifndef FLIPBOOK_GROUP_PIXELS_H
#define FLIPBOOK_GROUP_PIXELS_H

#if defined(__x86_64__)
#include <immintrin.h>

#include "CPUKernels.h"
#include "EightPixels.h"

#pragma STDC FP_CONTRACT OFF

#define FB_GROUP __attribute__((target("avx2"), always_inline)) static inline

/// How a span's pixels are painted (`fb_group_of`): `kind` 0 blended as
/// plain pixels, 1 through a mask layer's pixels, 2 through a solid mask
/// fill of `color` (the span's coverage being that fill's), 3 at the
/// group's opacity alone (no mask); `mode` and `opacity` the mask's and
/// the group's; `scale`, the share at coverage 1 for kinds 2 and 3, and
/// `unit` when it is 1 in every lane (the layer's pixels composite
/// unchanged). Held by value, so the kernels keep it in registers (the
/// pixel stores may alias any memory, and fields read through a pointer
/// would be read again after each one).
typedef struct {
    int kind;
    int mode;
    int unit;
    __m256 opacity;
    __m256 color[4];
    __m256 scale;
} fb_group;

/// The painting of a span through `mask` (NULL: plain pixels).
FB_GROUP fb_group fb_group_of(const fb_group_mask *mask) {
    fb_group g = {0, 0, 0, _mm256_setzero_ps(), {_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps(),
                  _mm256_setzero_ps()}, _mm256_setzero_ps()};
    if (!mask) return g;
    g.mode = mask->mode;
    g.opacity = _mm256_set1_ps(mask->opacity);
    if (mask->pixels) {
        g.kind = 1;
        return g;
    }
    if (!mask->color) {
        g.kind = 3;
        g.scale = g.opacity;
        g.unit = mask->opacity == 1.0f;
        return g;
    }
    g.kind = 2;
    for (int k = 0; k < 4; k++) g.color[k] = _mm256_set1_ps(mask->color[k]);
    __m256 mr = g.color[0], mg = g.color[1], mb = g.color[2], ma = g.color[3];
    fb_over_transparent(&mr, &mg, &mb, &ma, _mm256_set1_ps(1.0f));
    g.scale = fb_mask_scale(mr, mg, mb, ma, g.mode, g.opacity);
    g.unit = _mm256_movemask_ps(_mm256_cmp_ps(g.scale, _mm256_set1_ps(1.0f), _CMP_EQ_OQ)) == 0xFF;
    return g;
}

/// Eight pixels of a span (n of them, 1…8, at `dst`, with their
/// `coverage`), of colors held one channel a register (premultiplied,
/// 0…255), painted as `g` says: plain, blended as `fb_blend_colors_avx2`
/// blends (coverage · opacity per pixel, then `fb_over_channels`); in a
/// group, blended over transparent pixels and composited as
/// `fb_composite_avx2` composites a group's layer at coverage 1 and
/// opacity 1, through the mask's pixels at `mask_pixels` (the span's
/// eight) for kind 1. Fewer than eight go through masked loads (the
/// missing lanes have coverage 0: nothing drawn) and plain stores.
FB_GROUP void fb_paint_eight(__m256 channel[4], int n, const float *coverage, float opacity, uint8_t *dst,
                             const fb_group g, const uint8_t *mask_pixels) {
    __m256 c;
    __m256i words, levels = _mm256_setzero_si256();
    if (n == 8) {
        c = _mm256_loadu_ps(coverage);
        words = _mm256_loadu_si256((const __m256i *)dst);
        if (g.kind == 1) levels = _mm256_loadu_si256((const __m256i *)mask_pixels);
    } else {
        __m256i lanes = fb_first_lanes(n);
        c = _mm256_maskload_ps(coverage, lanes);
        words = _mm256_maskload_epi32((const int *)dst, lanes);
        if (g.kind == 1) levels = _mm256_maskload_epi32((const int *)mask_pixels, lanes);
    }
    const __m256 one = _mm256_set1_ps(1.0f);
    c = _mm256_mul_ps(c, _mm256_set1_ps(opacity));
    // Eight opaque pixels drawn wholly (coverage · opacity exactly 1: a
    // short span's missing lanes have 0), at full strength (no group, or
    // a share of 1), replace the destination: each channel is byte(s · 1
    // + d · 0) (`fb_over_channels` with keep 0), and in a group the
    // layer's byte(s) times 1 gives the same byte.
    int whole = _mm256_movemask_ps(_mm256_cmp_ps(c, one, _CMP_EQ_OQ)) == 0xFF;
    if (whole && (g.kind == 0 || (g.kind != 1 && g.unit)) &&
        _mm256_movemask_ps(_mm256_cmp_ps(channel[3], _mm256_set1_ps(255.0f), _CMP_GE_OQ)) == 0xFF) {
        fb_store_eight(fb_pack_channels(channel[0], channel[1], channel[2], channel[3]), n, dst);
        return;
    }
    __m256i out;
    if (g.kind == 0) {
        out = fb_over_channels(channel[0], channel[1], channel[2], channel[3], c, words);
    } else {
        // The group's layer pixel (the fill over a transparent one) and the
        // mask's, then the composite of the one through the other.
        __m256 scale;
        if (g.kind == 1) {
            fb_over_transparent(&channel[0], &channel[1], &channel[2], &channel[3], c);
            __m256 mr, mg, mb, ma;
            fb_channels(levels, &mr, &mg, &mb, &ma);
            scale = fb_mask_scale(mr, mg, mb, ma, g.mode, g.opacity);
        } else if (g.kind == 3) {
            // No mask: the layer pixel times the group's opacity.
            fb_over_transparent(&channel[0], &channel[1], &channel[2], &channel[3], c);
            scale = g.scale;
        } else {
            // The coverage is the mask fill's; the fill covers these pixels
            // wholly (coverage 1 at the fill's opacity, which is 1).
            fb_over_transparent(&channel[0], &channel[1], &channel[2], &channel[3], one);
            if (whole) {
                scale = g.scale;
            } else {
                __m256 mr = g.color[0], mg = g.color[1], mb = g.color[2], ma = g.color[3];
                fb_over_transparent(&mr, &mg, &mb, &ma, c);
                scale = fb_mask_scale(mr, mg, mb, ma, g.mode, g.opacity);
            }
        }
        out = fb_composite_channels(channel[0], channel[1], channel[2], channel[3], scale, one, words);
    }
    fb_store_eight(out, n, dst);
}

#endif
#endif
