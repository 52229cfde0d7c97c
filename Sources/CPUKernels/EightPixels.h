// The eight-pixel source-over of the AVX2 kernels (Blend+AVX2.c,
// Gradient+AVX2.c): eight pixels held one channel to a register, blended
// with Blender.swift's float operations per lane (see Blend+AVX2.c's top)
// and packed back to RGBA8; the lane mask of a span's last 1…7 pixels,
// and their stores.
#ifndef FLIPBOOK_EIGHT_PIXELS_H
#define FLIPBOOK_EIGHT_PIXELS_H

#if defined(__x86_64__)
#include <immintrin.h>

#pragma STDC FP_CONTRACT OFF

#define FB_AVX2_LANES __attribute__((target("avx2"), always_inline)) static inline

/// Blender.byte on every lane, as 32-bit integers, for a pack with
/// unsigned saturation: truncate(v + 0.5) alone, since the packs clamp
/// to 0…255 exactly as the min and max would (a truncation below zero
/// packs to 0, one above 255 to 255). Only for v in (−2^31, 2^31): the
/// blend's values lie within a few hundred.
FB_AVX2_LANES __m256i fb_bytes_saturated(__m256 v) {
    return _mm256_cvttps_epi32(_mm256_add_ps(v, _mm256_set1_ps(0.5f)));
}

/// The four channels of eight RGBA8 pixels (one a lane) as floats.
FB_AVX2_LANES void fb_channels(__m256i words, __m256 *r, __m256 *g, __m256 *b, __m256 *a) {
    const __m256i low = _mm256_set1_epi32(0xFF);
    *r = _mm256_cvtepi32_ps(_mm256_and_si256(words, low));
    *g = _mm256_cvtepi32_ps(_mm256_and_si256(_mm256_srli_epi32(words, 8), low));
    *b = _mm256_cvtepi32_ps(_mm256_and_si256(_mm256_srli_epi32(words, 16), low));
    *a = _mm256_cvtepi32_ps(_mm256_srli_epi32(words, 24));
}

/// Eight pixels' channels (one a register, one pixel a lane) as RGBA8,
/// each through `fb_bytes_saturated`.
FB_AVX2_LANES __m256i fb_pack_channels(__m256 r, __m256 g, __m256 b, __m256 a) {
    __m256i red = fb_bytes_saturated(r), green = fb_bytes_saturated(g);
    __m256i blue = fb_bytes_saturated(b), alpha = fb_bytes_saturated(a);
    // Per half: r0…r3 g0…g3 b0…b3 a0…a3 as bytes, then pixel by pixel.
    __m256i planar = _mm256_packus_epi16(_mm256_packus_epi32(red, green), _mm256_packus_epi32(blue, alpha));
    const __m256i pixels = _mm256_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15,
                                            0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    return _mm256_shuffle_epi8(planar, pixels);
}

/// The source-over of eight pixels held one channel to a register (r, g,
/// b, a: premultiplied 0…255), with c their coverage · opacity, over the
/// destination pixels `words` (RGBA8, one a lane, in the same lane order):
/// the packed result, `fb_over`'s operations per lane, so the same bytes;
/// the alpha, keep and coverage tests are done once per pixel instead of
/// once per channel.
FB_AVX2_LANES __m256i fb_over_channels(__m256 r, __m256 g, __m256 b, __m256 a, __m256 c, __m256i words) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f), full = _mm256_set1_ps(255.0f);
    __m256 dr, dg, db, da;
    fb_channels(words, &dr, &dg, &db, &da);
    __m256 keep = _mm256_sub_ps(one, _mm256_div_ps(_mm256_mul_ps(a, c), full));
    __m256 whole = _mm256_and_ps(_mm256_cmp_ps(c, one, _CMP_GE_OQ), _mm256_cmp_ps(a, full, _CMP_GE_OQ));
    keep = _mm256_andnot_ps(whole, keep);
    __m256 drawn = _mm256_and_ps(_mm256_cmp_ps(c, zero, _CMP_GT_OQ), _mm256_cmp_ps(a, zero, _CMP_GT_OQ));
    __m256i packed = fb_pack_channels(_mm256_add_ps(_mm256_mul_ps(r, c), _mm256_mul_ps(dr, keep)),
                                      _mm256_add_ps(_mm256_mul_ps(g, c), _mm256_mul_ps(dg, keep)),
                                      _mm256_add_ps(_mm256_mul_ps(b, c), _mm256_mul_ps(db, keep)),
                                      _mm256_add_ps(_mm256_mul_ps(a, c), _mm256_mul_ps(da, keep)));
    return _mm256_castps_si256(_mm256_blendv_ps(_mm256_castsi256_ps(words), _mm256_castsi256_ps(packed), drawn));
}

