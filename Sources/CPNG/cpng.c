#include "cpng.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- shared error plumbing ------------------------------------------------------------ */

typedef struct {
    char *message;
    size_t capacity;
} cpng_error_sink;

static void cpng_set_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    snprintf(message, capacity, "%s", text);
}

static void cpng_error_fn(png_structp png, png_const_charp text) {
    cpng_error_sink *sink = (cpng_error_sink *)png_get_error_ptr(png);
    if (sink != NULL) cpng_set_message(sink->message, sink->capacity, text);
    png_longjmp(png, 1);
}

static void cpng_warning_fn(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; /* warnings are not errors; ignore them */
}

/* ---- encoding ------------------------------------------------------------------------- */

typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    int failed;
} cpng_buffer;

static void cpng_write_fn(png_structp png, png_bytep data, png_size_t length) {
    cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
        if (grown == NULL) {
            buffer->failed = 1;
            png_error(png, "out of memory while writing PNG data");
            return;
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
}

static void cpng_flush_fn(png_structp png) { (void)png; }

int cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int opaque,
                int compression_level, int filter, uint8_t **out, size_t *out_len,
                char *message, size_t message_capacity) {
    if (out == NULL || out_len == NULL) return 1;
    *out = NULL;
    *out_len = 0;
    if (width == 0 || height == 0 || pixels == NULL) {
        cpng_set_message(message, message_capacity, "PNG images must be at least 1x1 pixels");
        return 1;
    }
    if (width > 0x7fffffffu / 4u || height > 0x7fffffffu) {
        cpng_set_message(message, message_capacity, "image too large for PNG");
        return 1;
    }
    if (compression_level < 0) compression_level = 0;
    if (compression_level > 9) compression_level = 9;

    cpng_error_sink sink = {message, message_capacity};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, cpng_error_fn,
                                              cpng_warning_fn);
    if (png == NULL) {
        cpng_set_message(message, message_capacity, "png_create_write_struct failed");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        cpng_set_message(message, message_capacity, "png_create_info_struct failed");
        return 1;
    }
    /* volatile: these change after setjmp and are read after a longjmp. */
    cpng_buffer buffer = {NULL, 0, 0, 0};
    cpng_buffer *volatile buffer_ref = &buffer;
    uint8_t *volatile row = NULL;

    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(buffer_ref->bytes);
        buffer_ref->bytes = NULL;
        return 1;
    }

    png_set_write_fn(png, &buffer, cpng_write_fn, cpng_flush_fn);
    png_set_IHDR(png, info, width, height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    int filters;
    switch (filter) {
    case CPNG_FILTER_SUB: filters = PNG_FILTER_SUB; break;
    case CPNG_FILTER_UP: filters = PNG_FILTER_UP; break;
    case CPNG_FILTER_AVERAGE: filters = PNG_FILTER_AVG; break;
    case CPNG_FILTER_PAETH: filters = PNG_FILTER_PAETH; break;
    case CPNG_FILTER_ADAPTIVE: filters = PNG_ALL_FILTERS; break;
    default: filters = PNG_FILTER_NONE; break;
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);

    size_t channels = opaque ? 3 : 4;
    row = (uint8_t *)malloc((size_t)width * channels);
    if (row == NULL) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *src = pixels + (size_t)y * width * 4;
        uint8_t *dst = row;
        if (opaque) {
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 3) {
                dst[0] = src[0];
                dst[1] = src[1];
                dst[2] = src[2];
            }
        } else {
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 4) {
                unsigned a = src[3];
                if (a == 255) {
                    dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2];
                } else if (a == 0) {
                    dst[0] = 0; dst[1] = 0; dst[2] = 0;
                } else {
                    /* straight = round(premultiplied * 255 / a), clamped to 255 */
                    for (int c = 0; c < 3; c++) {
                        unsigned v = (src[c] * 255u + a / 2u) / a;
                        dst[c] = (uint8_t)(v > 255u ? 255u : v);
                    }
                }
                dst[3] = (uint8_t)a;
            }
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    *out = buffer.bytes;
    *out_len = buffer.length;
    return 0;
}

/* ---- decoding ------------------------------------------------------------------------- */

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} cpng_reader;

static void cpng_read_fn(png_structp png, png_bytep out, png_size_t length) {
    cpng_reader *reader = (cpng_reader *)png_get_io_ptr(png);
    if (reader->length - reader->offset < length) {
        png_error(png, "unexpected end of PNG data");
        return;
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

int cpng_decode(const uint8_t *data, size_t length, uint32_t max_dimension, uint8_t **out,
                uint32_t *out_width, uint32_t *out_height, char *message,
                size_t message_capacity) {
    if (out == NULL || out_width == NULL || out_height == NULL) return 1;
    *out = NULL;
    *out_width = 0;
    *out_height = 0;
    if (data == NULL || length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        cpng_set_message(message, message_capacity, "not a PNG file (bad signature)");
        return 1;
    }
    cpng_error_sink sink = {message, message_capacity};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, cpng_error_fn,
                                             cpng_warning_fn);
    if (png == NULL) {
        cpng_set_message(message, message_capacity, "png_create_read_struct failed");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        cpng_set_message(message, message_capacity, "png_create_info_struct failed");
        return 1;
    }
    cpng_reader reader = {data, length, 0};
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;

    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        return 1;
    }
    png_set_read_fn(png, &reader, cpng_read_fn);
    png_set_user_limits(png, max_dimension, max_dimension);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);

    /* Normalise everything to 8-bit RGBA. */
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    if (interlace != PNG_INTERLACE_NONE) png_set_interlace_handling(png);
    png_read_update_info(png, info);

    if ((uint64_t)width * height > ((uint64_t)1 << 28)) png_error(png, "image too large (more than 2^28 pixels)");
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row layout after transforms");
    size_t stride = (size_t)width * 4;
    pixels = (uint8_t *)malloc(stride * height);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (pixels == NULL || rows == NULL) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + y * stride;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);

    /* premultiply: c' = round(c * a / 255) */
    size_t count = (size_t)width * height;
    uint8_t *p = pixels;
    for (size_t i = 0; i < count; i++, p += 4) {
        unsigned a = p[3];
        if (a == 255) continue;
        for (int c = 0; c < 3; c++) {
            unsigned t = p[c] * a + 128u;
            p[c] = (uint8_t)((t + (t >> 8)) >> 8);
        }
    }
    *out = pixels;
    *out_width = width;
    *out_height = height;
    return 0;
}

void cpng_free(void *pointer) { free(pointer); }
