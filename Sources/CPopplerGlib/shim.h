// Poppler's GLib interface (with cairo): imported by CVectorImages only, which wraps the calls it needs.
#include <poppler.h>
