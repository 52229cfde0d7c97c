// libpng, from Debian's libpng-dev, plus the one piece Swift cannot write:
// libpng's full write API reports errors by longjmp to a setjmp point, and
// Swift cannot call setjmp. flipbook_png_encode keeps setjmp, every libpng
// call and the longjmp inside this header's C, so no jump crosses a Swift
// frame. Decoding needs no shim: libpng's simplified png_image read API
// catches its own errors and returns 0 with a message.
#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "crc32_fold.h"
#include "rgba_to_rgb.h"
#include "unpremultiply.h"
#include "sha256_ni.h"
#include "adler32_ssse3.h"
#include "deflate_parse.h"

// An encoded PNG growing in memory, and the error message when encoding fails.
typedef struct {
    unsigned char *bytes;   // malloc'd; the caller frees it, also after a failure
    size_t count;
    size_t capacity;
    char message[200];      // NUL-terminated; empty unless encoding failed
} flipbook_png_output;

static inline void flipbook_png_write_data(png_structp png, png_bytep data, size_t length) {
    flipbook_png_output *out = (flipbook_png_output *)png_get_io_ptr(png);
    if (length > SIZE_MAX / 2 - out->count) png_error(png, "encoded PNG too large");
    size_t needed = out->count + length;
    if (needed > out->capacity) {
        // Doubling from 64 KiB: a few reallocations for any frame size.
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < needed) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count = needed;
}

static inline void flipbook_png_flush(png_structp png) { (void)png; }

static inline void flipbook_png_error(png_structp png, png_const_charp message) {
    flipbook_png_output *out = (flipbook_png_output *)png_get_error_ptr(png);
    strncpy(out->message, message ? message : "libpng error", sizeof out->message - 1);
    out->message[sizeof out->message - 1] = 0;
    png_longjmp(png, 1);
}

static inline void flipbook_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

// Encodes straight (un-premultiplied) RGBA8 rows, `width * 4` bytes each,
// as an 8-bit PNG with zlib `level` (0-9), zlib `strategy` (Z_DEFAULT_STRATEGY,
// Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE or Z_FIXED) and the PNG_FILTER_* mask
// `filters`. With `drop_alpha` set (every alpha byte is 255) the file is
// RGB: libpng strips the fourth byte of each pixel, so a quarter less data
// goes through the filters and zlib. Returns 1 on success, 0 with
// out->message set on failure.
static inline int flipbook_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                                      int level, int strategy, int filters, int drop_alpha,
                                      flipbook_png_output *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, flipbook_png_error,
                                              flipbook_png_warning);
    if (!png) {
        strcpy(out->message, "cannot create a libpng writer");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        strcpy(out->message, "cannot create a libpng info struct");
        return 0;
    }
    // png and info are not modified after setjmp, so they need no volatile.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, out, flipbook_png_write_data, flipbook_png_flush);
    png_set_IHDR(png, info, width, height, 8, drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, rgba + (size_t)y * width * 4);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 1;
}

// zlib's strategies, as plain constants.
static const int flipbook_z_default_strategy = Z_DEFAULT_STRATEGY;
static const int flipbook_z_filtered = Z_FILTERED;
static const int flipbook_z_huffman_only = Z_HUFFMAN_ONLY;
static const int flipbook_z_rle = Z_RLE;
static const int flipbook_z_fixed = Z_FIXED;

// PNG_FORMAT_RGBA and the simplified API's version, as plain constants.
static const uint32_t flipbook_png_format_rgba = PNG_FORMAT_RGBA;
static const uint32_t flipbook_png_image_version = PNG_IMAGE_VERSION;
