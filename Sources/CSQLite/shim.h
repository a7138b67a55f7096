// The system SQLite (Debian: libsqlite3-dev), imported by exactly one runtime file,
// Sources/Baton/Image/SQLite.swift.
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast Swift cannot import: bound text and blobs are copied.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
