#include "CImageCodecs.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libpng's error callback: keeps the message, then jumps back to the setjmp in cic_png_stream. */
typedef struct { char *error; size_t errorSize; } cic_png_errors;

static void cic_png_error(png_structp png, png_const_charp message) {
    cic_png_errors *e = png_get_error_ptr(png);
    if (e && e->error && e->errorSize) snprintf(e->error, e->errorSize, "is not a readable PNG (%s)", message);
    png_longjmp(png, 1);
}

/* Warnings (a bad CRC in an ancillary chunk, an unknown profile) do not stop a decode. */
static void cic_png_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int cic_png_stream(const char *path, cic_row_fn row, void *context, cic_info *info, char *error, size_t errorSize) {
    FILE *file = fopen(path, "rb");
    if (!file) { snprintf(error, errorSize, "cannot be read (no such file, or permission denied)"); return -1; }
    cic_png_errors errors = { error, errorSize };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &errors, cic_png_error, cic_png_warning);
    png_infop pngInfo = png ? png_create_info_struct(png) : NULL;
    /* Volatile: set after setjmp and read after a longjmp back to it. */
    png_bytep volatile buffer = NULL;
    if (!png || !pngInfo) {
        snprintf(error, errorSize, "cannot be decoded (out of memory)");
        png_destroy_read_struct(png ? &png : NULL, NULL, NULL);
        fclose(file);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(buffer);
        png_destroy_read_struct(&png, &pngInfo, NULL);
        fclose(file);
        return -1;
    }
    png_init_io(png, file);
    /* The decoder checks sizes against its own limits; libpng's default refuses widths over 1,000,000. */
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, pngInfo);
    png_uint_32 width = png_get_image_width(png, pngInfo), height = png_get_image_height(png, pngInfo);
    int interlaced = png_get_interlace_type(png, pngInfo) != PNG_INTERLACE_NONE;
    /* Every colour type becomes 8-bit RGBA: palettes and low-bit grey expanded, tRNS to alpha, 16 bits cut to 8. */
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(png, pngInfo);
    /* Without png_set_interlace_handling, an interlaced file's rows come pass by pass, each pass a sub-image. */
    png_uint_32 outWidth = interlaced ? PNG_PASS_COLS(width, 0) : width;
    png_uint_32 outHeight = interlaced ? PNG_PASS_ROWS(height, 0) : height;
    info->storedWidth = width; info->storedHeight = height;
    info->width = outWidth; info->height = outHeight; info->reduction = interlaced ? 8 : 1;
    buffer = malloc(png_get_rowbytes(png, pngInfo));
    if (!buffer) { snprintf(error, errorSize, "cannot be decoded (out of memory for one row)"); png_longjmp(png, 1); }
    for (png_uint_32 y = 0; y < outHeight; y++) {
        png_read_row(png, buffer, NULL);
        if (row(context, info, buffer, y) != 0) break;
    }
    /* The rest of the file (later passes, trailing chunks) is not read: nothing in it is needed. */
    free(buffer);
    png_destroy_read_struct(&png, &pngInfo, NULL);
    fclose(file);
    return 0;
}
