// AVX2 versions of the CPU backend's blend loops: two pixels in each
// 256-bit register, one pixel in each 128-bit half, the four channels in
// its four lanes. Each lane does the scalar code's float operations in its
// order (Blender.swift, ImageSampler+AxisAligned.swift):
//
//   c    = coverage · opacity
//   keep = 1 − (a · c) / 255, or 0 where c ≥ 1 and a ≥ 255
//   out  = byte(s · c + d · keep) where c > 0 and a > 0, else d
//   byte(v) = truncate(min(max(v + 0.5, 0), 255))
//
// with a the source's alpha. Keeping d where nothing is drawn is exact:
// byte(d) = d for a whole d in 0…255.
#include "CPUKernels.h"
#include "EightPixels.h"
#include "GroupPixels.h"
#include "TexelPair.h"

#if defined(__x86_64__)
#include <immintrin.h>

#pragma STDC FP_CONTRACT OFF

#define FB_AVX2 __attribute__((target("avx2"), always_inline)) static inline

/// The 8 bytes of two pixels at p as float lanes.
FB_AVX2 __m256 fb_load_pair(const uint8_t *p) {
    return _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)p)));
}

/// The source-over of two pixels; c holds each pixel's coverage · opacity
/// in all four lanes of its half.
FB_AVX2 __m256 fb_over(__m256 s, __m256 c, __m256 d) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f), full = _mm256_set1_ps(255.0f);
    __m256 a = _mm256_permute_ps(s, 0xFF);
    __m256 keep = _mm256_sub_ps(one, _mm256_div_ps(_mm256_mul_ps(a, c), full));
    __m256 whole = _mm256_and_ps(_mm256_cmp_ps(c, one, _CMP_GE_OQ), _mm256_cmp_ps(a, full, _CMP_GE_OQ));
    keep = _mm256_andnot_ps(whole, keep);
    __m256 out = _mm256_add_ps(_mm256_mul_ps(s, c), _mm256_mul_ps(d, keep));
    __m256 drawn = _mm256_and_ps(_mm256_cmp_ps(c, zero, _CMP_GT_OQ), _mm256_cmp_ps(a, zero, _CMP_GT_OQ));
    return _mm256_blendv_ps(d, out, drawn);
}

/// Blender.byte on every lane, as 32-bit integers.
FB_AVX2 __m256i fb_bytes(__m256 v) {
    __m256 t = _mm256_add_ps(v, _mm256_set1_ps(0.5f));
    t = _mm256_max_ps(t, _mm256_setzero_ps());
    t = _mm256_min_ps(t, _mm256_set1_ps(255.0f));
    return _mm256_cvttps_epi32(t);
}

/// Stores four pixels: p01 holds pixels 0 and 1, p23 pixels 2 and 3.
FB_AVX2 void fb_store_four(__m256 p01, __m256 p23, uint8_t *dst) {
    __m256i words = _mm256_packus_epi32(fb_bytes(p01), fb_bytes(p23));   // halves: 0 2 | 1 3 (16-bit)
    __m256i bytes = _mm256_packus_epi16(words, words);                    // halves: 0 2 0 2 | 1 3 1 3
    __m256i order = _mm256_permutevar8x32_epi32(bytes, _mm256_setr_epi32(0, 4, 1, 5, 0, 0, 0, 0));
    _mm_storeu_si128((__m128i *)dst, _mm256_castsi256_si128(order));
}

