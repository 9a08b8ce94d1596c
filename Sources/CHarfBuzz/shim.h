// HarfBuzz is used with its own OpenType functions (hb_face from the font file), so the
// shaping advances are the font's design units, independent of FreeType hinting.
#include <hb.h>
#include <hb-ot.h>
