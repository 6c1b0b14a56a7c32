#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <stdio.h>

/* Line-buffer stdout so log lines (READY, saved paths) reach pipes in real time; Swift 6 can't touch `stdout`. */
static inline void csdl_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
#endif
