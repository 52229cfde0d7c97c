// Premultiplied RGBA8 pixels to straight alpha for Flipbook's PNG encoder,
// through a table of straight color bytes (Output's UnpremultiplyTable:
// index alpha · 256 + premultiplied color). Opaque pixels stay as they
// are and transparent ones become 0, 0, 0, 0, as the table would make
// them; frames are mostly such runs (backgrounds, letterbox bars), so four
// pixels at a time are tested for that with SSE2 (every x86-64 has it)
// and stored whole, and only groups with a translucent pixel go through
// the table a pixel at a time.
#pragma once
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

// One pixel through `table` (alpha 0: all zero; 255: as it is).
static inline uint32_t flipbook_unpremultiply_pixel(uint32_t pixel, const uint8_t *table) {
    const uint32_t alpha = pixel >> 24;
    if (alpha == 0) return 0;
    if (alpha == 255) return pixel;
    const uint8_t *t = table + (alpha << 8);
    return (uint32_t)t[pixel & 0xFF] | (uint32_t)t[pixel >> 8 & 0xFF] << 8 | (uint32_t)t[pixel >> 16 & 0xFF] << 16
        | (pixel & 0xFF000000u);
}

// Pixels `from ..< to` of `source` through the table, one at a time.
static inline void flipbook_unpremultiply_each(const uint8_t *source, uint8_t *target, size_t from, size_t to,
                                               const uint8_t *table) {
    for (size_t i = from; i < to; i++) {
        uint32_t pixel;
        memcpy(&pixel, source + 4 * i, 4);
        pixel = flipbook_unpremultiply_pixel(pixel, table);
        memcpy(target + 4 * i, &pixel, 4);
    }
}

// Writes the straight-alpha form of the `count` premultiplied RGBA8 pixels
// at `source` (little-endian words: alpha in the high byte) to `target`;
// `table` holds 65 536 bytes. The buffers must not overlap.
static inline void flipbook_unpremultiply(const uint8_t *source, uint8_t *target, size_t count, const uint8_t *table) {
    size_t i = 0;
#if defined(__x86_64__)
    const __m128i alpha_bits = _mm_set1_epi32((int)0xFF000000u);
    for (; i + 4 <= count; i += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(source + 4 * i));
        const __m128i alphas = _mm_and_si128(pixels, alpha_bits);
        const int opaque = _mm_movemask_epi8(_mm_cmpeq_epi32(alphas, alpha_bits));
        const int clear = _mm_movemask_epi8(_mm_cmpeq_epi32(alphas, _mm_setzero_si128()));
        if (opaque == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(target + 4 * i), pixels);
        } else if (clear == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(target + 4 * i), _mm_setzero_si128());
        } else {
            flipbook_unpremultiply_each(source, target, i, i + 4, table);
        }
    }
#endif
    flipbook_unpremultiply_each(source, target, i, count, table);
}
