// The greedy LZ77 parse of Flipbook's fast deflate encoder (FastDeflater in
// Sources/Output), in C so that the hot loop is what is written here: no
// bounds or overflow checks, the per-pixel-size constants folded, BMI2
// and AVX2 where the CPU has them (the x86-64-v3 build). Two ways out: tokens and symbol counts for
// DeflateBlock (the first block, coded afterwards with codes from its own
// counts), or the tokens written at once in Huffman codes given up front
// (later blocks, with codes from the block before), which saves storing
// and reading back every token.
//
// Each position tries, in order: the previous pixel (a run; runs do not
// enter the tables), the last position whose two pixels hashed alike (a
// match of two pixels or more), the last whose one pixel hashed alike. A
// candidate counts only when its bytes equal the position's, checked here
// before the match is made (the tables only suggest where to look), so a
// match always copies exactly the bytes it stands for.
//
// Where the time goes (frame 30 of the tile workload as RGB: 3.0 MB, about
// 407 K tokens, 90 % of them matches, average 8 bytes): about 50 cycles a
// token, each token a chain of position -> bytes -> hash -> table load (L2)
// -> candidate's bytes -> length -> next position, plus branch
// mispredictions; whether the pair table hits is a coin toss (it does for
// 46 % of the matches found in the tables). The branches are what makes it fast: a predicted
// branch lets the next probe start before this one's loads are back. So
// the length test below is a branch that predicts "the match ends right at
// the verified pixels" (true for most single-pixel matches), which takes
// the count of equal bytes off the chain: 3 % less parse time in coded
// blocks, 6 % in token blocks, the same tokens. Measured against this and no faster (or larger): choosing
// the longest of the three candidates without branches (cmov, also with
// the choice forced by inline assembly and two or three parses
// interleaved: the extra work and the longer chain cost more than the
// mispredictions saved), the pair-or-single choice alone without a branch,
// the candidates' bytes or a tag stored in the table entries (16, 8 or 4
// bytes an entry: bigger tables, no gain), 16-bit table entries (L1-sized
// tables), prefetching the next pixel's entries, speculating a second
// pixel past the verified ones, a 16-byte inline compare for long matches,
// stepping a pixel at a time on misses (+11 % bytes), extra probes at the
// row above (-0.9 % tokens, no faster), the pixel above tried before the
// tables (the same tokens and time) and inserting a match's last
// positions into the tables (-0.6 % bytes, +1 % tokens). Without the
// tables it is fast and large: runs only (fpng's way, with or without the
// up filter) or runs and the pixel above parse the tile frame in 2.3–2.5
// ms instead of 6.4, into 1.4–1.7 M tokens (1.18–1.33 MB estimated)
// instead of 407 K (764 KB). Fewer tokens are
// hard to get: a greedy parse with 64-deep hash chains still makes 345 K.
#pragma once
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif
#include "deflate_write.h"

// Entries of each of the two hash tables (single pixels, pixel pairs):
// 2^14 positions, 64 KiB each.
#define FLIPBOOK_DEFLATE_HASH_BITS 14
// Deflate's limits (RFC 1951): farthest distance, longest match.
#define FLIPBOOK_DEFLATE_WINDOW 32768
#define FLIPBOOK_DEFLATE_MAX_MATCH 258
// DeflateBlock.counts' sections: literals at 0, match lengths − 3 at 256,
// distance symbols at 512 (token blocks), distances' indices
// (flipbook_distance_index) at 542 (coded blocks).
#define FLIPBOOK_DEFLATE_LENGTH_COUNTS 256
#define FLIPBOOK_DEFLATE_DISTANCE_COUNTS 512
#define FLIPBOOK_DEFLATE_DISTANCE_INDEX_COUNTS 542
// After 2^6 probes in a row without a match, literals come a byte more at
// a time per probe, up to 8 (cheap on noise, where probes fail).
#define FLIPBOOK_DEFLATE_SKIP_SHIFT 6
#define FLIPBOOK_DEFLATE_MAX_SKIP 8
// Tokens of room a parse call leaves unused: a probe's literals (up to
// MAX_SKIP) and the last 15 bytes' literals fit in it.
#define FLIPBOOK_DEFLATE_TOKEN_SLACK 24

static inline uint64_t flipbook_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static inline uint32_t flipbook_load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

// The index into `distance_tokens` (DeflateTables.distanceTokenIndex) of
// `distance` (1…32768): distance − 1 up to 256, else 256 + (distance − 1)
// / 128. The entry plus the distance is the token's distance symbol field
// and extra-bits value, in one load and one add.
static inline int64_t flipbook_distance_index(int64_t distance) {
    return distance <= 256 ? distance - 1 : 256 + ((distance - 1) >> 7);
}

