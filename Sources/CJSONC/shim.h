#ifndef CJSONC_SHIM_H
#define CJSONC_SHIM_H
// The json-c API as GestureTrace uses it. Only GestureTrace imports this module, and no
// json-c pointer leaves a function there (docs/architecture.md).
#include <json-c/json.h>
#endif
