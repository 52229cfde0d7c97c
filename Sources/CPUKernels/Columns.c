// The texel columns of an axis-aligned image draw: the operations of
// `ImageSampler.fillAxisAlignedColumns` and `texelPair` (Swift), in their
// order and precision, so the records are bit for bit the Swift ones.
#include "CPUKernels.h"
#include "TexelPair.h"

#if defined(__x86_64__)
#include <immintrin.h>

#pragma STDC FP_CONTRACT OFF

/// Writes column i's record (32 bytes: x0, x1, then the weights g, f, g, f
/// at byte 16) and, where `x0` is not NULL, its plane form.
static inline void fb_store_column(uint8_t *record, int32_t r0, int32_t r1, float g, float f, int32_t *x0, float *gx,
                                   float *fx, long i, int32_t padded) {
    float weights[4] = {g, f, g, f};
    __builtin_memcpy(record, &r0, 4);
    __builtin_memcpy(record + 4, &r1, 4);
    __builtin_memcpy(record + 16, weights, 16);
    if (x0) {
        x0[i] = padded;
        gx[i] = g;
        fx[i] = f;
    }
}

/// One column, scalar: returns 0 when its texel coordinate is not finite.
static inline int fb_one_column(double scale, double offset, long x, long width, uint8_t *record, int32_t *x0,
                                float *gx, float *fx, long i) {
    double u = scale * ((double)x + 0.5) + offset;
    if (!__builtin_isfinite(u)) {
        fb_store_column(record, -1, -1, 0, 0, x0, gx, fx, i, 0);
        return 0;
    }
    fb_texel_pair pair = fb_texel_pair_at(u - 0.5, width);
    fb_store_column(record, (int32_t)pair.first, (int32_t)pair.second, 1.0f - pair.fraction, pair.fraction, x0, gx,
                    fx, i, (int32_t)(pair.floor + 1));
    return 1;
}

__attribute__((target("avx2")))
int fb_axis_columns_avx2(double scale, double offset, long x, long count, long width, void *records, int32_t *x0,
                         float *gx, float *fx) {
    uint8_t *record = records;
    int finite = 1;
    long i = 0;
    // Four columns at a time in doubles, each lane the scalar operations.
    const __m256d a = _mm256_set1_pd(scale), b = _mm256_set1_pd(offset), half = _mm256_set1_pd(0.5);
    const __m256d lowest = _mm256_set1_pd(-1), highest = _mm256_set1_pd((double)width);
    const __m256d infinity = _mm256_set1_pd(__builtin_inf()), sign = _mm256_set1_pd(-0.0);
    const __m128i zero = _mm_setzero_si128(), last = _mm_set1_epi32((int)(width - 1)), one = _mm_set1_epi32(1);
    for (; i + 4 <= count; i += 4) {
        __m256d column = _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(_mm_set1_epi32((int)(x + i)),
                                                                        _mm_setr_epi32(0, 1, 2, 3))), half);
        __m256d u = _mm256_add_pd(_mm256_mul_pd(a, column), b);
        // |u| < ∞: false for infinities and NaN.
        if (_mm256_movemask_pd(_mm256_cmp_pd(_mm256_andnot_pd(sign, u), infinity, _CMP_LT_OQ)) != 0xF) {
            for (long k = i; k < i + 4; k++) {
                finite &= fb_one_column(scale, offset, x + k, width, record + 32 * k, x0, gx, fx, k);
            }
            continue;
        }
        __m256d c = _mm256_min_pd(_mm256_max_pd(_mm256_sub_pd(u, half), lowest), highest);
        __m128i truncated = _mm256_cvttpd_epi32(c);
        __m256d floor = _mm256_cvtepi32_pd(truncated);
        __m256d above = _mm256_cmp_pd(floor, c, _CMP_GT_OQ);
        floor = _mm256_sub_pd(floor, _mm256_and_pd(above, _mm256_set1_pd(1)));
        __m128i i0 = _mm256_cvttpd_epi32(floor);
        __m128 f = _mm256_cvtpd_ps(_mm256_sub_pd(c, floor)), g = _mm_sub_ps(_mm_set1_ps(1.0f), f);
        __m128i r0 = _mm_min_epi32(_mm_max_epi32(i0, zero), last);
        __m128i r1 = _mm_min_epi32(_mm_max_epi32(_mm_add_epi32(i0, one), zero), last);
        int32_t r0s[4], r1s[4], padded[4];
        float fs[4], gs[4];
        _mm_storeu_si128((__m128i *)r0s, r0);
        _mm_storeu_si128((__m128i *)r1s, r1);
        _mm_storeu_si128((__m128i *)padded, _mm_add_epi32(i0, one));
        _mm_storeu_ps(fs, f);
        _mm_storeu_ps(gs, g);
        for (int k = 0; k < 4; k++) {
            fb_store_column(record + 32 * (i + k), r0s[k], r1s[k], gs[k], fs[k], x0, gx, fx, i + k, padded[k]);
        }
    }
    for (; i < count; i++) finite &= fb_one_column(scale, offset, x + i, width, record + 32 * i, x0, gx, fx, i);
    return finite;
}

#endif
