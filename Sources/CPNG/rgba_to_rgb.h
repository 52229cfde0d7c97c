// RGBA8 pixels to RGB8 for Flipbook's PNG encoder, checking on the way
// that every alpha byte is 255 (the frame can be written as RGB only
// then): with SSSE3, 4 pixels a step (one byte shuffle, one 16-byte store
// of which the next step overwrites the last 4 bytes); without it (cpuid,
// checked once), a pixel at a time with 4-byte stores.
#pragma once
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__)
#include <cpuid.h>
#include <tmmintrin.h>

__attribute__((target("ssse3")))
static inline uint32_t flipbook_rgba_to_rgb_ssse3(const unsigned char *rgba, unsigned char *rgb, size_t count,
                                                  size_t *done) {
    const __m128i pick = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i a0 = _mm_set1_epi32(-1), a1 = a0;
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m128i v0 = _mm_loadu_si128((const __m128i *)(rgba + 4 * i));
        __m128i v1 = _mm_loadu_si128((const __m128i *)(rgba + 4 * i + 16));
        a0 = _mm_and_si128(a0, v0);
        a1 = _mm_and_si128(a1, v1);
        _mm_storeu_si128((__m128i *)(rgb + 3 * i), _mm_shuffle_epi8(v0, pick));
        _mm_storeu_si128((__m128i *)(rgb + 3 * i + 12), _mm_shuffle_epi8(v1, pick));
    }
    __m128i a = _mm_and_si128(a0, a1);
    a = _mm_and_si128(a, _mm_srli_si128(a, 8));
    a = _mm_and_si128(a, _mm_srli_si128(a, 4));
    *done = i;
    return (uint32_t)_mm_cvtsi128_si32(a);
}

// 1 when the CPU has SSSE3 (cpuid leaf 1, ECX bit 9), checked once.
static inline int flipbook_has_ssse3(void) {
    static int known = -1;
    if (known < 0) {
        unsigned a = 0, b = 0, c = 0, d = 0;
        known = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) ? 1 : 0;
    }
    return known;
}
#endif

// Writes the R, G, B bytes of `count` RGBA8 pixels at `rgba` to `rgb`,
// 3 bytes a pixel; `rgb` needs 4 bytes of slack past the 3·count written
// (scratch stores land there). Returns 1 when every pixel's alpha is 255.
static inline int flipbook_rgba_to_rgb(const unsigned char *rgba, unsigned char *rgb, size_t count) {
    uint32_t alphas = 0xFFFFFFFFu;
    size_t i = 0;
#if defined(__x86_64__)
    if (flipbook_has_ssse3()) alphas = flipbook_rgba_to_rgb_ssse3(rgba, rgb, count, &i);
#endif
    for (; i < count; i++) {
        uint32_t pixel;
        memcpy(&pixel, rgba + 4 * i, 4);
        alphas &= pixel;
        memcpy(rgb + 3 * i, &pixel, 4);
    }
    return alphas >> 24 == 0xFF;
}
