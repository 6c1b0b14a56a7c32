#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H
#include <stddef.h>
#include <stdint.h>

/* Row-by-row decoding of PNG and JPEG files, for images too large to hold decoded: each row is handed to `row` as
   RGBA bytes (8 bits per channel, straight alpha) and may be dropped as soon as it returns, so memory is one row,
   not the whole image. libpng and libjpeg report errors by longjmp; that happens only in this C code, never across
   a caller's (Swift) frames: `row` is always called between library calls and has returned before the next one. */

typedef struct {
    uint32_t width;         /* of the delivered rows (after any reduction below) */
    uint32_t height;
    uint32_t storedWidth;   /* as stored in the file */
    uint32_t storedHeight;
    uint32_t reduction;     /* 1, or the factor the delivered image is smaller by in each axis (JPEG scaling,
                               or the first Adam7 pass of an interlaced PNG: 8) */
} cic_info;

/* Called once per decoded row, top to bottom, with `info` filled in (`info->width` pixels in `rgba`); `y` counts
   rows of the delivered image. Return 0 to go on, anything else to stop (the decode then ends early and cleanly). */
typedef int (*cic_row_fn)(void *context, const cic_info *info, const uint8_t *rgba, uint32_t y);

/* A PNG, every row. An interlaced (Adam7) PNG cannot be delivered row by row at full size without holding the
   whole image, so it delivers its first pass only: every 8th pixel of every 8th row (reduction 8).
   Returns 0, or -1 with a one-line reason in `error`. */
int cic_png_stream(const char *path, cic_row_fn row, void *context, cic_info *info, char *error, size_t errorSize);

/* A JPEG, scaled down in the DCT by 1, 2, 4 or 8 (the largest of these not above `maximumReduction`), which libjpeg
   does without decoding the full size. Returns 0, or -1 with a one-line reason in `error`. */
int cic_jpeg_stream(const char *path, uint32_t maximumReduction, cic_row_fn row, void *context, cic_info *info,
                    char *error, size_t errorSize);

#endif
