#ifndef CPNG_DEFLATE_END_H
#define CPNG_DEFLATE_END_H
#include <stddef.h>
#include <stdint.h>

/* Walks a complete raw deflate stream (RFC 1951) without producing its output, decoding only
 * the block headers and the Huffman codes, to find the bit where its last block's header (its
 * BFINAL bit) is and the bit just past its last end-of-block code. Bits count from bit 0 (the
 * least significant) of stream[0]. Returns 0 on success, non-zero when the stream is malformed
 * or ends early. */
int cpng_deflate_end(const uint8_t *stream, size_t length, size_t *final_header_bit,
                     size_t *end_bit);

#endif
