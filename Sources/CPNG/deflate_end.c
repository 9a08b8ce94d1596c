#include "deflate_end.h"

#include <string.h>

/* A reader of the stream's bits, least significant first (RFC 1951 section 3.1.1). */
typedef struct {
    const uint8_t *in;
    size_t length, next;
    uint64_t bits;
    unsigned count;
    int short_input;
} cpng_bits;

static inline uint32_t cpng_take(cpng_bits *b, unsigned n) {
    while (b->count < n) {
        if (b->next == b->length) {
            b->short_input = 1;
            return 0;
        }
        b->bits |= (uint64_t)b->in[b->next++] << b->count;
        b->count += 8;
    }
    uint32_t value = (uint32_t)(b->bits & ((1ull << n) - 1));
    b->bits >>= n;
    b->count -= n;
    return value;
}

/* Tops the bit buffer up to at least 56 bits (fewer at the end of the stream). With 8 bytes
 * left, one load does it (the bits past `count` it brings are those the next load brings
 * again, so OR-ing them twice changes nothing). */
static inline void cpng_fill(cpng_bits *b) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (b->length - b->next >= 8) {
        uint64_t word;
        memcpy(&word, b->in + b->next, 8);
        b->bits |= word << b->count;
        b->next += (63 - b->count) / 8;
        b->count |= 56;
        return;
    }
#endif
    while (b->count <= 56 && b->next < b->length) {
        b->bits |= (uint64_t)b->in[b->next++] << b->count;
        b->count += 8;
    }
}

static size_t cpng_bit_position(const cpng_bits *b) { return b->next * 8 - b->count; }

#define CPNG_FAST_BITS 10

/* A canonical Huffman code: how many codes of each length, the symbols in code order, and a
 * table of the codes of up to CPNG_FAST_BITS bits by the stream's next bits (symbol | length
 * << 9; 0 where the code is longer). */
typedef struct {
    uint16_t count[16];
    uint16_t symbol[288];
    uint16_t fast[1u << CPNG_FAST_BITS];
} cpng_huffman;

/* Builds the code of `n` symbols from their code lengths; non-zero if over-subscribed. */
static int cpng_build(cpng_huffman *h, const uint8_t *lengths, unsigned n) {
    memset(h->count, 0, sizeof h->count);
    for (unsigned s = 0; s < n; s++) h->count[lengths[s]]++;
    int left = 1;
    for (unsigned len = 1; len < 16; len++) {
        left = left * 2 - h->count[len];
        if (left < 0) return 1;
    }
    uint16_t offsets[16];
    offsets[1] = 0;
    for (unsigned len = 1; len < 15; len++) offsets[len + 1] = (uint16_t)(offsets[len] + h->count[len]);
    for (unsigned s = 0; s < n; s++)
        if (lengths[s] != 0) h->symbol[offsets[lengths[s]]++] = (uint16_t)s;
    /* Codes are assigned in symbol order within each length and stored most significant bit
     * first, so the table is indexed by the code's bits reversed. */
    memset(h->fast, 0, sizeof h->fast);
    unsigned code = 0, index = 0;
    for (unsigned len = 1; len <= CPNG_FAST_BITS; len++, code <<= 1) {
        for (unsigned k = 0; k < h->count[len]; k++, code++, index++) {
            unsigned reversed = 0;
            for (unsigned bit = 0; bit < len; bit++) reversed |= ((code >> bit) & 1u) << (len - 1 - bit);
            for (unsigned i = reversed; i < (1u << CPNG_FAST_BITS); i += 1u << len)
                h->fast[i] = (uint16_t)(h->symbol[index] | len << 9);
        }
    }
    return 0;
}

