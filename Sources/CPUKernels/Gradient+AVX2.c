// AVX2 shading of axial and radial gradients: four pixels at a time, one
// in each 64-bit lane, in double precision as the Swift code computes
// them (Shader.shade, GradientRamp.color(at:)), each lane doing its float
// operations in its order:
//
//   axial:  t = ((x + 0.5) · axis_x + (y + 0.5) · axis_y) + offset
//   radial: u = (m.a · px + m.c · py) + m.tx, v = (m.b · px + m.d · py) + m.ty,
//           t = sqrt(u · u + v · v)
//   t = 0 where t is NaN; the first stop's color up to the first location,
//   the last's from the last location on; between stops i and i + 1
//   (i: the last stop whose location is ≤ t, past the first):
//   f = (t − L[i]) / (L[i+1] − L[i]), a = C[i].a + (C[i+1].a − C[i].a) · f,
//   scale = a · 255, channel = float((C[i].c + (C[i+1].c − C[i].c) · f) · scale)
#include "CPUKernels.h"

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

/// Writes the colors of four values of t (four pixels, 16 floats).
/// `*hint` is a segment the caller expects them in (the last four's: 0 at
/// a span's start); it is set to theirs when they share one.
FB_AVX2 void fb_ramp_four(const fb_gradient_ramp *ramp, __m256d t, float *out, long *hint) {
    t = _mm256_blendv_pd(t, _mm256_setzero_pd(), _mm256_cmp_pd(t, t, _CMP_UNORD_Q));
    const double *L = ramp->locations;
    long last = ramp->count - 1;
    if (last == 0) {
        // One stop: its color on both sides (t ≤ L[0] gives the first).
        __m256d before = _mm256_cmp_pd(t, _mm256_set1_pd(L[0]), _CMP_LE_OQ);
        int below = _mm256_movemask_pd(before);
        for (int p = 0; p < 4; p++) _mm_storeu_ps(out + 4 * p, _mm_loadu_ps((below >> p) & 1 ? ramp->first : ramp->last));
        return;
    }
    __m256d before = _mm256_cmp_pd(t, _mm256_set1_pd(L[0]), _CMP_LE_OQ);
    __m256d after = _mm256_cmp_pd(t, _mm256_set1_pd(L[last]), _CMP_GE_OQ);
    __m128 first = _mm_loadu_ps(ramp->first), lastColor = _mm_loadu_ps(ramp->last);
    int below = _mm256_movemask_pd(before), above = _mm256_movemask_pd(after);
    // Four pixels at one end (outside a radial gradient's last circle, say):
    // that end's color, as the selection below would store it.
    if (below == 0xF || (above == 0xF && below == 0)) {
        __m128 color = below ? first : lastColor;
        for (int p = 0; p < 4; p++) _mm_storeu_ps(out + 4 * p, color);
        return;
    }
    // i = the number of locations L[1 … last−1] that are ≤ t (sorted, so a
    // prefix). That is s for every lane when L[s] ≤ t (or s = 0) and
    // t < L[s + 1] (or s = last − 1): with four stops or more, first tried
    // with the hinted segment, which neighbors mostly share; else (or when
    // that fails) counted location by location.
    __m256i i64;
    long s = *hint;
    int hinted = 0;
    if (last >= 3) {
        int low = s == 0 ? 0xF : _mm256_movemask_pd(_mm256_cmp_pd(_mm256_set1_pd(L[s]), t, _CMP_LE_OQ));
        int high = s == last - 1 ? 0xF : _mm256_movemask_pd(_mm256_cmp_pd(t, _mm256_set1_pd(L[s + 1]), _CMP_LT_OQ));
        hinted = (low & high) == 0xF;
    }
    if (hinted) {
        i64 = _mm256_set1_epi64x(s);
    } else {
        i64 = _mm256_setzero_si256();
        for (long j = 1; j < last; j++) {
            i64 = _mm256_sub_epi64(i64, _mm256_castpd_si256(_mm256_cmp_pd(_mm256_set1_pd(L[j]), t, _CMP_LE_OQ)));
        }
    }
    __m256d l0, l1, c0[4], c1[4];
    const double *C = ramp->components;
    __m256i same = _mm256_cmpeq_epi64(i64, _mm256_permute4x64_epi64(i64, 0));
    if (_mm256_movemask_pd(_mm256_castsi256_pd(same)) == 0xF) {
        // The four in one segment (neighbors mostly are): its stops'
        // values broadcast, the very values the gathers would load.
        s = _mm_cvtsi128_si64(_mm256_castsi256_si128(i64));
        *hint = s;
        l0 = _mm256_set1_pd(L[s]);
        l1 = _mm256_set1_pd(L[s + 1]);
        for (int k = 0; k < 4; k++) {
            c0[k] = _mm256_set1_pd(C[4 * s + k]);
            c1[k] = _mm256_set1_pd(C[4 * s + 4 + k]);
        }
    } else {
        // The four 64-bit counts as 32-bit indices.
        __m128i i = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(i64, _mm256_setr_epi32(0, 2, 4, 6, 0, 0, 0, 0)));
        l0 = _mm256_i32gather_pd(L, i, 8);
        l1 = _mm256_i32gather_pd(L + 1, i, 8);
        for (int k = 0; k < 4; k++) fb_stop_pair(ramp, i, k, &c0[k], &c1[k]);
    }
    __m256d f = _mm256_div_pd(_mm256_sub_pd(t, l0), _mm256_sub_pd(l1, l0));
    __m256d a = _mm256_add_pd(c0[3], _mm256_mul_pd(_mm256_sub_pd(c1[3], c0[3]), f));
    __m256d scale = _mm256_mul_pd(a, _mm256_set1_pd(255.0));
    __m128 channel[4];
    for (int k = 0; k < 3; k++) {
        channel[k] = _mm256_cvtpd_ps(_mm256_mul_pd(_mm256_add_pd(c0[k], _mm256_mul_pd(_mm256_sub_pd(c1[k], c0[k]), f)), scale));
    }
    channel[3] = _mm256_cvtpd_ps(scale);
    // Four pixels' channels → pixel order, then the clamped ends.
    _MM_TRANSPOSE4_PS(channel[0], channel[1], channel[2], channel[3]);
    for (int p = 0; p < 4; p++) {
        __m128 color = (below >> p) & 1 ? first : (above >> p) & 1 ? lastColor : channel[p];
        _mm_storeu_ps(out + 4 * p, color);
    }
}

