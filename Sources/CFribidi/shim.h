#ifndef CFRIBIDI_SHIM_H
#define CFRIBIDI_SHIM_H
/* GNU FriBidi: the Unicode bidirectional algorithm, for right-to-left runs in visual order. */
#include <fribidi.h>

/* Resolved embedding levels of one paragraph whose base direction comes from its first strong character.
   The caller provides `length`-long scratch arrays. Returns the paragraph's base level (0 left-to-right,
   1 right-to-left), or -1 when fribidi fails. (A function here because FRIBIDI_PAR_ON and FRIBIDI_IS_RTL are
   macro expressions Swift does not import.) */
static inline int cfribidi_levels(const FriBidiChar *text, int length, FriBidiCharType *types,
                                  FriBidiBracketType *brackets, FriBidiLevel *levels) {
    FriBidiParType base = FRIBIDI_PAR_ON;
    fribidi_get_bidi_types(text, length, types);
    fribidi_get_bracket_types(text, length, types, brackets);
    if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, levels) == 0) return -1;
    return FRIBIDI_IS_RTL(base) ? 1 : 0;
}
#endif
