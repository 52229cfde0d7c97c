// AVX2 shading and blending of axial, radial and focal radial gradients: eight pixels
// an iteration, their t four at a time (one in each 64-bit lane) in double
// precision as the Swift code computes them (Shader.shade,
// GradientRamp.color(at:)), each lane doing its float operations in its
// order:
//
//   axial:  t = ((x + 0.5) · axis_x + (y + 0.5) · axis_y) + offset
//   radial: u = (m.a · px + m.c · py) + m.tx, v = (m.b · px + m.d · py) + m.ty,
//           t = sqrt(u · u + v · v)
//   focal:  the same u and v, t = Paint.focalLocation(u, v, focal)
//   t = 0 where t is NaN; the first stop's color up to the first location,
//   the last's from the last location on; between stops i and i + 1
//   (i: the last stop whose location is ≤ t, past the first):
//   f = (t − L[i]) / (L[i+1] − L[i]), a = C[i].a + (C[i+1].a − C[i].a) · f,
//   scale = a · 255, channel = float((C[i].c + (C[i+1].c − C[i].c) · f) · scale)
//
// then blended over the destination as Blender.blend(colors:…) does
// (EightPixels.h), without the colors ever going through memory: one pass
// is faster than shading and blending in two (`flipbook bench scene
// equalizer`; Sources/Benchmarks/README.md, "Figures behind the code").
#include "CPUKernels.h"
#include "EightPixels.h"
#include "GroupPixels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#pragma STDC FP_CONTRACT OFF

#define FB_AVX2 __attribute__((target("avx2"), always_inline)) static inline

/// Component k (0 red … 3 alpha) of stops i (per lane) and i + 1.
FB_AVX2 void fb_stop_pair(const fb_gradient_ramp *ramp, __m128i i, int k, __m256d *low, __m256d *high) {
    __m128i index = _mm_add_epi32(_mm_slli_epi32(i, 2), _mm_set1_epi32(k));
    *low = _mm256_i32gather_pd(ramp->components, index, 8);
    *high = _mm256_i32gather_pd(ramp->components + 4, index, 8);
}