// How many bytes at `a` equal those at `b`, up to `limit`, given that the
// first `verified` do: sixteen bytes compared at a time with SSE2 (every
// x86-64 has it), then eight. Long matches are mostly runs of one color
// (a frame's letterbox bars, backgrounds: 258 bytes a match); on 3840×2160
// fuber frames (RGBA, between transparent bars) eight bytes a step made
// this 16 % of the encoder's time.
static inline int64_t flipbook_match_length(const uint8_t *a, const uint8_t *b, int64_t verified, int64_t limit) {
    int64_t length = verified;
#if defined(__SSE2__)
    while (length + 16 <= limit) {
        const __m128i equal = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + length)),
                                             _mm_loadu_si128((const __m128i *)(b + length)));
        const unsigned differ = ~(unsigned)_mm_movemask_epi8(equal) & 0xFFFFu;
        if (differ) return length + __builtin_ctz(differ);
        length += 16;
    }
#endif
    while (length + 8 <= limit) {
        const uint64_t difference = flipbook_load64(a + length) ^ flipbook_load64(b + length);
        if (difference) return length + (__builtin_ctzll(difference) >> 3);
        length += 8;
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

#if defined(__x86_64__)
// `flipbook_match_length` with AVX2: thirty-two bytes at a time, then the
// rest as there. On a 3840×2160 fuber frame (RGBA, two thirds of it
// transparent bars: 258-byte runs) the parse took 0.88× the time.
__attribute__((target("avx2")))
static inline int64_t flipbook_match_length_avx2(const uint8_t *a, const uint8_t *b, int64_t verified, int64_t limit) {
    int64_t length = verified;
    while (length + 32 <= limit) {
        const __m256i equal = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(a + length)),
                                                _mm256_loadu_si256((const __m256i *)(b + length)));
        const unsigned differ = ~(unsigned)_mm256_movemask_epi8(equal);
        if (differ) return length + __builtin_ctz(differ);
        length += 32;
    }
    return flipbook_match_length(a, b, length, limit);
}
#endif

// Where a parse puts its tokens: into `tokens`, or (`entries` set) in
// Huffman codes through `writer`: literals and lengths from `entries`
// (CodeTable), distances from `distance_entries`, one per distance index
// (CodeTable.distanceEntries: the code minus the symbol's base distance
// shifted past the code, as a 32-bit two's complement value, in bits
// 0…31, the code's length in bits 32…39, the bits to write in bits
// 40…47), so that a distance's bits are that value plus the distance
// shifted past the code.
typedef struct {
    uint32_t *tokens;
    const uint64_t *entries;
    const uint64_t *distance_entries;
    flipbook_bit_writer writer;
} flipbook_deflate_sink;

// One literal out: stored as a token, or coded when `coded` (a constant
// where inlined).
__attribute__((always_inline))
static inline void flipbook_deflate_emit(flipbook_deflate_sink *sink, int64_t index, uint8_t byte, const int coded) {
    if (coded) {
        flipbook_put_literal(&sink->writer, sink->entries, byte);
    } else {
        sink->tokens[index] = byte;
    }
}

