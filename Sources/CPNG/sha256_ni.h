// SHA-256's compression function with the x86 SHA extensions (SHA-NI:
// SHA256RNDS2 does two rounds, SHA256MSG1/MSG2 the message schedule), for
// Output's SHA256 (render manifests hash every frame file). Chosen at run
// time (cpuid); Output's Swift code is the fallback and the reference.
//
// The state travels as two vectors named high lane first: ABEF (a, b, e, f)
// and CDGH; a message vector holds four schedule words, the first in the
// low lane. Rounds 4g … 4g + 3 add the constants to words 4g … 4g + 3 and
// run RNDS2 on the low pair, then on the high pair. From group 4 on,
// words 4g … 4g + 3 are
//   MSG2(MSG1(W[4g−16 …], W[4g−12 …]) + W[4g−7 … 4g−4], W[4g−4 …]):
// MSG1 adds σ0 of the next word to each of the first group, the byte shift
// (ALIGNR) lines up W[t − 7], and MSG2 adds σ1 of W[t − 2] (its first two
// from the last group, the other two from the words it has just made).
#pragma once
#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

// 1 when the CPU has the SHA extensions and SSE4.1 (cpuid leaf 7 EBX bit
// 29, leaf 1 ECX bit 19), checked once.
static inline int flipbook_has_sha_ni(void) {
    static int known = -1;
    if (known < 0) {
        unsigned a = 0, b = 0, c = 0, d = 0;
        int sse41 = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSE4_1);
        int sha = __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_SHA);
        known = sse41 && sha ? 1 : 0;
    }
    return known;
}

// Runs the compression function of `state` (a … h) over `blocks` 64-byte
// blocks at `data`, with the 64 round constants `k`.
__attribute__((target("sha,sse4.1")))
static inline void flipbook_sha256_blocks_ni(uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t *k) {
    // Big-endian words: each word's bytes reversed.
    const __m128i swap = _mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
    // a b c d / e f g h (low lane first) to ABEF and CDGH.
    // (Lanes low first in the comments.)
    __m128i low = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)state), 0xB1);        // b a d c
    __m128i high = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(state + 4)), 0x1B); // h g f e
    __m128i abef = _mm_alignr_epi8(low, high, 8);                                          // f e b a
    __m128i cdgh = _mm_blend_epi16(high, low, 0xF0);                                       // h g d c
    for (size_t block = 0; block < blocks; block++, data += 64) {
        const __m128i abef_start = abef, cdgh_start = cdgh;
        __m128i words[4];
        for (int g = 0; g < 16; g++) {
            __m128i w;
            if (g < 4) {
                w = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * g)), swap);
            } else {
                const __m128i sixteen = words[g & 3], twelve = words[(g + 1) & 3];
                const __m128i eight = words[(g + 2) & 3], four = words[(g + 3) & 3];
                w = _mm_sha256msg2_epu32(
                    _mm_add_epi32(_mm_sha256msg1_epu32(sixteen, twelve), _mm_alignr_epi8(four, eight, 4)), four);
            }
            words[g & 3] = w;
            __m128i wk = _mm_add_epi32(w, _mm_loadu_si128((const __m128i *)(k + 4 * g)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_start);
        cdgh = _mm_add_epi32(cdgh, cdgh_start);
    }
    // Back to a b c d / e f g h.
    __m128i abef_lanes = _mm_shuffle_epi32(abef, 0x1B); // a b e f
    __m128i ghcd_lanes = _mm_shuffle_epi32(cdgh, 0xB1); // g h c d
    _mm_storeu_si128((__m128i *)state, _mm_blend_epi16(abef_lanes, ghcd_lanes, 0xF0));
    _mm_storeu_si128((__m128i *)(state + 4), _mm_alignr_epi8(ghcd_lanes, abef_lanes, 8));
}
#else
static inline int flipbook_has_sha_ni(void) { return 0; }
static inline void flipbook_sha256_blocks_ni(uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t *k) {
    (void)state; (void)data; (void)blocks; (void)k;
}
#endif