/// The colors of four values of t (four pixels), one channel a register
/// (premultiplied, 0…255), the ends' colors where t lies outside the
/// stops. `*hint` is a segment the caller expects them in (the last
/// four's: 0 at a span's start); it is set to theirs when they share one.
FB_AVX2 void fb_ramp_four(const fb_gradient_ramp *ramp, __m256d t, __m128 channel[4], long *hint) {
    t = _mm256_blendv_pd(t, _mm256_setzero_pd(), _mm256_cmp_pd(t, t, _CMP_UNORD_Q));
    const double *L = ramp->locations;
    long last = ramp->count - 1;
    __m256d before = _mm256_cmp_pd(t, _mm256_set1_pd(L[0]), _CMP_LE_OQ);
    __m256d after = _mm256_cmp_pd(t, _mm256_set1_pd(L[last]), _CMP_GE_OQ);
    // The 64-bit lane masks as 32-bit ones, for the float lanes.
    const __m256i low_halves = _mm256_setr_epi32(0, 2, 4, 6, 0, 0, 0, 0);
    __m128 first_lanes = _mm_castsi128_ps(
        _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(before), low_halves)));
    if (last == 0) {
        // One stop: its color on both sides (t ≤ L[0] gives the first).
        for (int k = 0; k < 4; k++) {
            channel[k] = _mm_blendv_ps(_mm_set1_ps(ramp->last[k]), _mm_set1_ps(ramp->first[k]), first_lanes);
        }
        return;
    }
    int below = _mm256_movemask_pd(before), above = _mm256_movemask_pd(after);
    // Four pixels at one end (outside a radial gradient's last circle, say):
    // that end's color, as the selection below would give it.
    if (below == 0xF || (above == 0xF && below == 0)) {
        const float *color = below ? ramp->first : ramp->last;
        for (int k = 0; k < 4; k++) channel[k] = _mm_set1_ps(color[k]);
        return;
    }
    // i = the number of locations L[1 … last−1] that are ≤ t (sorted, so a
    // prefix). That is s for every lane when L[s] ≤ t (or s = 0) and
    // t < L[s + 1] (or s = last − 1): with four stops or more, first tried
    // with the hinted segment, which neighbors mostly share; else (or when
    // that fails) counted location by location.
    long s = *hint;
    int hinted = 0;
    if (last >= 3) {
        int low = s == 0 ? 0xF : _mm256_movemask_pd(_mm256_cmp_pd(_mm256_set1_pd(L[s]), t, _CMP_LE_OQ));
        int high = s == last - 1 ? 0xF : _mm256_movemask_pd(_mm256_cmp_pd(t, _mm256_set1_pd(L[s + 1]), _CMP_LT_OQ));
        hinted = (low & high) == 0xF;
    }
    __m256d l0, dl, c0[4], dc[4];
    if (!hinted) {
        __m256i i64 = _mm256_setzero_si256();
        for (long j = 1; j < last; j++) {
            i64 = _mm256_sub_epi64(i64, _mm256_castpd_si256(_mm256_cmp_pd(_mm256_set1_pd(L[j]), t, _CMP_LE_OQ)));
        }
        __m256i same = _mm256_cmpeq_epi64(i64, _mm256_permute4x64_epi64(i64, 0));
        if (_mm256_movemask_pd(_mm256_castsi256_pd(same)) == 0xF) {
            s = _mm_cvtsi128_si64(_mm256_castsi256_si128(i64));
            *hint = s;
            hinted = 1;
        } else {
            // The four 64-bit counts as 32-bit indices; each lane's stops
            // and their differences.
            __m128i i = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(i64, low_halves));
            l0 = _mm256_i32gather_pd(L, i, 8);
            dl = _mm256_sub_pd(_mm256_i32gather_pd(L + 1, i, 8), l0);
            for (int k = 0; k < 4; k++) {
                __m256d c1;
                fb_stop_pair(ramp, i, k, &c0[k], &c1);
                dc[k] = _mm256_sub_pd(c1, c0[k]);
            }
        }
    }
    if (hinted) {
        // The four in one segment (neighbors mostly are): its values
        // broadcast from the ramp's table, the very values the gathers
        // and differences would give.
        const double *g = ramp->segments + 10 * s;
        l0 = _mm256_set1_pd(g[0]);
        dl = _mm256_set1_pd(g[1]);
        for (int k = 0; k < 4; k++) {
            c0[k] = _mm256_set1_pd(g[2 + k]);
            dc[k] = _mm256_set1_pd(g[6 + k]);
        }
    }
    __m256d f = _mm256_div_pd(_mm256_sub_pd(t, l0), dl);
    __m256d a = _mm256_add_pd(c0[3], _mm256_mul_pd(dc[3], f));
    __m256d scale = _mm256_mul_pd(a, _mm256_set1_pd(255.0));
    for (int k = 0; k < 3; k++) {
        channel[k] = _mm256_cvtpd_ps(_mm256_mul_pd(_mm256_add_pd(c0[k], _mm256_mul_pd(dc[k], f)), scale));
    }
    channel[3] = _mm256_cvtpd_ps(scale);
    if (below | above) {
        // The clamped ends: the last stop's color past the last location,
        // the first's up to the first (which wins where both hold).
        __m128 last_lanes = _mm_castsi128_ps(
            _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(after), low_halves)));
        for (int k = 0; k < 4; k++) {
            channel[k] = _mm_blendv_ps(channel[k], _mm_set1_ps(ramp->last[k]), last_lanes);
            channel[k] = _mm_blendv_ps(channel[k], _mm_set1_ps(ramp->first[k]), first_lanes);
        }
    }
}