// The parse for `pixel` 3 or 4, `coded`, and `v3` (long matches counted
// with AVX2: only in functions built for it), constants where it is
// inlined.
__attribute__((always_inline))
static inline int64_t flipbook_deflate_parse_body(const uint8_t *input, int64_t count, int64_t start, int32_t *table,
                                                  int64_t token_capacity, int64_t block_bytes, uint32_t *counts,
                                                  const uint32_t *distance_tokens, flipbook_deflate_sink *sink,
                                                  int64_t *token_count, const int pixel, const int coded,
                                                  const int v3) {
    const int bits = FLIPBOOK_DEFLATE_HASH_BITS;
    // A pixel's bytes of a 32-bit load, two pixels' of a 64-bit one.
    const uint32_t pixel_mask = pixel == 3 ? 0xFFFFFFu : 0xFFFFFFFFu;
    const uint64_t pair_mask = pixel == 3 ? 0xFFFFFFFFFFFFull : ~0ull;
    int32_t *const pixel_table = table, *const pair_table = table + (1 << bits);
    uint32_t *const literal_counts = counts;
    uint32_t *const length_counts = counts + FLIPBOOK_DEFLATE_LENGTH_COUNTS;
    uint32_t *const distance_counts = counts + FLIPBOOK_DEFLATE_DISTANCE_COUNTS;
    uint32_t *const distance_index_counts = counts + FLIPBOOK_DEFLATE_DISTANCE_INDEX_COUNTS;
    flipbook_deflate_sink out = *sink;
    // A probe reads 8 bytes at the position and 8 more past the bytes a
    // candidate matched (at most 8): the last 15 bytes go out as literals.
    // Coded blocks end after about `block_bytes` bytes instead of a number
    // of tokens, which leaves one test a position.
    const int64_t last_probe = count - 16;
    const int64_t stop = coded && start + block_bytes < last_probe ? start + block_bytes : last_probe;
    const int64_t token_limit = token_capacity - FLIPBOOK_DEFLATE_TOKEN_SLACK;
    int64_t position = start, emitted = 0, misses = 0;
    // The first pixel has no pixel before it: literals.
    while (position < pixel && position <= stop) {
        const uint8_t byte = input[position++];
        flipbook_deflate_emit(&out, emitted++, byte, coded);
        literal_counts[byte]++;
    }
    while (position <= stop && (coded || emitted < token_limit)) {
        const uint64_t word = flipbook_load64(input + position);
        const uint32_t value = (uint32_t)word & pixel_mask;
        int64_t candidate = position - pixel, verified = pixel;
        if ((flipbook_load32(input + candidate) & pixel_mask) != value) {
            const uint64_t pair = word & pair_mask;
            const uint32_t pair_hash = (uint32_t)((pair * 0x9E3779B97F4A7C15ull) >> (64 - bits));
            const uint32_t pixel_hash = (value * 0x9E3779B1u) >> (32 - bits);
            const int64_t pair_candidate = pair_table[pair_hash], pixel_candidate = pixel_table[pixel_hash];
            pair_table[pair_hash] = (int32_t)position;
            pixel_table[pixel_hash] = (int32_t)position;
            // The tables start far below 0: such entries fail the distance
            // test before their bytes are read.
            if (position - pair_candidate <= FLIPBOOK_DEFLATE_WINDOW
                && (flipbook_load64(input + pair_candidate) & pair_mask) == pair) {
                candidate = pair_candidate;
                verified = 2 * pixel;
            } else if (position - pixel_candidate <= FLIPBOOK_DEFLATE_WINDOW
                       && (flipbook_load32(input + pixel_candidate) & pixel_mask) == value) {
                candidate = pixel_candidate;
            } else {
                // One literal, or more once probes keep failing.
                int64_t step = 1 + (misses >> FLIPBOOK_DEFLATE_SKIP_SHIFT);
                if (step > FLIPBOOK_DEFLATE_MAX_SKIP) step = FLIPBOOK_DEFLATE_MAX_SKIP;
                int64_t end = position + step;
                if (end > stop + 1) end = stop + 1;
                do {
                    const uint8_t byte = input[position++];
                    flipbook_deflate_emit(&out, emitted++, byte, coded);
                    literal_counts[byte]++;
                } while (position < end);
                misses++;
                continue;
            }
        }
        // Most matches end within the 8 bytes past the verified ones;
        // longer ones go on 8 bytes at a time. The first test is a branch
        // on purpose (see the top): most matches (93 % of the single-pixel
        // ones, 47 % of the pair ones on the tile frame) end right at the
        // verified pixels, and where the branch predicts that, the next
        // position is `position + verified` before the bytes compared here
        // are loaded, so the next probe need not wait for them.
        const uint64_t difference = flipbook_load64(input + position + verified)
            ^ flipbook_load64(input + candidate + verified);
        int64_t length;
        if (__builtin_expect((difference & 0xFF) != 0, 1)) {
            length = verified;
        } else if (__builtin_expect(difference != 0, 1)) {
            length = verified + (__builtin_ctzll(difference) >> 3);
        } else {
            int64_t limit = count - position;
            if (limit > FLIPBOOK_DEFLATE_MAX_MATCH) limit = FLIPBOOK_DEFLATE_MAX_MATCH;
#if defined(__x86_64__)
            if (v3) {
                length = flipbook_match_length_avx2(input + position, input + candidate, verified + 8, limit);
            } else
#endif
            {
                length = flipbook_match_length(input + position, input + candidate, verified + 8, limit);
            }
        }
        const int64_t back = position - candidate;
        const int64_t index = flipbook_distance_index(back);
        if (coded) {
            // Length code and extra bits (at most 20), then the distance
            // code (at most 15) and its extra bits (at most 13): one put.
            const uint64_t length_entry = out.entries[FLIPBOOK_CODE_LENGTHS + length - 3];
            const uint64_t distance_entry = out.distance_entries[index];
            const uint32_t distance_bits = (uint32_t)distance_entry
                + ((uint32_t)back << (distance_entry >> 32 & 0xFF));
            const uint64_t length_width = length_entry >> 56;
            flipbook_put_bits(&out.writer, (length_entry & FLIPBOOK_CODE_VALUE_MASK)
                                  | (uint64_t)distance_bits << length_width,
                              length_width + (distance_entry >> 40 & 0xFF));
            emitted++;
            distance_index_counts[index]++;
        } else {
            const uint32_t distance = distance_tokens[index] + (uint32_t)back;
            out.tokens[emitted++] = FLIPBOOK_DEFLATE_MATCH_FLAG
                | (uint32_t)(length - 3) << FLIPBOOK_DEFLATE_LENGTH_SHIFT | distance;
            distance_counts[distance >> FLIPBOOK_DEFLATE_DISTANCE_SYMBOL_SHIFT]++;
        }
        length_counts[length - 3]++;
        position += length;
        misses = 0;
    }
    if (position > last_probe) {
        while (position < count) {
            const uint8_t byte = input[position++];
            flipbook_deflate_emit(&out, emitted++, byte, coded);
            literal_counts[byte]++;
        }
    }
    *sink = out;
    *token_count = emitted;
    return position;
}