/* Decodes one symbol: by the table, else a bit at a time; -1 if no code matches. */
static int cpng_decode_symbol(cpng_bits *b, const cpng_huffman *h) {
    cpng_fill(b);
    unsigned entry = h->fast[b->bits & ((1u << CPNG_FAST_BITS) - 1u)];
    unsigned len = entry >> 9;
    if (len != 0 && len <= b->count) {
        b->bits >>= len;
        b->count -= len;
        return (int)(entry & 511u);
    }
    int code = 0, first = 0, index = 0;
    for (unsigned len = 1; len < 16; len++) {
        code |= (int)cpng_take(b, 1);
        int count = h->count[len];
        if (code - count < first) return h->symbol[index + (code - first)];
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return -1;
}

/* Skips a block's compressed symbols up to and including its end-of-block code. */
static int cpng_skip_codes(cpng_bits *b, const cpng_huffman *literals, const cpng_huffman *distances) {
    static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                             2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                               6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
    for (;;) {
        /* With 48 bits buffered a whole length/distance pair whose codes are in the tables
         * (at most 10 + 5 + 10 + 13 bits) is taken straight from the buffer. */
        cpng_fill(b);
        unsigned entry = literals->fast[b->bits & ((1u << CPNG_FAST_BITS) - 1u)];
        if (b->count >= 48 && entry != 0) {
            unsigned symbol = entry & 511u, skip = entry >> 9;
            if (symbol >= 257 && symbol - 257 < 29) {
                skip += length_extra[symbol - 257];
                unsigned code = distances->fast[(b->bits >> skip) & ((1u << CPNG_FAST_BITS) - 1u)];
                if (code != 0 && (code & 511u) < 30) {
                    skip += (code >> 9) + distance_extra[code & 511u];
                    b->bits >>= skip;
                    b->count -= skip;
                    continue;
                }
            } else if (symbol < 256) {
                b->bits >>= skip;
                b->count -= skip;
                continue;
            }
        }
        int symbol = cpng_decode_symbol(b, literals);
        if (symbol < 0 || b->short_input) return 1;
        if (symbol < 256) continue;
        if (symbol == 256) return 0;
        if (symbol - 257 >= 29) return 1;
        cpng_take(b, length_extra[symbol - 257]);
        int distance = cpng_decode_symbol(b, distances);
        if (distance < 0 || distance >= 30) return 1;
        cpng_take(b, distance_extra[distance]);
    }
}

/* Reads a dynamic block's code descriptions (RFC 1951 section 3.2.7). */
static int cpng_read_dynamic(cpng_bits *b, cpng_huffman *literals, cpng_huffman *distances) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned nlit = cpng_take(b, 5) + 257, ndist = cpng_take(b, 5) + 1, ncode = cpng_take(b, 4) + 4;
    if (nlit > 286 || ndist > 30) return 1;
    uint8_t lengths[286 + 30];
    memset(lengths, 0, 19);
    for (unsigned i = 0; i < ncode; i++) lengths[order[i]] = (uint8_t)cpng_take(b, 3);
    cpng_huffman code_lengths;
    if (cpng_build(&code_lengths, lengths, 19)) return 1;
    for (unsigned i = 0; i < nlit + ndist;) {
        int symbol = cpng_decode_symbol(b, &code_lengths);
        if (symbol < 0 || b->short_input) return 1;
        if (symbol < 16) {
            lengths[i++] = (uint8_t)symbol;
            continue;
        }
        uint8_t value = 0;
        unsigned repeat;
        if (symbol == 16) {
            if (i == 0) return 1;
            value = lengths[i - 1];
            repeat = 3 + cpng_take(b, 2);
        } else {
            repeat = symbol == 17 ? 3 + cpng_take(b, 3) : 11 + cpng_take(b, 7);
        }
        if (i + repeat > nlit + ndist) return 1;
        while (repeat-- > 0) lengths[i++] = value;
    }
    return cpng_build(literals, lengths, nlit) || cpng_build(distances, lengths + nlit, ndist);
}

int cpng_deflate_end(const uint8_t *stream, size_t length, size_t *final_header_bit,
                     size_t *end_bit) {
    cpng_bits b = {stream, length, 0, 0, 0, 0};
    cpng_huffman literals, distances;
    for (;;) {
        size_t header = cpng_bit_position(&b);
        unsigned last = cpng_take(&b, 1), type = cpng_take(&b, 2);
        if (type == 0) { /* stored: skip to the byte boundary, LEN, NLEN, then LEN bytes */
            cpng_take(&b, b.count % 8);
            b.next -= b.count / 8; /* give back the whole bytes read ahead */
            b.bits = 0;
            b.count = 0;
            unsigned len = cpng_take(&b, 16), nlen = cpng_take(&b, 16);
            if (b.short_input || len != (~nlen & 0xffffu) || b.length - b.next < len) return 1;
            b.next += len;
        } else if (type == 1) { /* fixed Huffman codes */
            uint8_t lengths[288 + 30];
            memset(lengths, 8, 144);
            memset(lengths + 144, 9, 112);
            memset(lengths + 256, 7, 24);
            memset(lengths + 280, 8, 8);
            memset(lengths + 288, 5, 30);
            if (cpng_build(&literals, lengths, 288) || cpng_build(&distances, lengths + 288, 30) ||
                cpng_skip_codes(&b, &literals, &distances)) return 1;
        } else if (type == 2) { /* dynamic Huffman codes */
            if (cpng_read_dynamic(&b, &literals, &distances) || cpng_skip_codes(&b, &literals, &distances)) return 1;
        } else {
            return 1;
        }
        if (b.short_input) return 1;
        if (last) {
            *final_header_bit = header;
            *end_bit = cpng_bit_position(&b);
            return 0;
        }
    }
}