/// Eight pixels of a span (n of them, 1…8, at `dst`, with their
/// `coverage`), colored from t0 (pixels 0…3) and t1 (4…7) and painted by
/// `fb_paint_eight` (GroupPixels.h).
FB_AVX2 void fb_gradient_eight(const fb_gradient_ramp *ramp, __m256d t0, __m256d t1, int n, const float *coverage,
                               float opacity, uint8_t *dst, const fb_group g, const uint8_t *mask_pixels,
                               long *hint) {
    __m128 low[4], high[4];
    fb_ramp_four(ramp, t0, low, hint);
    fb_ramp_four(ramp, t1, high, hint);
    __m256 channel[4];
    for (int k = 0; k < 4; k++) channel[k] = _mm256_insertf128_ps(_mm256_castps128_ps256(low[k]), high[k], 1);
    fb_paint_eight(channel, n, coverage, opacity, dst, g, mask_pixels);
}

/// The pixel centers x + 0.5 … x + 3.5 as doubles.
FB_AVX2 __m256d fb_centers_four(long x) {
    return _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(_mm_set1_epi32((int)x), _mm_setr_epi32(0, 1, 2, 3))),
                         _mm256_set1_pd(0.5));
}

/// An axial gradient's t at the four pixels from x on.
FB_AVX2 __m256d fb_axial_t(__m256d axis_x, __m256d y_term, __m256d offset, long x) {
    return _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(fb_centers_four(x), axis_x), y_term), offset);
}

/// A radial gradient's t at the four pixels from x on; cy = m.c · py and
/// dy = m.d · py for the row's py.
FB_AVX2 __m256d fb_radial_t(const double *m, __m256d cy, __m256d dy, long x) {
    __m256d px = fb_centers_four(x);
    __m256d u = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(m[0]), px), cy), _mm256_set1_pd(m[4]));
    __m256d v = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(m[1]), px), dy), _mm256_set1_pd(m[5]));
    return _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(u, u), _mm256_mul_pd(v, v)));
}

/// A focal radial gradient's t at the four pixels from x on, as
/// Paint.focalLocation gives it for (u, v) = m · p and the unit focal
/// point (fx, fy), with a = 1 − (fx · fx + fy · fy): both of its closed
/// forms are computed and the lane's own taken, so a lane divides by zero
/// only in a form it does not keep.
FB_AVX2 __m256d fb_focal_t(const double *m, __m256d cy, __m256d dy, long x, double fx, double fy, double a) {
    __m256d px = fb_centers_four(x);
    __m256d u = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(m[0]), px), cy), _mm256_set1_pd(m[4]));
    __m256d v = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(m[1]), px), dy), _mm256_set1_pd(m[5]));
    __m256d f_x = _mm256_set1_pd(fx), f_y = _mm256_set1_pd(fy), va = _mm256_set1_pd(a);
    __m256d ddx = _mm256_sub_pd(u, f_x), ddy = _mm256_sub_pd(v, f_y);
    __m256d fd = _mm256_add_pd(_mm256_mul_pd(f_x, ddx), _mm256_mul_pd(f_y, ddy));
    __m256d dd = _mm256_add_pd(_mm256_mul_pd(ddx, ddx), _mm256_mul_pd(ddy, ddy));
    __m256d q = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(fd, fd), _mm256_mul_pd(dd, va)));
    __m256d infinity = _mm256_set1_pd(__builtin_inf()), zero = _mm256_setzero_pd();
    // fd > 0: (fd + q) / a where a > 0, else +∞.
    __m256d outward = a > 0 ? _mm256_div_pd(_mm256_add_pd(fd, q), va) : infinity;
    // Otherwise dd / (q − fd) where that is > 0, else 0 at f itself, +∞.
    __m256d denominator = _mm256_sub_pd(q, fd);
    __m256d inward = _mm256_blendv_pd(_mm256_blendv_pd(infinity, zero, _mm256_cmp_pd(dd, zero, _CMP_EQ_OQ)),
                                      _mm256_div_pd(dd, denominator),
                                      _mm256_cmp_pd(denominator, zero, _CMP_GT_OQ));
    return _mm256_blendv_pd(inward, outward, _mm256_cmp_pd(fd, zero, _CMP_GT_OQ));
}