/// `fb_ramp_four` for the first `count` (1…4, more means 4) of the four
/// values of t.
FB_AVX2 void fb_ramp_up_to_four(const fb_gradient_ramp *ramp, __m256d t, long count, float *out, long *hint) {
    if (count >= 4) return fb_ramp_four(ramp, t, out, hint);
    float rest[16];
    fb_ramp_four(ramp, t, rest, hint);
    __builtin_memcpy(out, rest, sizeof(float) * 4 * count);
}

__attribute__((target("avx2")))
void fb_axial_shade_avx2(const fb_gradient_ramp *ramp, double axis_x, double axis_y, double offset,
                         long y, long x, long count, float *out) {
    __m256d py = _mm256_set1_pd((double)y + 0.5);
    __m256d ax = _mm256_set1_pd(axis_x), ay = _mm256_set1_pd(axis_y), off = _mm256_set1_pd(offset);
    __m256d yTerm = _mm256_mul_pd(py, ay);
    long k = 0, hint = 0;
    for (; k < count; k += 4) {
        __m256d px = _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(_mm_set1_epi32((int)(x + k)), _mm_setr_epi32(0, 1, 2, 3))),
                                   _mm256_set1_pd(0.5));
        __m256d t = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(px, ax), yTerm), off);
        fb_ramp_up_to_four(ramp, t, count - k, out + 4 * k, &hint);
    }
}

__attribute__((target("avx2")))
void fb_radial_shade_avx2(const fb_gradient_ramp *ramp, const double *m, long y, long x, long count, float *out) {
    __m256d py = _mm256_set1_pd((double)y + 0.5);
    __m256d cy = _mm256_mul_pd(_mm256_set1_pd(m[2]), py), dy = _mm256_mul_pd(_mm256_set1_pd(m[3]), py);
    long k = 0, hint = 0;
    for (; k < count; k += 4) {
        __m256d px = _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(_mm_set1_epi32((int)(x + k)), _mm_setr_epi32(0, 1, 2, 3))),
                                   _mm256_set1_pd(0.5));
        __m256d u = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(m[0]), px), cy), _mm256_set1_pd(m[4]));
        __m256d v = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(m[1]), px), dy), _mm256_set1_pd(m[5]));
        __m256d t = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(u, u), _mm256_mul_pd(v, v)));
        fb_ramp_up_to_four(ramp, t, count - k, out + 4 * k, &hint);
    }
}

#endif
