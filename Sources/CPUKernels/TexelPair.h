// `ImageSampler.texelPair` (Swift) in C, for the kernels that map device
// columns (Columns.c) and rows (Blend+AVX2.c) to texels: the same
// operations in the same order, so the same texels and weights.
#ifndef FLIPBOOK_TEXEL_PAIR_H
#define FLIPBOOK_TEXEL_PAIR_H

/// The texels around one texel-space coordinate along an axis.
typedef struct {
    /// ⌊c⌋ of the clamped coordinate c, unclamped (−1…count).
    long floor;
    /// Texels ⌊c⌋ and ⌊c⌋ + 1, each clamped to 0…count − 1.
    long first, second;
    /// The second texel's weight, c − ⌊c⌋ (0…1).
    float fraction;
} fb_texel_pair;

/// The pair around finite texel-space coordinate `s` (texel i centred at
/// i) along an axis of `count` texels: s clamped to −1…count (beyond that
/// every sample is an edge texel), ⌊c⌋ by truncation as
/// `ImageSampler.floor` takes it.
static inline fb_texel_pair fb_texel_pair_at(double s, long count) {
    double c = s < -1 ? -1 : s;
    if (c > (double)count) c = (double)count;
    double floor = (double)(long)c;
    if (floor > c) floor -= 1;
    long i0 = (long)floor, i1 = i0 + 1, last = count - 1;
    fb_texel_pair pair = {
        .floor = i0,
        .first = i0 < 0 ? 0 : i0 > last ? last : i0,
        .second = i1 < 0 ? 0 : i1 > last ? last : i1,
        .fraction = (float)(c - floor),
    };
    return pair;
}

#endif
