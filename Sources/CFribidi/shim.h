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

/* The bidi class of `c` when it is one of those the typesetter resolves itself (1 L, 2 R, 3 AL, 4 EN, 5 AN, 6 WS,
   7 ON but not a bracket), 0 for any other (a paragraph holding one is left to fribidi). */
static inline int cfribidi_simple_class(FriBidiChar c) {
    FriBidiCharType t = fribidi_get_bidi_type(c);
    if (t == FRIBIDI_TYPE_LTR) return 1;
    if (t == FRIBIDI_TYPE_RTL) return 2;
    if (t == FRIBIDI_TYPE_AL) return 3;
    if (t == FRIBIDI_TYPE_EN) return 4;
    if (t == FRIBIDI_TYPE_AN) return 5;
    if (t == FRIBIDI_TYPE_WS) return 6;
    if (t == FRIBIDI_TYPE_ON) return fribidi_get_bracket(c) == FRIBIDI_NO_BRACKET ? 7 : 0;
    return 0;
}
#endif
