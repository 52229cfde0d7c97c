// CRC-32 (the PNG and zlib polynomial, 0x04C11DB7 reflected) with carry-less
// multiplication: 64 bytes at a time are folded forward in four 128-bit
// lanes (PCLMULQDQ), the lanes into one, that one down to 32 bits with a
// Barrett reduction. On x86-64 CPUs without PCLMULQDQ (checked once with
// cpuid), and for the last bytes below 16, zlib's crc32 does the work.
// Same results as zlib's crc32_z for every input (Tests/OutputTests).
//
// The constants are x^k mod P(x), bit-reflected, for the fold distances
// used (Intel's white paper "Fast CRC Computation for Generic Polynomials
// Using PCLMULQDQ Instruction", 2009, derives them):
//   fold by 512 bits: x^(4·128+32) and x^(4·128−32);
//   fold by 128 bits: x^(128+32) and x^(128−32);
//   64 → 32 bits: x^64; Barrett: μ = ⌊x^64 / P(x)⌋ and P(x) itself.
#pragma once
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

#if defined(__x86_64__)
#include <cpuid.h>
#include <emmintrin.h>
#include <wmmintrin.h>

__attribute__((target("pclmul,sse2")))
static inline __m128i flipbook_crc_fold_lane(__m128i lane, __m128i constants, __m128i next) {
    __m128i low = _mm_clmulepi64_si128(lane, constants, 0x00);
    __m128i high = _mm_clmulepi64_si128(lane, constants, 0x11);
    return _mm_xor_si128(_mm_xor_si128(low, high), next);
}

// The raw CRC state (not inverted) after `count` bytes, a multiple of 16
// and at least 64, starting from `state`.
__attribute__((target("pclmul,sse2")))
static inline uint32_t flipbook_crc32_fold(uint32_t state, const unsigned char *bytes, size_t count) {
    const __m128i fold4 = _mm_set_epi64x(0x1c6e41596, 0x154442bd4);
    const __m128i fold1 = _mm_set_epi64x(0x0ccaa009e, 0x1751997d0);
    const __m128i reduce64 = _mm_set_epi64x(0, 0x163cd6124);
    const __m128i barrett = _mm_set_epi64x(0x1f7011641, 0x1db710641);
    const __m128i low32 = _mm_set_epi32(0, 0, 0, -1);
    const __m128i *p = (const __m128i *)bytes;
    __m128i x1 = _mm_xor_si128(_mm_loadu_si128(p), _mm_cvtsi32_si128((int)state));
    __m128i x2 = _mm_loadu_si128(p + 1), x3 = _mm_loadu_si128(p + 2), x4 = _mm_loadu_si128(p + 3);
    p += 4;
    count -= 64;
    while (count >= 64) {
        x1 = flipbook_crc_fold_lane(x1, fold4, _mm_loadu_si128(p));
        x2 = flipbook_crc_fold_lane(x2, fold4, _mm_loadu_si128(p + 1));
        x3 = flipbook_crc_fold_lane(x3, fold4, _mm_loadu_si128(p + 2));
        x4 = flipbook_crc_fold_lane(x4, fold4, _mm_loadu_si128(p + 3));
        p += 4;
        count -= 64;
    }
    x1 = flipbook_crc_fold_lane(x1, fold1, x2);
    x1 = flipbook_crc_fold_lane(x1, fold1, x3);
    x1 = flipbook_crc_fold_lane(x1, fold1, x4);
    while (count >= 16) {
        x1 = flipbook_crc_fold_lane(x1, fold1, _mm_loadu_si128(p));
        p += 1;
        count -= 16;
    }
    // 128 → 64 bits (appending 32 zero bits), then 64 → 32.
    __m128i t = _mm_clmulepi64_si128(fold1, x1, 0x01);
    x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), t);
    t = _mm_clmulepi64_si128(_mm_and_si128(x1, low32), reduce64, 0x00);
    x1 = _mm_xor_si128(_mm_srli_si128(x1, 4), t);
    // Barrett reduction to the 32-bit remainder.
    t = _mm_and_si128(_mm_clmulepi64_si128(_mm_and_si128(x1, low32), barrett, 0x10), low32);
    t = _mm_clmulepi64_si128(t, barrett, 0x00);
    x1 = _mm_xor_si128(x1, t);
    return (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(x1, 4));
}

// 1 when the CPU has PCLMULQDQ (cpuid leaf 1, ECX bit 1), checked once.
static inline int flipbook_has_pclmul(void) {
    static int known = -1;
    if (known < 0) {
        unsigned a = 0, b = 0, c = 0, d = 0;
        known = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_PCLMUL) ? 1 : 0;
    }
    return known;
}
#endif

// zlib's crc32_z(crc, bytes, count): the CRC-32 of `count` bytes continuing
// from `crc` (0 for a new one), folded with PCLMULQDQ where the CPU has it.
static inline uint32_t flipbook_crc32(uint32_t crc, const unsigned char *bytes, size_t count) {
#if defined(__x86_64__)
    if (count >= 64 && flipbook_has_pclmul()) {
        size_t whole = count & ~(size_t)15;
        crc = ~flipbook_crc32_fold(~crc, bytes, whole);
        bytes += whole;
        count -= whole;
    }
#endif
    return (uint32_t)crc32_z(crc, bytes, count);
}
