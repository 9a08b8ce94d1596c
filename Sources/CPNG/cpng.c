#include "cpng.h"
#include "deflate_end.h"

#include <png.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include <libdeflate.h>

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

/* straight = round(premultiplied * 255 / a), clamped to 255; alpha copied. */
static inline void cpng_unpremultiply(const uint8_t *src, uint8_t *dst) {
    unsigned a = src[3];
    if (a == 255) {
        dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2];
    } else if (a == 0) {
        dst[0] = 0; dst[1] = 0; dst[2] = 0;
    } else {
        for (int c = 0; c < 3; c++) {
            unsigned v = (src[c] * 255u + a / 2u) / a;
            dst[c] = (uint8_t)(v > 255u ? 255u : v);
        }
    }
    dst[3] = (uint8_t)a;
}

/* ---- image data compression (filter none) ----------------------------------------------- */

/* The scanlines are cut into parts of whole rows, about CPNG_PART_BYTES each (the row count
 * depends only on the image width, never on the number of threads, so the bytes are the same on
 * any machine), deflated by libdeflate on as many threads as allowed. libdeflate always ends its
 * output with a final block, so every part but the last is made continuable afterwards
 * (cpng_continue) and the parts concatenate into one deflate stream. */
#define CPNG_PART_BYTES (512u * 1024u)
#define CPNG_IDAT_BYTES (256u * 1024u)
#define CPNG_MAX_THREADS 16

/* One part of the image: rows [y0, y1) deflated as raw deflate data into its output slot. */
typedef struct {
    uint32_t y0, y1;
    int last;
    uint8_t *output; /* the part's slot in the shared output area */
    size_t output_capacity; /* deflate's worst case plus 6 bytes for cpng_continue */
    size_t output_length;
    size_t length;  /* scanline bytes of the part */
    uint32_t adler; /* Adler-32 of those bytes */
    int failed;
} cpng_part;

typedef struct {
    const uint8_t *pixels;
    uint32_t width;
    int opaque;
    int level;
    size_t stride;         /* 1 + width * channels */
    size_t max_part_bytes; /* scanline bytes of the largest part */
    cpng_part *parts;
    size_t part_count;
    atomic_size_t next;
} cpng_job;

/* Writes the scanlines of rows [y0, y1) (filter byte 0, then RGB or straight RGBA) to `out`. */
static void cpng_convert_rows(const cpng_job *job, uint32_t y0, uint32_t y1, uint8_t *out) {
    for (uint32_t y = y0; y < y1; y++) {
        const uint8_t *src = job->pixels + (size_t)y * job->width * 4;
        uint8_t *dst = out + (size_t)(y - y0) * job->stride;
        *dst++ = 0; /* filter type none */
        if (job->opaque) {
            uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            /* Four RGBA pixels (four 32-bit loads) become three 32-bit stores of RGB. */
            for (; x + 4 <= job->width; x += 4, src += 16, dst += 12) {
                uint32_t p0, p1, p2, p3;
                memcpy(&p0, src, 4);
                memcpy(&p1, src + 4, 4);
                memcpy(&p2, src + 8, 4);
                memcpy(&p3, src + 12, 4);
                uint32_t w0 = (p0 & 0xffffffu) | (p1 << 24);
                uint32_t w1 = ((p1 >> 8) & 0xffffu) | (p2 << 16);
                uint32_t w2 = ((p2 >> 16) & 0xffu) | (p3 << 8);
                memcpy(dst, &w0, 4);
                memcpy(dst + 4, &w1, 4);
                memcpy(dst + 8, &w2, 4);
            }
#endif
            for (; x < job->width; x++, src += 4, dst += 3) {
                dst[0] = src[0];
                dst[1] = src[1];
                dst[2] = src[2];
            }
        } else {
            for (uint32_t x = 0; x < job->width; x++, src += 4, dst += 4) cpng_unpremultiply(src, dst);
        }
    }
}

/* Makes the part's complete raw deflate stream continuable, as a sync flush would have left it:
 * clears the last block's BFINAL bit and appends an empty stored block (3 zero bits, zero
 * padding to a byte, then 00 00 FF FF). The output slot has 6 bytes of room past
 * output_length. Returns 0 on success. */
