#ifndef CFONTCONFIG_SHIM_H
#define CFONTCONFIG_SHIM_H
/* fontconfig: which installed font has a character (the Renderer's fallback fonts). */
#include <fontconfig/fontconfig.h>
#endif
