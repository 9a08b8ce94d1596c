#ifndef SNAPSHOT_CICU_H
#define SNAPSHOT_CICU_H
// Small C wrappers around the ICU calls Typesetting needs. ICU renames every entry point
// with its version (ubrk_open -> ubrk_open_72) through macros Swift cannot import, so Swift
// calls these plain functions instead.
#include <stdint.h>

/// Line-break opportunities (UAX #14) in a UTF-16 string. Writes the offsets where a line
/// may start (excluding 0, including `length`) into `out` (capacity `capacity`), and for
/// each a flag in `hard` (1 when the break is mandatory). Returns the number of offsets, or
/// -1 on an ICU error. When the result exceeds `capacity`, only `capacity` are written and
/// the full count is returned.
int32_t snapshot_line_breaks(const uint16_t *text, int32_t length,
                             int32_t *out, uint8_t *hard, int32_t capacity);

/// A reusable UAX #14 line-break iterator (opening one costs far more than reusing it).
/// Returns NULL on an ICU error. Not thread-safe: one user at a time.
void *snapshot_line_breaker_create(void);
void snapshot_line_breaker_destroy(void *breaker);

/// Like snapshot_line_breaks, with a breaker made by snapshot_line_breaker_create.
int32_t snapshot_line_breaks_with(void *breaker, const uint16_t *text, int32_t length,
                                  int32_t *out, uint8_t *hard, int32_t capacity);

/// Unicode bidi (UAX #9) embedding levels of a paragraph. `base` is 0 (LTR), 1 (RTL) or -1
/// (detect from the first strong character, LTR when none). Writes one level per UTF-16 unit
/// into `levels` and returns the paragraph level (0 or 1), or -1 on an ICU error.
int32_t snapshot_bidi_levels(const uint16_t *text, int32_t length, int32_t base,
                             uint8_t *levels);

#endif
