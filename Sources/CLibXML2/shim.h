// libxml2's parser, read by InterfaceBuilder through its SAX2 callbacks (XMLTreeBuilder.swift).
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and its encoding.h then includes ICU's headers, whose
// UErrorCode clashes with the ICU module Foundation brings. Nothing here touches the ICU
// converter fields of xmlCharEncodingHandler, the only declarations that use them.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