// The four variants (pixel size × sink) as functions, each once for plain
// x86-64 and once for x86-64-v3 (BMI1/BMI2: tzcnt, shifts by a register
// count without CL; AVX2: long matches counted 32 bytes a step), chosen
// at run time.
#define FLIPBOOK_DEFLATE_PARSE_VARIANTS(suffix, attributes, wide)                                           \
    attributes static inline int64_t flipbook_deflate_parse_##suffix(                                      \
        const uint8_t *input, int64_t count, int64_t start, int32_t *table, int64_t token_capacity,        \
        int64_t block_bytes, uint32_t *counts, const uint32_t *distance_tokens, flipbook_deflate_sink *sink, \
        int64_t *token_count, int pixel) {                                                                 \
        const int coded = sink->entries != NULL;                                                           \
        if (pixel == 3 && coded) {                                                                         \
            return flipbook_deflate_parse_body(input, count, start, table, token_capacity, block_bytes,    \
                                               counts, distance_tokens, sink, token_count, 3, 1, wide);     \
        } else if (pixel == 3) {                                                                           \
            return flipbook_deflate_parse_body(input, count, start, table, token_capacity, block_bytes,    \
                                               counts, distance_tokens, sink, token_count, 3, 0, wide);     \
        } else if (coded) {                                                                                \
            return flipbook_deflate_parse_body(input, count, start, table, token_capacity, block_bytes,    \
                                               counts, distance_tokens, sink, token_count, 4, 1, wide);     \
        }                                                                                                  \
        return flipbook_deflate_parse_body(input, count, start, table, token_capacity, block_bytes,        \
                                           counts, distance_tokens, sink, token_count, 4, 0, wide);        \
    }

FLIPBOOK_DEFLATE_PARSE_VARIANTS(generic, , 0)
#if defined(__x86_64__)
FLIPBOOK_DEFLATE_PARSE_VARIANTS(v3, __attribute__((target("bmi,bmi2,avx2"))), 1)
#endif

// Parses the `count` bytes at `input` from `start` on until the input ends
// or `token_capacity` − FLIPBOOK_DEFLATE_TOKEN_SLACK tokens are out (when
// coded: a match or a probe's literals past `block_bytes` bytes), adding
// every symbol to `counts` (DeflateBlock.counts: distances by symbol as
// tokens, by index when coded); returns where it stopped
// and sets `*token_count`. The tokens go to `sink->tokens` (room for
// `token_capacity`), or, when `sink->entries` is set, are written at once
// through `sink->writer` in that code table, which must give every symbol
// a code. `table` holds 2 << FLIPBOOK_DEFLATE_HASH_BITS positions, set to
// INT32_MIN / 2 before a stream's first call and kept between its calls.
// `distance_tokens` is DeflateTables.distanceTokenIndex (512 entries).
// `pixel` is 3 (RGB) or 4 (RGBA): the shortest match, and the distance of
// a run. `v3` picks the x86-64-v3 build (the caller's choice, normally
// flipbook_has_x86_64_v3(); tests turn it off to run the plain build here
// too); both give the same tokens and bits.
static inline int64_t flipbook_deflate_parse(const uint8_t *input, int64_t count, int64_t start, int32_t *table,
                                             int64_t token_capacity, int64_t block_bytes, uint32_t *counts,
                                             const uint32_t *distance_tokens, flipbook_deflate_sink *sink,
                                             int64_t *token_count, int pixel, int v3) {
#if defined(__x86_64__)
    if (v3) {
        return flipbook_deflate_parse_v3(input, count, start, table, token_capacity, block_bytes, counts,
                                         distance_tokens, sink, token_count, pixel);
    }
#endif
    return flipbook_deflate_parse_generic(input, count, start, table, token_capacity, block_bytes, counts,
                                          distance_tokens, sink, token_count, pixel);
}