/// The coverages of four pixels times opacity, each spread over its half:
/// pixels 0 and 1 in *c01, 2 and 3 in *c23.
FB_AVX2 void fb_coverage_four(const float *coverage, float opacity, __m256 *c01, __m256 *c23) {
    __m256 c = _mm256_castps128_ps256(_mm_mul_ps(_mm_loadu_ps(coverage), _mm_set1_ps(opacity)));
    *c01 = _mm256_permutevar8x32_ps(c, _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
    *c23 = _mm256_permutevar8x32_ps(c, _mm256_setr_epi32(2, 2, 2, 2, 3, 3, 3, 3));
}

/// One pixel, for the last count % 4: the same operations on 128 bits.
FB_AVX2 void fb_over_one(__m128 s, float c1, uint8_t *dst) {
    const __m128 zero = _mm_setzero_ps(), one = _mm_set1_ps(1.0f), full = _mm_set1_ps(255.0f);
    __m128 c = _mm_set1_ps(c1);
    int32_t word;
    __builtin_memcpy(&word, dst, 4);
    __m128 d = _mm_cvtepi32_ps(_mm_cvtepu8_epi32(_mm_cvtsi32_si128(word)));
    __m128 a = _mm_permute_ps(s, 0xFF);
    __m128 keep = _mm_sub_ps(one, _mm_div_ps(_mm_mul_ps(a, c), full));
    __m128 whole = _mm_and_ps(_mm_cmpge_ps(c, one), _mm_cmpge_ps(a, full));
    keep = _mm_andnot_ps(whole, keep);
    __m128 out = _mm_add_ps(_mm_mul_ps(s, c), _mm_mul_ps(d, keep));
    __m128 drawn = _mm_and_ps(_mm_cmpgt_ps(c, zero), _mm_cmpgt_ps(a, zero));
    out = _mm_blendv_ps(d, out, drawn);
    __m128 t = _mm_min_ps(_mm_max_ps(_mm_add_ps(out, _mm_set1_ps(0.5f)), zero), full);
    __m128i w = _mm_cvttps_epi32(t);
    w = _mm_packus_epi16(_mm_packus_epi32(w, w), w);
    word = _mm_cvtsi128_si32(w);
    __builtin_memcpy(dst, &word, 4);
}

__attribute__((target("avx2")))
void fb_blend_colors_avx2(const float *colors, const float *coverage, float opacity, long count, uint8_t *dst) {
    long k = 0;
    for (; k + 4 <= count; k += 4) {
        __m256 c01, c23;
        fb_coverage_four(coverage + k, opacity, &c01, &c23);
        const float *s = colors + 4 * k;
        uint8_t *d = dst + 4 * k;
        __m256 p01 = fb_over(_mm256_loadu_ps(s), c01, fb_load_pair(d));
        __m256 p23 = fb_over(_mm256_loadu_ps(s + 8), c23, fb_load_pair(d + 8));
        fb_store_four(p01, p23, d);
    }
    for (; k < count; k++) fb_over_one(_mm_loadu_ps(colors + 4 * k), coverage[k] * opacity, dst + 4 * k);
}

__attribute__((target("avx2")))
void fb_blend_solid_avx2(const float *color, const float *coverage, float opacity, long count, uint8_t *dst) {
    __m128 one_color = _mm_loadu_ps(color);
    __m256 s = _mm256_insertf128_ps(_mm256_castps128_ps256(one_color), one_color, 1);
    int opaque = color[3] >= 255.0f;
    // The color's bytes, eight pixels of them, for fully covered runs.
    __m256i bytes = fb_bytes(s);
    bytes = _mm256_packus_epi16(_mm256_packus_epi32(bytes, bytes), bytes);
    __m256i words = _mm256_broadcastd_epi32(_mm256_castsi256_si128(bytes));
    const __m256 one = _mm256_set1_ps(1.0f);
    long k = 0;
    for (; k + 8 <= count; k += 8) {
        uint8_t *d = dst + 4 * k;
        if (opaque) {
            __m256 c = _mm256_mul_ps(_mm256_loadu_ps(coverage + k), _mm256_set1_ps(opacity));
            if (_mm256_movemask_ps(_mm256_cmp_ps(c, one, _CMP_GE_OQ)) == 0xFF) {
                _mm256_storeu_si256((__m256i *)d, words);
                continue;
            }
        }
        __m256 c01, c23, c45, c67;
        fb_coverage_four(coverage + k, opacity, &c01, &c23);
        fb_coverage_four(coverage + k + 4, opacity, &c45, &c67);
        fb_store_four(fb_over(s, c01, fb_load_pair(d)), fb_over(s, c23, fb_load_pair(d + 8)), d);
        fb_store_four(fb_over(s, c45, fb_load_pair(d + 16)), fb_over(s, c67, fb_load_pair(d + 24)), d + 16);
    }
    for (; k < count; k++) fb_over_one(one_color, coverage[k] * opacity, dst + 4 * k);
}

__attribute__((target("avx2")))
void fb_blend_solid_in_group_avx2(const float *color, const float *coverage, float opacity, long count, uint8_t *dst,
                                  const fb_group_mask *mask) {
    const uint8_t *mask_pixels = mask->pixels;
    const fb_group g = fb_group_of(mask);
    const __m256 r = _mm256_set1_ps(color[0]), gr = _mm256_set1_ps(color[1]), b = _mm256_set1_ps(color[2]);
    const __m256 a = _mm256_set1_ps(color[3]);
    for (long k = 0; k < count; k += 8) {
        __m256 channel[4] = {r, gr, b, a};
        fb_paint_eight(channel, count - k < 8 ? (int)(count - k) : 8, coverage + k, opacity, dst + 4 * k, g,
                       mask_pixels ? mask_pixels + 4 * k : 0);
    }
}

/// Up to eight pixels (n in 1…8) of `fb_composite_avx2`
/// (`fb_composite_words`). Fewer than eight pixels go through masked
/// loads (missing lanes have coverage 0: nothing drawn) and plain stores.
FB_AVX2 void fb_composite_eight(const uint8_t *src, const uint8_t *mask, int mode, __m256 layer_opacity,
                                const float *coverage, __m256 opacity, int n, uint8_t *dst) {
    __m256i s, m = _mm256_setzero_si256(), d;
    __m256 c;
    if (n == 8) {
        s = _mm256_loadu_si256((const __m256i *)src);
        if (mask) m = _mm256_loadu_si256((const __m256i *)mask);
        d = _mm256_loadu_si256((const __m256i *)dst);
        c = _mm256_loadu_ps(coverage);
    } else {
        __m256i lanes = fb_first_lanes(n);
        s = _mm256_maskload_epi32((const int *)src, lanes);
        if (mask) m = _mm256_maskload_epi32((const int *)mask, lanes);
        d = _mm256_maskload_epi32((const int *)dst, lanes);
        c = _mm256_maskload_ps(coverage, lanes);
    }
    __m256i out = fb_composite_words(s, mask ? &m : 0, mode, layer_opacity, _mm256_mul_ps(c, opacity), d);
    fb_store_eight(out, n, dst);
}

/// True when eight layer pixels at `src` are opaque and their `coverage`
/// is exactly 1. Composited unmasked at layer opacity and opacity 1, such
/// pixels come out as their own bytes: `fb_over_channels` keeps nothing
/// of the destination (c ≥ 1 and a ≥ 255 make keep exactly 0) and adds
/// each channel times 1, a whole number that packs back to itself.
FB_AVX2 int fb_opaque_and_covered(const uint8_t *src, const float *coverage) {
    __m256i alpha = _mm256_srli_epi32(_mm256_loadu_si256((const __m256i *)src), 24);
    __m256i opaque = _mm256_cmpeq_epi32(alpha, _mm256_set1_epi32(255));
    __m256 covered = _mm256_cmp_ps(_mm256_loadu_ps(coverage), _mm256_set1_ps(1.0f), _CMP_EQ_OQ);
    return _mm256_movemask_ps(_mm256_and_ps(_mm256_castsi256_ps(opaque), covered)) == 0xFF;
}

__attribute__((target("avx2")))
void fb_composite_avx2(const uint8_t *src, const uint8_t *mask, int mode, float layer_opacity,
                       const float *coverage, float opacity, long count, uint8_t *dst) {
    __m256 lo = _mm256_set1_ps(layer_opacity), op = _mm256_set1_ps(opacity);
    // Unmasked at full opacity, eight opaque fully covered pixels are a
    // copy (`fb_opaque_and_covered`): no destination read, no arithmetic.
    const int copies = !mask && layer_opacity == 1.0f && opacity == 1.0f;
    for (long k = 0; k < count; k += 8) {
        int n = count - k < 8 ? (int)(count - k) : 8;
        if (copies && n == 8 && fb_opaque_and_covered(src + 4 * k, coverage + k)) {
            _mm256_storeu_si256((__m256i *)(dst + 4 * k), _mm256_loadu_si256((const __m256i *)(src + 4 * k)));
            continue;
        }
        fb_composite_eight(src + 4 * k, mask ? mask + 4 * k : 0, mode, lo, coverage + k, op, n, dst + 4 * k);
    }
}

/// One row span of an `fb_plane_draw`, passed by value to the inlined
/// loops (so its fields stay in registers: the pixel stores, bytes, may
/// alias any memory, and fields in memory would be read again after each
/// one): texel rows `row0`, `row1` (four channel rows of `stride` floats
/// each), the row weights gy (1 − fy) and fy, the draw's columns, the
/// span's filled columns `span_start ..< span_end` and its first pixel's
/// coverage and destination.
typedef struct {
    const float *row0;
    const float *row1;
    long stride;
    const int32_t *x0;
    const float *gx;
    const float *fx;
    float gy;
    float fy;
    float sample_opacity;
    float opacity;
    long span_start;
    long span_end;
    const float *coverage;
    uint8_t *dst;
} fb_plane_span;

/// One channel of eight bilinear samples from their four taps (texel
/// pairs of the two rows) and weights: ((t00 · w0 + t10 · w1) + t01 · w2)
/// + t11 · w3, `ImageSampler.sampleAxisAligned`'s order.
FB_AVX2 __m256 fb_bilinear(__m256 t00, __m256 t10, __m256 t01, __m256 t11, __m256 w0, __m256 w1, __m256 w2,
                           __m256 w3) {
    __m256 s = _mm256_add_ps(_mm256_mul_ps(t00, w0), _mm256_mul_ps(t10, w1));
    s = _mm256_add_ps(s, _mm256_mul_ps(t01, w2));
    return _mm256_add_ps(s, _mm256_mul_ps(t11, w3));
}

/// Up to eight pixels of `fb_plane_row_avx2`: filled columns `j ..<
/// j+n` (n in 1…8), the span's pixels `at ..< at+n`. Per pixel the weights
/// are ((gx · gy) · so, (fx · gy) · so, (gx · fy) · so, (fx · fy) · so) and
/// each channel ((t00 · w0 + t10 · w1) + t01 · w2) + t11 · w3,
/// `ImageSampler.sampleAxisAligned`'s operations in its order, then
/// `fb_over_channels`. The columns' x0 are monotonic (the mapping is a
/// scale), so eight pairs usually lie in a window of 9 texels: two loads
/// and two lane permutes per channel and row; wider spreads (an image drawn
/// smaller) gather. The first `skip` pixels get coverage 0 (nothing is
/// drawn there). Fewer than eight pixels (a span shorter than eight) go
/// through masked loads and plain stores of their pixels: the missing lanes
/// repeat the last column (the window stays as narrow) with coverage 0.
FB_AVX2 void fb_plane_pixels(const fb_plane_span span, long j, long at, int n, int skip, __m256 gy, __m256 fy,
                             __m256 so) {
    __m256i lanes = fb_first_lanes(n);
    int32_t first = span.x0[j], last = span.x0[j + n - 1];
    __m256i xi;
    __m256 g, f, coverage;
    __m256i words;
    uint8_t *dst = span.dst + 4 * at;
    if (n == 8) {
        xi = _mm256_loadu_si256((const __m256i *)(span.x0 + j));
        g = _mm256_loadu_ps(span.gx + j);
        f = _mm256_loadu_ps(span.fx + j);
        coverage = _mm256_loadu_ps(span.coverage + at);
        words = _mm256_loadu_si256((const __m256i *)dst);
    } else {
        xi = _mm256_blendv_epi8(_mm256_set1_epi32(last), _mm256_maskload_epi32(span.x0 + j, lanes), lanes);
        g = _mm256_maskload_ps(span.gx + j, lanes);
        f = _mm256_maskload_ps(span.fx + j, lanes);
        coverage = _mm256_maskload_ps(span.coverage + at, lanes);
        words = _mm256_maskload_epi32((const int *)dst, lanes);
    }
    __m256 w0 = _mm256_mul_ps(_mm256_mul_ps(g, gy), so), w1 = _mm256_mul_ps(_mm256_mul_ps(f, gy), so);
    __m256 w2 = _mm256_mul_ps(_mm256_mul_ps(g, fy), so), w3 = _mm256_mul_ps(_mm256_mul_ps(f, fy), so);
    int32_t lo = first < last ? first : last, spread = first < last ? last - first : first - last;
    __m256 channel[4];
    __m256i consecutive = _mm256_add_epi32(_mm256_set1_epi32(lo), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    if (spread == 7 && _mm256_movemask_epi8(_mm256_cmpeq_epi32(xi, consecutive)) == -1) {
        // Eight consecutive texel columns (an image at scale 1, or just
        // over: most groups; a first and last seven apart may also hide a
        // repeat and a skip): the window is the texels themselves.
        for (int c = 0; c < 4; c++) {
            const float *p0 = span.row0 + c * span.stride + lo, *p1 = span.row1 + c * span.stride + lo;
            channel[c] = fb_bilinear(_mm256_loadu_ps(p0), _mm256_loadu_ps(p0 + 1), _mm256_loadu_ps(p1),
                                     _mm256_loadu_ps(p1 + 1), w0, w1, w2, w3);
        }
    } else if (spread <= 7) {
        __m256i offset = _mm256_sub_epi32(xi, _mm256_set1_epi32(lo));
        for (int c = 0; c < 4; c++) {
            const float *p0 = span.row0 + c * span.stride + lo, *p1 = span.row1 + c * span.stride + lo;
            __m256 t00 = _mm256_permutevar8x32_ps(_mm256_loadu_ps(p0), offset);
            __m256 t10 = _mm256_permutevar8x32_ps(_mm256_loadu_ps(p0 + 1), offset);
            __m256 t01 = _mm256_permutevar8x32_ps(_mm256_loadu_ps(p1), offset);
            __m256 t11 = _mm256_permutevar8x32_ps(_mm256_loadu_ps(p1 + 1), offset);
            channel[c] = fb_bilinear(t00, t10, t01, t11, w0, w1, w2, w3);
        }
    } else {
        __m256i xj = _mm256_add_epi32(xi, _mm256_set1_epi32(1));
        for (int c = 0; c < 4; c++) {
            const float *p0 = span.row0 + c * span.stride, *p1 = span.row1 + c * span.stride;
            channel[c] = fb_bilinear(_mm256_i32gather_ps(p0, xi, 4), _mm256_i32gather_ps(p0, xj, 4),
                                     _mm256_i32gather_ps(p1, xi, 4), _mm256_i32gather_ps(p1, xj, 4), w0, w1, w2, w3);
        }
    }
    coverage = _mm256_mul_ps(coverage, _mm256_set1_ps(span.opacity));
    if (skip) {
        __m256i kept = fb_first_lanes(skip);
        coverage = _mm256_andnot_ps(_mm256_castsi256_ps(kept), coverage);
    }
    __m256i out = fb_over_channels(channel[0], channel[1], channel[2], channel[3], coverage, words);
    fb_store_eight(out, n, dst);
}

/// A row span of `fb_plane_row_avx2`, its runs in a fixed order (ascending
/// texel columns are ascending pixels, or descending for a flipped image).
FB_AVX2 void fb_plane_span_in_order(const fb_plane_span r, const int32_t *runs, const int32_t *below, long filled,
                                    long first_run, long end_run, int descending) {
    __m256 gy = _mm256_set1_ps(r.gy), fy = _mm256_set1_ps(r.fy), so = _mm256_set1_ps(r.sample_opacity);
    const long start = r.span_start, end = r.span_end;
    // The run ranges, in ascending columns, covered by as few groups of
    // eight as they can be (greedily: each group starts at the first pixel
    // not yet drawn that lies in a range). A group's pixels outside the
    // ranges sample alpha 0, which the blend leaves alone. Every pixel
    // before `done` that lies in a range has been drawn.
    long done = start;
    for (long i = first_run; i < end_run; i++) {
        long lo, hi;
        if (descending) {
            long run = first_run + end_run - 1 - i;
            lo = filled - below[runs[2 * run + 1]];
            hi = filled - below[runs[2 * run]];
        } else {
            lo = below[runs[2 * i]];
            hi = below[runs[2 * i + 1]];
        }
        if (hi > end) hi = end;
        long j = lo > done ? lo : done;
        for (; j < hi; j += 8) {
            if (j + 8 <= end) {
                fb_plane_pixels(r, j, j - start, 8, 0, gy, fy, so);
            } else if (end - start >= 8) {
                // The span's last eight pixels, the ones before j not drawn.
                fb_plane_pixels(r, end - 8, end - 8 - start, 8, (int)(j - (end - 8)), gy, fy, so);
            } else {
                fb_plane_pixels(r, j, j - start, (int)(end - j), 0, gy, fy, so);
            }
        }
        if (j > done) done = j;
    }
}

__attribute__((target("avx2")))
void fb_plane_row_avx2(const fb_plane_draw *draw, long y, long x, long count, const float *coverage) {
    const fb_plane_draw d = *draw;
    // `ImageSampler.axisAlignedRow`: the texel rows and weights, with
    // `texelPair`'s operations.
    double v = d.scale_y * ((double)y + 0.5) + d.offset_y;
    if (!__builtin_isfinite(v)) return;
    fb_texel_pair rows = fb_texel_pair_at(v - 0.5, d.height);
    long y0 = rows.first, y1 = rows.second;
    float fy = rows.fraction;
    uint8_t *dst = d.pixels + (y - d.origin_y) * d.row_bytes + 4 * (x - d.origin_x);
    // The next row's pixels of the span, asked for now: rows lie a frame
    // width apart, too far for the hardware prefetcher (a prefetch never
    // faults, below the layer's last row neither).
    for (long k = 0; k < count; k += 16) _mm_prefetch((const char *)(dst + 4 * k + d.row_bytes), _MM_HINT_T0);
    fb_plane_span span = {
        .row0 = d.planes + 4 * y0 * d.stride, .row1 = d.planes + 4 * y1 * d.stride, .stride = d.stride,
        .x0 = d.x0, .gx = d.gx, .fx = d.fx, .gy = 1.0f - fy, .fy = fy, .sample_opacity = d.sample_opacity,
        .opacity = d.opacity, .span_start = x - d.first_filled, .span_end = x - d.first_filled + count,
        .coverage = coverage, .dst = dst,
    };
    long first_run = d.run_start[y0], end_run = d.run_start[y0 + 1];
    if (d.descending) {
        fb_plane_span_in_order(span, d.runs, d.below, d.filled_count, first_run, end_run, 1);
    } else {
        fb_plane_span_in_order(span, d.runs, d.below, d.filled_count, first_run, end_run, 0);
    }
}

/// Eight pixels of `fb_unscaled_blend_avx2`: texel words t (one a
/// lane) times the sample opacity, blended over `dst`; a fully covered
/// opaque run at full opacities is the texels themselves.
FB_AVX2 void fb_unscaled_eight(__m256i t, __m256 sample_opacity, int whole_opacity, const float *coverage,
                               float opacity, uint8_t *dst) {
    __m256 c = _mm256_mul_ps(_mm256_loadu_ps(coverage), _mm256_set1_ps(opacity));
    if (whole_opacity) {
        __m256i opaque = _mm256_cmpeq_epi32(_mm256_srli_epi32(t, 24), _mm256_set1_epi32(0xFF));
        int covered = _mm256_movemask_ps(_mm256_cmp_ps(c, _mm256_set1_ps(1.0f), _CMP_GE_OQ));
        if (covered == 0xFF && _mm256_movemask_ps(_mm256_castsi256_ps(opaque)) == 0xFF) {
            _mm256_storeu_si256((__m256i *)dst, t);
            return;
        }
    }
    __m256 r, g, b, a;
    fb_channels(t, &r, &g, &b, &a);
    r = _mm256_mul_ps(r, sample_opacity);
    g = _mm256_mul_ps(g, sample_opacity);
    b = _mm256_mul_ps(b, sample_opacity);
    a = _mm256_mul_ps(a, sample_opacity);
    __m256i words = _mm256_loadu_si256((const __m256i *)dst);
    _mm256_storeu_si256((__m256i *)dst, fb_over_channels(r, g, b, a, c, words));
}

__attribute__((target("avx2")))
void fb_unscaled_blend_avx2(const uint8_t *texels, const void *columns, float sample_opacity, const float *coverage,
                            float opacity, long count, uint8_t *dst) {
    const int *column = (const int *)columns;
    const __m256i stride = _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56);
    __m256 so = _mm256_set1_ps(sample_opacity);
    int whole_opacity = sample_opacity == 1.0f && opacity == 1.0f;
    long k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i x0 = _mm256_i32gather_epi32(column + 8 * k, stride, 4);
        __m256i t = _mm256_i32gather_epi32((const int *)texels, x0, 4);
        fb_unscaled_eight(t, so, whole_opacity, coverage + k, opacity, dst + 4 * k);
    }
    if (k == count) return;
    // The last 1…7 pixels through the same code, in padded copies (a
    // padding pixel has coverage 0, so nothing is drawn there).
    long rest = count - k;
    int32_t t[8] = {0}, x0[8];
    float c[8] = {0};
    uint8_t d[32] = {0};
    for (long i = 0; i < rest; i++) {
        x0[i] = column[8 * (k + i)];
        __builtin_memcpy(&t[i], texels + 4 * (long)x0[i], 4);
    }
    __builtin_memcpy(c, coverage + k, sizeof(float) * rest);
    __builtin_memcpy(d, dst + 4 * k, 4 * rest);
    fb_unscaled_eight(_mm256_loadu_si256((const __m256i *)t), so, whole_opacity, c, opacity, d);
    __builtin_memcpy(dst + 4 * k, d, 4 * rest);
}

#endif
