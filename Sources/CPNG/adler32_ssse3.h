// Adler-32 (RFC 1950 §9), the zlib stream's checksum, 32 bytes a step with
// SSSE3: PSADBW sums the bytes (a), PMADDUBSW and PMADDWD weigh them by
// their distance from the step's end (b), and the sums of earlier steps
// add to b once per chunk, times 32. Chunks of up to 5536 bytes (173
// steps) keep every 32-bit lane from overflowing (b's lanes reach at most
// 173 · 528 · 255 ≈ 2.3 · 10^7, the running sum of a's at most 173 · 5536
// · 255 ≈ 2.4 · 10^8) and are reduced modulo 65521 after each. Without
// SSSE3 (rgba_to_rgb.h's check) and for the last bytes, one byte at a
// time. Same results as zlib's adler32 (Tests/OutputTests).
#pragma once
#include <stddef.h>
#include <stdint.h>
#include "rgba_to_rgb.h"

#define FLIPBOOK_ADLER_MODULUS 65521u
// 32-byte steps per chunk between reductions.
#define FLIPBOOK_ADLER_STEPS 173

#if defined(__x86_64__)
#include <tmmintrin.h>

// Adds `steps` 32-byte steps at `bytes` to the sums `*a` and `*b` (both
// below 65521 on entry and on return).
__attribute__((target("ssse3")))
static inline void flipbook_adler32_chunk_ssse3(const unsigned char *bytes, size_t steps, uint64_t *a, uint64_t *b) {
    const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi16(1);
    const __m128i first_weights = _mm_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17);
    const __m128i second_weights = _mm_setr_epi8(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    // Byte sums, the sum of the byte sums before each step, weighted sums.
    __m128i sums = zero, earlier = zero, weighted = zero;
    for (size_t step = 0; step < steps; step++) {
        const __m128i first = _mm_loadu_si128((const __m128i *)(bytes + 32 * step));
        const __m128i second = _mm_loadu_si128((const __m128i *)(bytes + 32 * step + 16));
        earlier = _mm_add_epi32(earlier, sums);
        sums = _mm_add_epi32(sums, _mm_add_epi32(_mm_sad_epu8(first, zero), _mm_sad_epu8(second, zero)));
        weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(first, first_weights), ones));
        weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(second, second_weights), ones));
    }
    uint32_t lanes[3][4];
    _mm_storeu_si128((__m128i *)lanes[0], sums);
    _mm_storeu_si128((__m128i *)lanes[1], earlier);
    _mm_storeu_si128((__m128i *)lanes[2], weighted);
    const uint64_t sum = (uint64_t)lanes[0][0] + lanes[0][1] + lanes[0][2] + lanes[0][3];
    const uint64_t before = (uint64_t)lanes[1][0] + lanes[1][1] + lanes[1][2] + lanes[1][3];
    const uint64_t weight = (uint64_t)lanes[2][0] + lanes[2][1] + lanes[2][2] + lanes[2][3];
    *b = (*b + *a * 32 * steps + 32 * before + weight) % FLIPBOOK_ADLER_MODULUS;
    *a = (*a + sum) % FLIPBOOK_ADLER_MODULUS;
}
#endif

// zlib's adler32(adler, bytes, count): the checksum of `count` bytes
// continuing from `adler` (1 for a new stream).
static inline uint32_t flipbook_adler32(uint32_t adler, const unsigned char *bytes, size_t count) {
    uint64_t a = adler & 0xFFFF, b = adler >> 16;
#if defined(__x86_64__)
    if (flipbook_has_ssse3()) {
        while (count >= 32) {
            size_t steps = count / 32;
            if (steps > FLIPBOOK_ADLER_STEPS) steps = FLIPBOOK_ADLER_STEPS;
            flipbook_adler32_chunk_ssse3(bytes, steps, &a, &b);
            bytes += 32 * steps;
            count -= 32 * steps;
        }
    }
#endif
    while (count > 0) {
        // At most 5552 bytes between reductions keep b below 2^32 (zlib's
        // NMAX); 64-bit sums leave room to spare.
        size_t run = count < 5552 ? count : 5552;
        count -= run;
        while (run--) {
            a += *bytes++;
            b += a;
        }
        a %= FLIPBOOK_ADLER_MODULUS;
        b %= FLIPBOOK_ADLER_MODULUS;
    }
    return (uint32_t)(b << 16 | a);
}