static int cpng_continue(cpng_part *part) {
    uint8_t *stream = part->output;
    size_t final_header = 0, end = 0;
    if (cpng_deflate_end(stream, part->output_length, &final_header, &end) != 0) return 1;
    stream[final_header / 8] &= (uint8_t)~(1u << (final_header % 8));
    size_t last = end / 8; /* zero every bit past the end */
    stream[last] = end % 8 ? (uint8_t)(stream[last] & ((1u << (end % 8)) - 1u)) : 0;
    size_t length = (end + 3 + 7) / 8; /* the stored block's 3 header bits, padded */
    if (length > last + 1) stream[length - 1] = 0;
    memcpy(stream + length, "\x00\x00\xff\xff", 4);
    part->output_length = length + 4;
    return 0;
}

/* What one worker thread keeps from part to part: a compressor and a scanline buffer for the
 * largest part. */
typedef struct {
    struct libdeflate_compressor *compressor;
    uint8_t *scanlines;
} cpng_worker_state;

/* Converts the part's rows to scanlines and deflates them into its output slot. */
static void cpng_compress_part(const cpng_job *job, cpng_worker_state *worker, cpng_part *part) {
    if (worker->compressor == NULL) worker->compressor = libdeflate_alloc_compressor(job->level);
    if (worker->scanlines == NULL) worker->scanlines = (uint8_t *)malloc(job->max_part_bytes);
    if (worker->compressor == NULL || worker->scanlines == NULL) {
        part->failed = 1;
        return;
    }
    part->length = (size_t)(part->y1 - part->y0) * job->stride;
    cpng_convert_rows(job, part->y0, part->y1, worker->scanlines);
    part->adler = libdeflate_adler32(1, worker->scanlines, part->length);
    part->output_length = libdeflate_deflate_compress(worker->compressor, worker->scanlines, part->length,
                                                      part->output, part->output_capacity - 6);
    part->failed = part->output_length == 0 || (!part->last && cpng_continue(part));
}

static void *cpng_worker(void *argument) {
    cpng_job *job = (cpng_job *)argument;
    cpng_worker_state worker = {NULL, NULL};
    for (;;) {
        size_t i = atomic_fetch_add(&job->next, 1);
        if (i >= job->part_count) break;
        cpng_compress_part(job, &worker, &job->parts[i]);
    }
    if (worker.compressor != NULL) libdeflate_free_compressor(worker.compressor);
    free(worker.scanlines);
    return NULL;
}

/* Compresses every part on `threads` threads (the caller is one of them). */
static void cpng_run(cpng_job *job, int threads) {
    atomic_store(&job->next, 0);
    pthread_t ids[CPNG_MAX_THREADS];
    int started = 0;
    for (int t = 1; t < threads && t < CPNG_MAX_THREADS; t++) {
        if (pthread_create(&ids[started], NULL, cpng_worker, job) != 0) break;
        started++;
    }
    cpng_worker(job);
    for (int t = 0; t < started; t++) pthread_join(ids[t], NULL);
}

/* What the writer allocated, freed by cpng_encode (also after a libpng error). */
typedef struct {
    cpng_part *parts;
    uint8_t *outputs; /* every part's output slot (untouched pages are never faulted in) */
    uint8_t *stream;
} cpng_deflate_state;

static void cpng_deflate_free(cpng_deflate_state *state) {
    free(state->parts);
    free(state->outputs);
    free(state->stream);
    memset(state, 0, sizeof *state);
}

/* Cuts the image into parts with their output slots and deflates them; returns how many
 * parts, or 0 when out of memory. */