/// The share of an offscreen layer's eight pixels a composite keeps:
/// `layer_opacity`, or with a mask (`mask` set; its pixels' channels mr,
/// mg, mb, ma as floats) (layer_opacity · level) / 255, level as
/// `MaskMode.level` gives it for `mode` (0 alpha; 1 255 − alpha; 2 ((0.2126
/// R + 0.7152 G) + 0.0722 B); 3 255 − that).
FB_AVX2_LANES __m256 fb_mask_scale(__m256 mr, __m256 mg, __m256 mb, __m256 ma, int mode, __m256 layer_opacity) {
    __m256 level;
    if (mode < 2) {
        level = ma;
    } else {
        level = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(mr, _mm256_set1_ps(0.2126f)),
                                            _mm256_mul_ps(mg, _mm256_set1_ps(0.7152f))),
                              _mm256_mul_ps(mb, _mm256_set1_ps(0.0722f)));
    }
    if (mode == 1 || mode == 3) level = _mm256_sub_ps(_mm256_set1_ps(255.0f), level);
    return _mm256_div_ps(_mm256_mul_ps(layer_opacity, level), _mm256_set1_ps(255.0f));
}

/// An offscreen layer's eight pixels, one channel a register (r, g, b, a:
/// its bytes as floats), times `scale` (`fb_mask_scale`) and blended over
/// `d` through c (coverage · opacity): `fb_composite_avx2`'s composite.
FB_AVX2_LANES __m256i fb_composite_channels(__m256 r, __m256 g, __m256 b, __m256 a, __m256 scale, __m256 c,
                                            __m256i d) {
    r = _mm256_mul_ps(r, scale);
    g = _mm256_mul_ps(g, scale);
    b = _mm256_mul_ps(b, scale);
    a = _mm256_mul_ps(a, scale);
    return fb_over_channels(r, g, b, a, c, d);
}

/// `fb_composite_channels` of eight layer pixels `s` (RGBA8, one a lane)
/// times `layer_opacity`, or with a mask's pixels `m` (RGBA8; NULL: none)
/// scaled as `fb_mask_scale` gives.
FB_AVX2_LANES __m256i fb_composite_words(__m256i s, const __m256i *m, int mode, __m256 layer_opacity, __m256 c,
                                         __m256i d) {
    __m256 r, g, b, a, scale = layer_opacity;
    fb_channels(s, &r, &g, &b, &a);
    if (m) {
        __m256 mr, mg, mb, ma;
        fb_channels(*m, &mr, &mg, &mb, &ma);
        scale = fb_mask_scale(mr, mg, mb, ma, mode, layer_opacity);
    }
    return fb_composite_channels(r, g, b, a, scale, c, d);
}

/// `fb_over_channels` over eight transparent pixels, its bytes as floats,
/// one channel a register (in place): byte(s · c) where c > 0 and a > 0,
/// else 0. The destination's share, 0 · keep, is ±0 (keep lies in 0…1),
/// which leaves s · c as it is, so keep is not computed; the bytes are
/// clamped as the packs clamp them.
FB_AVX2_LANES void fb_over_transparent(__m256 *r, __m256 *g, __m256 *b, __m256 *a, __m256 c) {
    const __m256 zero = _mm256_setzero_ps();
    const __m256i full = _mm256_set1_epi32(255), none = _mm256_setzero_si256();
    __m256 drawn = _mm256_and_ps(_mm256_cmp_ps(c, zero, _CMP_GT_OQ), _mm256_cmp_ps(*a, zero, _CMP_GT_OQ));
    __m256 *channels[4] = {r, g, b, a};
    for (int k = 0; k < 4; k++) {
        __m256i v = fb_bytes_saturated(_mm256_mul_ps(*channels[k], c));
        v = _mm256_min_epi32(_mm256_max_epi32(v, none), full);
        *channels[k] = _mm256_and_ps(_mm256_cvtepi32_ps(v), drawn);
    }
}

/// Stores the first n (1…7) pixels of `words`: plain stores of 4, 2 and 1
/// pixels (a masked store would stall the next loads on some CPUs).
FB_AVX2_LANES void fb_store_first(__m256i words, int n, uint8_t *dst) {
    __m128i part = _mm256_castsi256_si128(words);
    if (n >= 4) {
        _mm_storeu_si128((__m128i *)dst, part);
        part = _mm256_extracti128_si256(words, 1);
        dst += 16;
        n -= 4;
    }
    if (n >= 2) {
        _mm_storel_epi64((__m128i *)dst, part);
        part = _mm_srli_si128(part, 8);
        dst += 8;
        n -= 2;
    }
    if (n) {
        int32_t word = _mm_cvtsi128_si32(part);
        __builtin_memcpy(dst, &word, 4);
    }
}

/// The lanes 0 ..< n (n in 0…8) of eight 32-bit lanes, all ones; the others 0.
FB_AVX2_LANES __m256i fb_first_lanes(int n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

/// Stores the first n (1…8) pixels of `words`: eight at once, fewer through
/// `fb_store_first`.
FB_AVX2_LANES void fb_store_eight(__m256i words, int n, uint8_t *dst) {
    if (n == 8) {
        _mm256_storeu_si256((__m256i *)dst, words);
    } else {
        fb_store_first(words, n, dst);
    }
}

#endif
#endif