__attribute__((target("avx2")))
void fb_axial_blend_avx2(const fb_gradient_ramp *ramp, double axis_x, double axis_y, double offset, long y, long x,
                         long count, const float *coverage, float opacity, uint8_t *dst,
                         const fb_group_mask *mask) {
    __m256d ax = _mm256_set1_pd(axis_x), off = _mm256_set1_pd(offset);
    __m256d y_term = _mm256_mul_pd(_mm256_set1_pd((double)y + 0.5), _mm256_set1_pd(axis_y));
    const uint8_t *mask_pixels = mask ? mask->pixels : 0;
    const fb_group g = fb_group_of(mask);
    // The ramp's fields in a local (kept in registers: see `fb_group`).
    const fb_gradient_ramp kept = *ramp;
    ramp = &kept;
    long hint = 0;
    for (long k = 0; k < count; k += 8) {
        int n = count - k < 8 ? (int)(count - k) : 8;
        fb_gradient_eight(ramp, fb_axial_t(ax, y_term, off, x + k), fb_axial_t(ax, y_term, off, x + k + 4), n,
                          coverage + k, opacity, dst + 4 * k, g,
                          mask_pixels ? mask_pixels + 4 * k : 0, &hint);
    }
}

__attribute__((target("avx2")))
void fb_radial_blend_avx2(const fb_gradient_ramp *ramp, const double *m, long y, long x, long count,
                          const float *coverage, float opacity, uint8_t *dst, const fb_group_mask *mask) {
    __m256d py = _mm256_set1_pd((double)y + 0.5);
    __m256d cy = _mm256_mul_pd(_mm256_set1_pd(m[2]), py), dy = _mm256_mul_pd(_mm256_set1_pd(m[3]), py);
    const uint8_t *mask_pixels = mask ? mask->pixels : 0;
    const fb_group g = fb_group_of(mask);
    // The ramp's fields in a local (kept in registers: see `fb_group`).
    const fb_gradient_ramp kept = *ramp;
    ramp = &kept;
    long hint = 0;
    for (long k = 0; k < count; k += 8) {
        int n = count - k < 8 ? (int)(count - k) : 8;
        fb_gradient_eight(ramp, fb_radial_t(m, cy, dy, x + k), fb_radial_t(m, cy, dy, x + k + 4), n, coverage + k,
                          opacity, dst + 4 * k, g,
                          mask_pixels ? mask_pixels + 4 * k : 0, &hint);
    }
}

__attribute__((target("avx2")))
void fb_focal_blend_avx2(const fb_gradient_ramp *ramp, const double *m, double fx, double fy, long y, long x,
                         long count, const float *coverage, float opacity, uint8_t *dst,
                         const fb_group_mask *mask) {
    __m256d py = _mm256_set1_pd((double)y + 0.5);
    __m256d cy = _mm256_mul_pd(_mm256_set1_pd(m[2]), py), dy = _mm256_mul_pd(_mm256_set1_pd(m[3]), py);
    double a = 1 - (fx * fx + fy * fy);
    const uint8_t *mask_pixels = mask ? mask->pixels : 0;
    const fb_group g = fb_group_of(mask);
    // The ramp's fields in a local (kept in registers: see `fb_group`).
    const fb_gradient_ramp kept = *ramp;
    ramp = &kept;
    long hint = 0;
    for (long k = 0; k < count; k += 8) {
        int n = count - k < 8 ? (int)(count - k) : 8;
        fb_gradient_eight(ramp, fb_focal_t(m, cy, dy, x + k, fx, fy, a), fb_focal_t(m, cy, dy, x + k + 4, fx, fy, a),
                          n, coverage + k, opacity, dst + 4 * k, g,
                          mask_pixels ? mask_pixels + 4 * k : 0, &hint);
    }
}

#endif
