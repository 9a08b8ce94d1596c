#ifndef CPNG_H
#define CPNG_H
/* Small C wrapper around libpng. libpng reports errors with longjmp, so every libpng call
 * sequence lives inside one of these functions, which do the setjmp themselves and return a
 * status code (0 = success) plus a message. No Swift frame ever sits between setjmp/longjmp. */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Filter choices for cpng_encode (values are independent of libpng's macros). */
enum {
    CPNG_FILTER_NONE = 0,
    CPNG_FILTER_SUB = 1,
    CPNG_FILTER_UP = 2,
    CPNG_FILTER_AVERAGE = 3,
    CPNG_FILTER_PAETH = 4,
    CPNG_FILTER_ADAPTIVE = 5
};

/* Encodes premultiplied RGBA8 pixels (width*4 bytes per row, rows top to bottom) as a PNG in
 * memory. If `opaque` is non-zero the alpha channel is dropped (colour type 2, RGB); otherwise
 * the pixels are un-premultiplied (rounded to nearest) and written as colour type 6 (RGBA).
 * No time stamp, text or gamma chunks are written: the same pixels give the same bytes.
 * With CPNG_FILTER_NONE the image data is deflated by libdeflate at `compression_level` in
 * parallel (see docs/raster.md): the scanlines are cut into parts of whole rows (the row count
 * depends on the width only), each deflated on its own, every part but the last made
 * continuable, and the parts joined into one zlib stream written as IDAT chunks. `threads` is
 * how many threads may work on it (0 = one per online processor); it never changes the bytes.
 * Other filters go through libpng's own row writer and zlib (single-threaded).
 * On success returns 0 and sets *out (free it with cpng_free) and *out_len. */
int cpng_encode(const uint8_t *premultiplied_rgba, uint32_t width, uint32_t height,
                int opaque, int compression_level, int filter, int threads,
                uint8_t **out, size_t *out_len, char *message, size_t message_capacity);

/* Decodes any PNG (palette, grey, grey+alpha, RGB, RGBA; 1 to 16 bits; interlaced or not;
 * tRNS transparency) into premultiplied RGBA8. 16-bit samples are scaled to 8 bits with
 * rounding. Gamma chunks are ignored (samples are taken as sRGB values).
 * On success returns 0 and sets *out (width*height*4 bytes; free with cpng_free). */
int cpng_decode(const uint8_t *data, size_t length, uint32_t max_dimension,
                uint8_t **out, uint32_t *width, uint32_t *height,
                char *message, size_t message_capacity);

void cpng_free(void *pointer);

#ifdef __cplusplus
}
#endif
#endif
