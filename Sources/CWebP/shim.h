#ifndef FLIPBOOK_CWEBP_SHIM_H
#define FLIPBOOK_CWEBP_SHIM_H

// libwebp's decoder: WebPGetInfo reads a file's size from its header,
// WebPDecodeRGBAInto decodes it into a caller's buffer (straight alpha).
#include <webp/decode.h>
// Its encoder, for the tests only: they write the WebP files they decode.
#include <webp/encode.h>

#endif
