#include "cvector.h"

#include <librsvg/rsvg.h>
#include <poppler.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int fail(char *message, size_t capacity, const char *what, GError *error) {
    if (message && capacity > 0) {
        snprintf(message, capacity, "%s%s%s", what, error ? ": " : "", error ? error->message : "");
    }
    if (error) g_error_free(error);
    return 1;
}

/* Poppler reports syntax errors of damaged files through GLib's log; the caller reports
 * its own message, so they are not printed. */
static void quiet(const gchar *domain, GLogLevelFlags level, const gchar *text, gpointer data) {
    (void)domain; (void)level; (void)text; (void)data;
}

static void quiet_poppler(void) {
    static int installed = 0;
    if (installed) return;
    g_log_set_handler("Poppler", G_LOG_LEVEL_MASK, quiet, NULL);
    installed = 1;
}

/* A cairo surface's premultiplied native-endian ARGB32 words as RGBA bytes. */
static void copy_pixels(cairo_surface_t *surface, uint32_t width, uint32_t height, uint8_t *out) {
    cairo_surface_flush(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
        uint8_t *o = out + (size_t)y * width * 4;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p = row[x];
            o[x * 4] = (uint8_t)(p >> 16);
            o[x * 4 + 1] = (uint8_t)(p >> 8);
            o[x * 4 + 2] = (uint8_t)p;
            o[x * 4 + 3] = (uint8_t)(p >> 24);
        }
    }
}

static RsvgHandle *open_svg(const uint8_t *data, size_t length, GError **error) {
    RsvgHandle *handle = rsvg_handle_new_from_data(data, length, error);
    if (handle) rsvg_handle_set_dpi(handle, 96.0);
    return handle;
}

static int svg_viewport(RsvgHandle *handle, double *viewport) {
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, &viewport[0], &viewport[1])) return 0;
    gboolean has_width, has_height, has_box;
    RsvgLength w, h;
    RsvgRectangle box;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_box, &box);
    if (!has_box) return 1;
    viewport[0] = box.width;
    viewport[1] = box.height;
    return 0;
}

int cvector_svg_measure(const uint8_t *data, size_t length, const char *const *ids, size_t count,
                        double *viewport, double *rects, int *found, char *message, size_t message_capacity) {
    pthread_mutex_lock(&lock);
    GError *error = NULL;
    int status = 0;
    RsvgHandle *handle = open_svg(data, length, &error);
    if (!handle) {
        status = fail(message, message_capacity, "not a readable SVG", error);
    } else if (svg_viewport(handle, viewport) != 0) {
        status = fail(message, message_capacity, "the SVG has no size (no width and height, no viewBox)", NULL);
    } else {
        RsvgRectangle frame = { 0, 0, viewport[0], viewport[1] };
        for (size_t i = 0; i < count; i++) {
            RsvgRectangle ink, logical;
            GError *missing = NULL;
            found[i] = rsvg_handle_get_geometry_for_layer(handle, ids[i], &frame, &ink, &logical, &missing) ? 1 : 0;
            if (missing) g_error_free(missing);
            double values[8] = { ink.x, ink.y, ink.width, ink.height, logical.x, logical.y, logical.width, logical.height };
            for (int k = 0; k < 8; k++) rects[i * 8 + k] = found[i] ? values[k] : 0;
        }
    }
    if (handle) g_object_unref(handle);
    pthread_mutex_unlock(&lock);
    return status;
}

/* Maps the unit square onto `target` (x, y, width, height in pixels of the surface). A target at
 * the surface's origin adds no translation, so a whole-surface target draws exactly as a plain
 * scale to the surface's size. */
static void place(cairo_t *cr, const double *target, double width, double height) {
    if (target[0] != 0 || target[1] != 0) cairo_translate(cr, target[0], target[1]);
    cairo_scale(cr, target[2] / width, target[3] / height);
}

int cvector_svg_render(const uint8_t *data, size_t length, const char *id, const double *source, const double *target,
                       uint32_t width, uint32_t height, uint8_t *out, char *message, size_t message_capacity) {
    pthread_mutex_lock(&lock);
    GError *error = NULL;
    int status = 0;
    double viewport[2] = { 0, 0 };
    cairo_surface_t *surface = NULL;
    RsvgHandle *handle = open_svg(data, length, &error);
    if (!handle) {
        status = fail(message, message_capacity, "not a readable SVG", error);
    } else if (svg_viewport(handle, viewport) != 0 || source[2] <= 0 || source[3] <= 0) {
        status = fail(message, message_capacity, "the SVG has no size (no width and height, no viewBox)", NULL);
    } else {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)width, (int)height);
        cairo_t *cr = cairo_create(surface);
        place(cr, target, source[2], source[3]);
        cairo_translate(cr, -source[0], -source[1]);
        RsvgRectangle frame = { 0, 0, viewport[0], viewport[1] };
        if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
            status = fail(message, message_capacity, "cannot make a drawing surface", NULL);
        } else if (!rsvg_handle_render_layer(handle, cr, id, &frame, &error)) {
            status = fail(message, message_capacity, "cannot draw the SVG", error);
        } else {
            copy_pixels(surface, width, height, out);
        }
        cairo_destroy(cr);
    }
    if (surface) cairo_surface_destroy(surface);
    if (handle) g_object_unref(handle);
    pthread_mutex_unlock(&lock);
    return status;
}

static PopplerPage *open_pdf(const uint8_t *data, size_t length, PopplerDocument **document, char *message, size_t capacity) {
    quiet_poppler();
    GError *error = NULL;
    GBytes *bytes = g_bytes_new(data, length);
    *document = poppler_document_new_from_bytes(bytes, NULL, &error);
    g_bytes_unref(bytes);
    if (!*document) {
        fail(message, capacity, "not a readable PDF", error);
        return NULL;
    }
    PopplerPage *page = poppler_document_get_n_pages(*document) > 0 ? poppler_document_get_page(*document, 0) : NULL;
    if (!page) fail(message, capacity, "the PDF has no page", NULL);
    return page;
}

static void close_pdf(PopplerDocument *document, PopplerPage *page) {
    if (page) g_object_unref(page);
    if (document) g_object_unref(document);
}

int cvector_pdf_measure(const uint8_t *data, size_t length, double *size, char *message, size_t message_capacity) {
    pthread_mutex_lock(&lock);
    PopplerDocument *document = NULL;
    PopplerPage *page = open_pdf(data, length, &document, message, message_capacity);
    if (page) poppler_page_get_size(page, &size[0], &size[1]);
    close_pdf(document, page);
    pthread_mutex_unlock(&lock);
    return page ? 0 : 1;
}

int cvector_pdf_render(const uint8_t *data, size_t length, const double *target, uint32_t width, uint32_t height,
                       uint8_t *out, char *message, size_t message_capacity) {
    pthread_mutex_lock(&lock);
    PopplerDocument *document = NULL;
    PopplerPage *page = open_pdf(data, length, &document, message, message_capacity);
    int status = page ? 0 : 1;
    double w = 0, h = 0;
    if (page) poppler_page_get_size(page, &w, &h);
    if (page && (w <= 0 || h <= 0)) status = fail(message, message_capacity, "the PDF's page has no size", NULL);
    if (page && status == 0) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)width, (int)height);
        cairo_t *cr = cairo_create(surface);
        if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
            status = fail(message, message_capacity, "cannot make a drawing surface", NULL);
        } else {
            place(cr, target, w, h);
            poppler_page_render(page, cr);
            copy_pixels(surface, width, height, out);
        }
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
    close_pdf(document, page);
    pthread_mutex_unlock(&lock);
    return status;
}
