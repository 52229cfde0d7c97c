// Huffman-coded output for Flipbook's fast deflate encoder: a bit writer
// that works as Sources/Output/BitWriter.swift does (least significant bit
// first; bits gather in a 64-bit register and go out eight bytes at a
// time, so the destination needs 8 bytes of slack) and the puts for
// literals and match tokens (deflate_parse.h's layout) with a block's
// code table (CodeTable in DeflateBlock.swift).
#pragma once
#include <stdint.h>
#include <string.h>

// DeflateBlock's match tokens: bit 31 set, length − 3 in bits 23…30, the
// distance symbol in bits 18…22, the distance's extra-bits value in bits
// 0…12.
#define FLIPBOOK_DEFLATE_MATCH_FLAG 0x80000000u
#define FLIPBOOK_DEFLATE_LENGTH_SHIFT 23
#define FLIPBOOK_DEFLATE_DISTANCE_SYMBOL_SHIFT 18
#define FLIPBOOK_DEFLATE_DISTANCE_EXTRA_MASK 0x1FFFu

// CodeTable's layout: entries for literals and end-of-block at their
// symbol, for match lengths − 3 from 257, for distance symbols from 257 +
// 256. An entry holds the bits to write in its low 48 bits (a length's
// extra bits merged in; a distance's come with the token), its code's own
// length in bits 48…55 (distances) and the number of bits to write in bits
// 56…63.
#define FLIPBOOK_CODE_LENGTHS 257
#define FLIPBOOK_CODE_DISTANCES (257 + 256)
#define FLIPBOOK_CODE_VALUE_MASK 0x0000FFFFFFFFFFFFull

// BitWriter's state: where the next whole byte goes, and `pending` (below
// 8 between puts) bits not yet written in the low bits of `bits`.
typedef struct {
    uint8_t *cursor;
    uint64_t bits;
    uint64_t pending;
} flipbook_bit_writer;

// Appends the low `width` bits of `value` (at most 56; the other bits
// zero) and stores the whole bytes.
static inline void flipbook_put_bits(flipbook_bit_writer *writer, uint64_t value, uint64_t width) {
    uint64_t bits = writer->bits | value << writer->pending;
    const uint64_t pending = writer->pending + width;
    memcpy(writer->cursor, &bits, 8);
    writer->cursor += pending >> 3;
    writer->bits = bits >> (pending & ~7ull);
    writer->pending = pending & 7;
}

// A literal byte (or end-of-block, 256) in the table's code.
static inline void flipbook_put_literal(flipbook_bit_writer *writer, const uint64_t *entries, uint32_t symbol) {
    const uint64_t entry = entries[symbol];
    flipbook_put_bits(writer, entry & FLIPBOOK_CODE_VALUE_MASK, entry >> 56);
}

// A match token in one put: length code and extra bits (at most 20), then
// the distance code (at most 15) and its extra bits (at most 13).
static inline void flipbook_put_match(flipbook_bit_writer *writer, const uint64_t *entries, uint32_t token) {
    const uint64_t length = entries[FLIPBOOK_CODE_LENGTHS + (token >> FLIPBOOK_DEFLATE_LENGTH_SHIFT & 0xFF)];
    const uint64_t distance = entries[FLIPBOOK_CODE_DISTANCES + (token >> FLIPBOOK_DEFLATE_DISTANCE_SYMBOL_SHIFT & 0x1F)];
    const uint64_t length_width = length >> 56;
    const uint64_t distance_bits = (distance & 0xFFFF)
        | (uint64_t)(token & FLIPBOOK_DEFLATE_DISTANCE_EXTRA_MASK) << (distance >> 48 & 0xFF);
    flipbook_put_bits(writer, (length & FLIPBOOK_CODE_VALUE_MASK) | distance_bits << length_width,
                      length_width + (distance >> 56));
}

__attribute__((always_inline))
static inline void flipbook_deflate_write_tokens_generic(const uint32_t *tokens, int64_t count,
                                                         const uint64_t *entries, flipbook_bit_writer *writer) {
    flipbook_bit_writer w = *writer;
    for (int64_t i = 0; i < count; i++) {
        const uint32_t token = tokens[i];
        if (token & FLIPBOOK_DEFLATE_MATCH_FLAG) {
            flipbook_put_match(&w, entries, token);
        } else {
            flipbook_put_literal(&w, entries, token);
        }
    }
    *writer = w;
}

#if defined(__x86_64__)
#include <cpuid.h>
// 1 when the CPU has what the encoder's x86-64-v3 builds use, checked
// once: BMI1 and BMI2 (cpuid leaf 7, EBX bits 3 and 8) and AVX2 (leaf 7,
// EBX bit 5) with the OS saving the YMM registers (leaf 1, ECX bits 27
// OSXSAVE and 28 AVX; XCR0 bits 1 and 2).
static inline int flipbook_has_x86_64_v3(void) {
    static int known = -1;
    if (known < 0) {
        unsigned a = 0, b = 0, c = 0, d = 0;
        int has = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_OSXSAVE) && (c & bit_AVX);
        if (has) {
            unsigned low = 0, high = 0;
            __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
            has = (low & 6) == 6;
        }
        known = has && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_BMI) && (b & bit_BMI2)
            && (b & bit_AVX2) ? 1 : 0;
    }
    return known;
}

// The writer's x86-64-v3 build: shifts by a register count (BMI2's shlx,
// shrx) without moving it to CL first.
__attribute__((target("bmi,bmi2,avx2")))
static inline void flipbook_deflate_write_tokens_v3(const uint32_t *tokens, int64_t count, const uint64_t *entries,
                                                      flipbook_bit_writer *writer) {
    flipbook_deflate_write_tokens_generic(tokens, count, entries, writer);
}
#endif

// Writes `count` tokens (literal bytes and match tokens) in the codes of
// `entries`: the x86-64-v3 build when `v3` is set (the caller's choice,
// normally flipbook_has_x86_64_v3(); tests turn it off to run the plain
// build here too), else the plain one. Same bits either way.
static inline void flipbook_deflate_write_tokens(const uint32_t *tokens, int64_t count, const uint64_t *entries,
                                                 flipbook_bit_writer *writer, int v3) {
#if defined(__x86_64__)
    if (v3) {
        flipbook_deflate_write_tokens_v3(tokens, count, entries, writer);
        return;
    }
#endif
    flipbook_deflate_write_tokens_generic(tokens, count, entries, writer);
}
