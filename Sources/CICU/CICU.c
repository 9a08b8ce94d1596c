#include "CICU.h"
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/utypes.h>

static int32_t collect(UBreakIterator *it, int32_t *out, uint8_t *hard, int32_t capacity) {
    int32_t count = 0;
    ubrk_first(it);
    for (int32_t pos = ubrk_next(it); pos != UBRK_DONE; pos = ubrk_next(it)) {
        if (count < capacity) {
            out[count] = pos;
            int32_t rule = ubrk_getRuleStatus(it);
            hard[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        count++;
    }
    return count;
}

int32_t snapshot_line_breaks(const uint16_t *text, int32_t length,
                             int32_t *out, uint8_t *hard, int32_t capacity) {
    if (length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, "en", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = collect(it, out, hard, capacity);
    ubrk_close(it);
    return count;
}

void *snapshot_line_breaker_create(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, "en", NULL, 0, &status);
    if (U_FAILURE(status)) return NULL;
    return it;
}

void snapshot_line_breaker_destroy(void *breaker) {
    if (breaker != NULL) ubrk_close((UBreakIterator *)breaker);
}

int32_t snapshot_line_breaks_with(void *breaker, const uint16_t *text, int32_t length,
                                  int32_t *out, uint8_t *hard, int32_t capacity) {
    if (length <= 0) return 0;
    if (breaker == NULL) return snapshot_line_breaks(text, length, out, hard, capacity);
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = (UBreakIterator *)breaker;
    ubrk_setText(it, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = collect(it, out, hard, capacity);
    /* Detach from the caller's buffer, which is about to go away. */
    ubrk_setText(it, NULL, 0, &status);
    return count;
}

int32_t snapshot_bidi_levels(const uint16_t *text, int32_t length, int32_t base,
                             uint8_t *levels) {
    if (length <= 0) return base == 1 ? 1 : 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    UBiDiLevel paraLevel = base == 1 ? 1 : (base == 0 ? 0 : UBIDI_DEFAULT_LTR);
    ubidi_setPara(bidi, (const UChar *)text, length, paraLevel, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    const UBiDiLevel *lv = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || lv == NULL) { ubidi_close(bidi); return -1; }
    for (int32_t i = 0; i < length; i++) levels[i] = lv[i];
    int32_t result = ubidi_getParaLevel(bidi) & 1;
    ubidi_close(bidi);
    return result;
}