static size_t cpng_deflate_parts(const uint8_t *pixels, uint32_t width, uint32_t height,
                                 int opaque, int level, int threads, cpng_deflate_state *state) {
    cpng_job job;
    memset(&job, 0, sizeof job);
    job.pixels = pixels;
    job.width = width;
    job.opaque = opaque;
    job.level = level;
    job.stride = 1 + (size_t)width * (opaque ? 3 : 4);
    size_t rows_per_part = CPNG_PART_BYTES / job.stride;
    if (rows_per_part == 0) rows_per_part = 1;
    if (rows_per_part > height) rows_per_part = height;
    job.max_part_bytes = rows_per_part * job.stride;
    job.part_count = (height + rows_per_part - 1) / rows_per_part;
    job.parts = state->parts = (cpng_part *)calloc(job.part_count, sizeof(cpng_part));
    if (state->parts == NULL) return 0;
    size_t outputs_size = 0;
    for (size_t i = 0; i < job.part_count; i++) {
        cpng_part *p = &job.parts[i];
        p->y0 = (uint32_t)(i * rows_per_part);
        p->y1 = i + 1 == job.part_count ? height : (uint32_t)((i + 1) * rows_per_part);
        p->last = i + 1 == job.part_count;
        p->output_capacity = libdeflate_deflate_compress_bound(NULL, (size_t)(p->y1 - p->y0) * job.stride) + 6;
        outputs_size += p->output_capacity;
    }
    state->outputs = (uint8_t *)malloc(outputs_size);
    if (state->outputs == NULL) return 0;
    size_t slot = 0;
    for (size_t i = 0; i < job.part_count; i++) {
        job.parts[i].output = state->outputs + slot;
        slot += job.parts[i].output_capacity;
    }
    if (threads <= 0) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        threads = online > 0 ? (int)online : 1;
    }
    if ((size_t)threads > job.part_count) threads = (int)job.part_count;
    cpng_run(&job, threads);
    return job.part_count;
}

/* Writes the image with filter none: IHDR through libpng, the zlib stream (header, the parts,
 * Adler-32 of all scanlines) as IDAT chunks, then IEND. Called inside cpng_encode's setjmp
 * scope (libpng errors longjmp there); worker threads never call libpng. */
static void cpng_write_deflated(png_structp png, png_infop info, const uint8_t *pixels,
                                uint32_t width, uint32_t height, int opaque, int level,
                                int threads, cpng_deflate_state *state) {
    size_t count = cpng_deflate_parts(pixels, width, height, opaque, level, threads, state);
    if (count == 0) png_error(png, "out of memory");
    size_t total = 2 + 4;
    uLong adler = 1;
    for (size_t i = 0; i < count; i++) {
        cpng_part *part = &state->parts[i];
        if (part->failed) png_error(png, "deflate compression failed");
        total += part->output_length;
        adler = adler32_combine(adler, part->adler, (z_off_t)part->length);
    }
    state->stream = (uint8_t *)malloc(total);
    if (state->stream == NULL) png_error(png, "out of memory");
    uint8_t *s = state->stream;
    /* CMF: deflate with a 32 KiB window; FLG: FLEVEL as zlib writes it for this level, then
     * the check bits making CMF*256+FLG a multiple of 31. */
    unsigned flevel = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned header = (0x78u << 8) | (flevel << 6);
    if (header % 31 != 0) header += 31 - header % 31;
    *s++ = (uint8_t)(header >> 8);
    *s++ = (uint8_t)(header & 0xff);
    for (size_t i = 0; i < count; i++) {
        memcpy(s, state->parts[i].output, state->parts[i].output_length);
        s += state->parts[i].output_length;
    }
    *s++ = (uint8_t)(adler >> 24);
    *s++ = (uint8_t)(adler >> 16);
    *s++ = (uint8_t)(adler >> 8);
    *s++ = (uint8_t)adler;

    png_write_info(png, info);
    for (size_t offset = 0; offset < total; offset += CPNG_IDAT_BYTES) {
        size_t n = total - offset < CPNG_IDAT_BYTES ? total - offset : CPNG_IDAT_BYTES;
        png_write_chunk(png, (png_const_bytep) "IDAT", state->stream + offset, n);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
}

int cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int opaque,
                int compression_level, int filter, int threads, uint8_t **out, size_t *out_len,
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
    cpng_deflate_state deflated;
    memset(&deflated, 0, sizeof deflated);
    cpng_deflate_state *volatile deflated_ref = &deflated;

    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        cpng_deflate_free(deflated_ref);
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
    if (filter == CPNG_FILTER_NONE) {
        cpng_write_deflated(png, info, pixels, width, height, opaque, compression_level, threads,
                            deflated_ref);
        png_destroy_write_struct(&png, &info);
        cpng_deflate_free(deflated_ref);
        *out = buffer.bytes;
        *out_len = buffer.length;
        return 0;
    }
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
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 4) cpng_unpremultiply(src, dst);
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
