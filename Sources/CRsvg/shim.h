// librsvg (with cairo and GLib): imported by CVectorImages only, which wraps the calls it needs.
#include <librsvg/rsvg.h>
