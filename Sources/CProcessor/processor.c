// The header's functions are static inline; a C target needs one source file to build.
#include "processor.h"
