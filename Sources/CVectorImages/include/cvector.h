#ifndef CVECTOR_H
#define CVECTOR_H
/* Small C wrapper around librsvg (SVG) and Poppler's GLib interface (PDF), both drawing with
 * cairo. Every call parses the document from memory (no base file, so an SVG cannot reach
 * other files; librsvg's own limits on elements and references stay on), does its work under
 * one process-wide lock (one document at a time: neither library is asked to be re-entrant)
 * and returns 0 on success, else non-zero with a message. Pixels come out as premultiplied
 * RGBA8, rows top to bottom, on a transparent background. */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* An SVG's viewport (its width and height in CSS pixels at 96 dpi, else its viewBox's size)
 * into viewport[0..1]; and for each of the `count` element ids (`"#Regular-M"`), whether it
 * exists (found[i]) and its ink rectangle (rects[8i..8i+3]: x, y, width, height; strokes
 * included) and logical rectangle (rects[8i+4..8i+7]; strokes not included) in viewport
 * coordinates. */
int cvector_svg_measure(const uint8_t *data, size_t length, const char *const *ids, size_t count,
                        double *viewport, double *rects, int *found, char *message, size_t message_capacity);

/* Draws the SVG, or only element `id` when it is not NULL, so that the viewport rectangle
 * `source` (x, y, width, height) fills the rectangle `target` (x, y, width, height in pixels;
 * it may reach past the surface, which clips it) of a width x height surface, into `out`
 * (width*height*4 bytes). */
int cvector_svg_render(const uint8_t *data, size_t length, const char *id, const double *source, const double *target,
                       uint32_t width, uint32_t height, uint8_t *out, char *message, size_t message_capacity);

/* The first page's size in PDF points (its crop box, turned by its rotation). */
int cvector_pdf_measure(const uint8_t *data, size_t length, double *size, char *message, size_t message_capacity);

/* Draws the first page scaled to fill the rectangle `target` (x, y, width, height in pixels)
 * of a width x height surface into `out` (width*height*4 bytes). */
int cvector_pdf_render(const uint8_t *data, size_t length, const double *target, uint32_t width, uint32_t height,
                       uint8_t *out, char *message, size_t message_capacity);

#ifdef __cplusplus
}
#endif
#endif
