// The texel columns of an axis-aligned image draw: the operations of
// `ImageSampler.fillAxisAlignedColumns` and `texelPair` (Swift), in their
// order and precision, so the records are bit for bit the Swift ones.
#include "CPUKernels.h"

#pragma STDC FP_CONTRACT OFF

int fb_axis_columns(double scale, double offset, long x, long count, long width, void *records, int32_t *x0,
                    float *gx, float *fx) {
    int finite = 1;
    uint8_t *record = records;
    for (long i = 0; i < count; i++, record += 32) {
        double u = scale * ((double)(x + i) + 0.5) + offset;
        int32_t r0 = -1, r1 = -1, padded = 0;
        float f = 0, g = 0;
        if (__builtin_isfinite(u)) {
            double c = u - 0.5;
            if (c < -1) c = -1;
            if (c > (double)width) c = (double)width;
            // ⌊c⌋ as `ImageSampler.floor` computes it.
            double floor = (double)(long)c;
            if (floor > c) floor -= 1;
            long i0 = (long)floor, i1 = i0 + 1;
            f = (float)(c - floor);
            g = 1.0f - f;
            padded = (int32_t)(i0 + 1);
            r0 = (int32_t)(i0 < 0 ? 0 : i0 > width - 1 ? width - 1 : i0);
            r1 = (int32_t)(i1 < 0 ? 0 : i1 > width - 1 ? width - 1 : i1);
        } else {
            finite = 0;
        }
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
    return finite;
}
