#include "cpng.h"

#include <png.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

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

/* Parallel compression: scanlines are cut into blocks of whole rows, about CPNG_BLOCK_BYTES
 * each (the row count depends only on the image width, never on the number of threads, so the
 * output bytes are the same on any machine). */
#define CPNG_BLOCK_BYTES (256u * 1024u)
#define CPNG_WINDOW 32768u
#define CPNG_IDAT_BYTES (256u * 1024u)
#define CPNG_MAX_THREADS 16

/* ---- parallel compression (filter none) ------------------------------------------------- */

/* One block of rows deflated on its own (pigz-style): primed with the 32 KiB of scanline data
 * before it, ended with a sync flush (the last one with Z_FINISH), so the blocks concatenate
 * into one raw deflate stream. The worker converts the block's rows (and the rows its
 * dictionary comes from) into its own buffer just before compressing them, so the data is
 * still in cache and no image-sized scanline buffer is needed. */
typedef struct {
    uint32_t y0, y1; /* rows [y0, y1) */
    int last;
    uint8_t *output; /* the block's slot in the shared output area */
    size_t output_capacity;
    size_t output_length;
    size_t length; /* scanline bytes of the block */
    uLong adler;   /* Adler-32 of those bytes */
    int failed;
} cpng_block;

typedef struct {
    const uint8_t *pixels;
    uint32_t width;
    int opaque;
    int level;
    size_t stride; /* 1 + width * channels */
    size_t max_block_bytes; /* scanline bytes of the largest block with its dictionary rows */
    cpng_block *blocks;
    size_t block_count;
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

/* What one worker thread reuses from block to block: a deflate stream (reset, not re-made,
 * per block: the same output as a fresh stream) and a scanline buffer for the largest block.
 * Reuse spares a fresh process the page faults and clearing of new zlib state per block. */
typedef struct {
    z_stream z;
    int ready;
    uint8_t *scanlines;
} cpng_worker_state;

static void cpng_compress_block(const cpng_job *job, cpng_worker_state *worker, cpng_block *block) {
    size_t stride = job->stride;
    /* Rows before the block holding its dictionary (the last 32 KiB of scanlines before it). */
    uint32_t dictionary_rows = (uint32_t)((CPNG_WINDOW + stride - 1) / stride);
    if (dictionary_rows > block->y0) dictionary_rows = block->y0;
    uint32_t first = block->y0 - dictionary_rows;
    if (worker->scanlines == NULL) {
        worker->scanlines = (uint8_t *)malloc(job->max_block_bytes);
        if (worker->scanlines == NULL) { block->failed = 1; return; }
    }
    if (!worker->ready) {
        memset(&worker->z, 0, sizeof worker->z);
        if (deflateInit2(&worker->z, job->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
            block->failed = 1;
            return;
        }
        worker->ready = 1;
    } else if (deflateReset(&worker->z) != Z_OK) {
        block->failed = 1;
        return;
    }
    z_stream *z = &worker->z;
    cpng_convert_rows(job, first, block->y1, worker->scanlines);
    const uint8_t *input = worker->scanlines + (size_t)dictionary_rows * stride;
    size_t dictionary_length = (size_t)dictionary_rows * stride;
    if (dictionary_length > CPNG_WINDOW) dictionary_length = CPNG_WINDOW;
    block->length = (size_t)(block->y1 - block->y0) * stride;
    block->adler = adler32(adler32(0L, Z_NULL, 0), input, (uInt)block->length);
    if (dictionary_length > 0 &&
        deflateSetDictionary(z, input - dictionary_length, (uInt)dictionary_length) != Z_OK) {
        block->failed = 1;
        return;
    }
    /* The block's slot in the shared output area holds deflate's worst case (plus the sync
     * flush marker), so one call always completes. */
    z->next_in = (Bytef *)input;
    z->avail_in = (uInt)block->length;
    z->next_out = block->output;
    z->avail_out = (uInt)block->output_capacity;
    int status = deflate(z, block->last ? Z_FINISH : Z_SYNC_FLUSH);
    int done = block->last ? status == Z_STREAM_END : (status == Z_OK && z->avail_in == 0 && z->avail_out > 0);
    if (!done) block->failed = 1;
    block->output_length = block->output_capacity - z->avail_out;
}

static void *cpng_worker(void *argument) {
    cpng_job *job = (cpng_job *)argument;
    cpng_worker_state worker;
    memset(&worker, 0, sizeof worker);
    for (;;) {
        size_t i = atomic_fetch_add(&job->next, 1);
        if (i >= job->block_count) break;
        cpng_compress_block(job, &worker, &job->blocks[i]);
    }
    if (worker.ready) deflateEnd(&worker.z);
    free(worker.scanlines);
    return NULL;
}

/* Compresses every block on `threads` threads (the caller is one of them). */
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

/* What the parallel writer allocated, freed by cpng_encode (also after a libpng error). */
typedef struct {
    cpng_block *blocks;
    uint8_t *outputs; /* every block's output slot (untouched pages are never faulted in) */
    uint8_t *stream;
} cpng_parallel_state;

static void cpng_parallel_free(cpng_parallel_state *state) {
    free(state->blocks);
    free(state->outputs);
    free(state->stream);
    memset(state, 0, sizeof *state);
}

/* Writes the parallel-compressed image: IHDR through libpng, the zlib stream as IDAT chunks,
 * then IEND. Called inside cpng_encode's setjmp scope (libpng errors longjmp there). */
static void cpng_write_parallel(png_structp png, png_infop info, const uint8_t *pixels,
                                uint32_t width, uint32_t height, int opaque, int level,
                                int threads, cpng_parallel_state *state) {
    size_t channels = opaque ? 3 : 4;
    size_t stride = 1 + (size_t)width * channels;
    size_t rows_per_block = CPNG_BLOCK_BYTES / stride;
    if (rows_per_block == 0) rows_per_block = 1;
    size_t block_count = (height + rows_per_block - 1) / rows_per_block;

    state->blocks = (cpng_block *)calloc(block_count, sizeof(cpng_block));
    if (state->blocks == NULL) png_error(png, "out of memory");
    size_t outputs_size = 0;
    for (size_t i = 0; i < block_count; i++) {
        cpng_block *b = &state->blocks[i];
        b->y0 = (uint32_t)(i * rows_per_block);
        b->y1 = i + 1 == block_count ? height : (uint32_t)((i + 1) * rows_per_block);
        b->last = i + 1 == block_count;
        b->output_capacity = deflateBound(NULL, (uLong)((size_t)(b->y1 - b->y0) * stride)) + 64;
        outputs_size += b->output_capacity;
    }
    state->outputs = (uint8_t *)malloc(outputs_size);
    if (state->outputs == NULL) png_error(png, "out of memory");
    size_t slot = 0;
    for (size_t i = 0; i < block_count; i++) {
        state->blocks[i].output = state->outputs + slot;
        slot += state->blocks[i].output_capacity;
    }
    size_t dictionary_rows = (CPNG_WINDOW + stride - 1) / stride;

    if (threads <= 0) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        threads = online > 0 ? (int)online : 1;
    }
    if (threads > CPNG_MAX_THREADS) threads = CPNG_MAX_THREADS;
    if ((size_t)threads > block_count) threads = (int)block_count;

    cpng_job job;
    memset(&job, 0, sizeof job);
    job.pixels = pixels;
    job.width = width;
    job.opaque = opaque;
    job.level = level;
    job.stride = stride;
    job.max_block_bytes = (rows_per_block + dictionary_rows) * stride;
    job.blocks = state->blocks;
    job.block_count = block_count;
    cpng_run(&job, threads);

    /* zlib stream: 2-byte header, the blocks in order, Adler-32 of all the scanlines. */
    size_t total = 2 + 4;
    uLong adler = adler32(0L, Z_NULL, 0);
    for (size_t i = 0; i < block_count; i++) {
        cpng_block *b = &state->blocks[i];
        if (b->failed) png_error(png, "zlib compression failed");
        total += b->output_length;
        adler = adler32_combine(adler, b->adler, (z_off_t)b->length);
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
    for (size_t i = 0; i < block_count; i++) {
        memcpy(s, state->blocks[i].output, state->blocks[i].output_length);
        s += state->blocks[i].output_length;
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
    cpng_parallel_state parallel = {NULL, NULL, NULL};
    cpng_parallel_state *volatile parallel_ref = &parallel;

    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        cpng_parallel_free(parallel_ref);
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
        cpng_write_parallel(png, info, pixels, width, height, opaque, compression_level, threads,
                            parallel_ref);
        png_destroy_write_struct(&png, &info);
        cpng_parallel_free(parallel_ref);
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
