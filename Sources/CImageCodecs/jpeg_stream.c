#include "CImageCodecs.h"
#include <stdio.h> /* before jpeglib.h, which uses FILE without including it */
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* libjpeg's error manager with a jump back to cic_jpeg_stream instead of exit(). */
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *error;
    size_t errorSize;
} cic_jpeg_errors;

static void cic_jpeg_exit(j_common_ptr jpeg) {
    cic_jpeg_errors *e = (cic_jpeg_errors *)jpeg->err;
    char message[JMSG_LENGTH_MAX];
    (*jpeg->err->format_message)(jpeg, message);
    if (e->error && e->errorSize) snprintf(e->error, e->errorSize, "is not a readable JPEG (%s)", message);
    longjmp(e->jump, 1);
}

/* Warnings (corrupt data that libjpeg recovers from) do not stop a decode. */
static void cic_jpeg_message(j_common_ptr jpeg) { (void)jpeg; }

int cic_jpeg_stream(const char *path, uint32_t maximumReduction, cic_row_fn row, void *context, cic_info *info,
                    char *error, size_t errorSize) {
    FILE *file = fopen(path, "rb");
    if (!file) { snprintf(error, errorSize, "cannot be read (no such file, or permission denied)"); return -1; }
    struct jpeg_decompress_struct jpeg;
    cic_jpeg_errors errors;
    JSAMPLE *volatile buffer = NULL;
    jpeg.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = cic_jpeg_exit;
    errors.manager.output_message = cic_jpeg_message;
    errors.error = error; errors.errorSize = errorSize;
    if (setjmp(errors.jump)) {
        free(buffer);
        jpeg_destroy_decompress(&jpeg);
        fclose(file);
        return -1;
    }
    jpeg_create_decompress(&jpeg);
    jpeg_stdio_src(&jpeg, file);
    jpeg_read_header(&jpeg, TRUE);
    unsigned reduction = 1;
    while (reduction < 8 && reduction * 2 <= maximumReduction) reduction *= 2;
    jpeg.scale_num = 1;
    jpeg.scale_denom = reduction;
    /* libjpeg-turbo's RGBA output; CMYK files cannot be converted to it and fail with libjpeg's own message. */
    jpeg.out_color_space = JCS_EXT_RGBA;
    jpeg.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&jpeg);
    info->storedWidth = jpeg.image_width; info->storedHeight = jpeg.image_height;
    info->width = jpeg.output_width; info->height = jpeg.output_height; info->reduction = reduction;
    buffer = malloc((size_t)jpeg.output_width * 4);
    if (!buffer) { snprintf(error, errorSize, "cannot be decoded (out of memory for one row)"); longjmp(errors.jump, 1); }
    int stopped = 0;
    while (jpeg.output_scanline < jpeg.output_height) {
        JSAMPROW rows[1] = { buffer };
        uint32_t y = jpeg.output_scanline;
        jpeg_read_scanlines(&jpeg, rows, 1);
        if (row(context, info, buffer, y) != 0) { stopped = 1; break; }
    }
    if (stopped) jpeg_abort_decompress(&jpeg); else jpeg_finish_decompress(&jpeg);
    free(buffer);
    jpeg_destroy_decompress(&jpeg);
    fclose(file);
    return 0;
}
