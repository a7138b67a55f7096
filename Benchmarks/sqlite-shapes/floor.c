// The floor of a relaunch's reads: SQLite's own instructions for what the first check after a
// relaunch asks of an image file, on a copy of a real image (the benchmark's fixture image:
// 895 records rows, ~123 bytes each). The connection is opened as Baton opens it
// (`SQLITE_OPEN_NOMUTEX`). MODE:
//   open  opening the file as `ImageDatabase.open` does: the connection, the format and version
//         checks (the first read parses the schema), the pragmas, the generation, the names and
//         memberships tables, the check's four statements compiled;
//   walk  every row by key, as the check's walk reads them today: 30 rows one statement each,
//         then runs of 15 keys bound to the row source joined to `records` (57 runs);
//   scan  one scan of the whole table (`SELECT key, row FROM records`);
//   hash  the scan, each key and row copied into a key -> bytes table (FNV-1a, open addressing);
//   blob  every key and row as one blob in one row of a table of its own (made before counting).
// Not part of any build; counted inside `work` (wall-clock needs no tool: FLOOR_TIMES=200 prints
// the best time of each mode over that many runs):
//   cc -O2 -o /tmp/floor floor.c -lsqlite3
//   cp IMAGE /tmp/floor.sqlite && rm -f /tmp/floor.sqlite-wal /tmp/floor.sqlite-shm
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect=work /tmp/floor MODE /tmp/floor.sqlite
// (The benchmarks delete their image folder at exit: copy the fixture image while
// `BatonBenchmarks --only image-hydration-per-record` runs, with `sqlite3 FILE ".backup COPY"`.)
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define MAXN 100000
static char (*keys)[64];
static int nkeys;
static sqlite3 *db;
static long sink;
static const char *mode, *path;

// The row source: keys bound as a pointer, one row per key (the check's `baton_rows`).
#define ROW_SOURCE_SCHEMA "CREATE TABLE x(key TEXT, src HIDDEN)"
#define ROW_SOURCE_ARGUMENT 1
#include "rowsource.h"
static void row_source_column(sqlite3_context *ctx, int position, int col) { sqlite3_result_text(ctx, keys[position], -1, SQLITE_STATIC); }

typedef struct { unsigned long hash; char *bytes; int keyLength, rowLength; } Slot;
static Slot *table;
static int tableMask;
static unsigned long fnv(const unsigned char *p, int n) { unsigned long h = 1469598103934665603UL; for (int i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211UL; } return h; }
static void stepAll(sqlite3_stmt *st, int col) {
  while (sqlite3_step(st) == SQLITE_ROW) { const unsigned char *b = sqlite3_column_blob(st, col); sink += sqlite3_column_bytes(st, col) + b[0]; } }
static void openLikeBaton(void) {
  sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, 0);
  sqlite3_busy_timeout(db, 250);
  sqlite3_stmt *st;
  const char *checks[] = { "PRAGMA application_id", "SELECT count(*) FROM sqlite_master", "PRAGMA user_version", "SELECT value FROM meta WHERE key = 'version'", 0 };
  for (int i = 0; checks[i]; i++) { sqlite3_prepare_v2(db, checks[i], -1, &st, 0); sqlite3_step(st); sink += sqlite3_column_int(st, 0); sqlite3_finalize(st); }
  sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", 0, 0, 0);
  const char *tables[] = { "SELECT value FROM meta WHERE key = 'generation'", "SELECT id, name FROM names", "SELECT type, condition FROM memberships", 0 };
  for (int i = 0; tables[i]; i++) { sqlite3_prepare_v2(db, tables[i], -1, &st, 0); while (sqlite3_step(st) == SQLITE_ROW) sink += sqlite3_column_bytes(st, 0); sqlite3_finalize(st); }
  sqlite3_create_module(db, "keyset", &rowSource, 0);
  const char *reads[] = { "SELECT row FROM records WHERE key = ?1", "SELECT s.rowid, r.row FROM keyset(?1) AS s CROSS JOIN records AS r ON r.key = s.key",
                          "SELECT cell FROM root WHERE field = ?1", "SELECT time FROM fetches WHERE operation = ?1", 0 };
  for (int i = 0; reads[i]; i++) { sqlite3_prepare_v2(db, reads[i], -1, &st, 0); sqlite3_finalize(st); }
}
__attribute__((noinline)) void work(void) {
  if (!strcmp(mode, "open")) { openLikeBaton(); return; }
  sqlite3_exec(db, "BEGIN", 0, 0, 0);
  if (!strcmp(mode, "walk")) {
    sqlite3_stmt *one, *run;
    sqlite3_prepare_v2(db, "SELECT row FROM records WHERE key = ?1", -1, &one, 0);
    sqlite3_prepare_v2(db, "SELECT s.rowid, r.row FROM keyset(?1) AS s CROSS JOIN records AS r ON r.key = s.key", -1, &run, 0);
    int order[15], i = 0;
    for (; i < 30 && i < nkeys; i++) { sqlite3_bind_text(one, 1, keys[(i * 389) % nkeys], -1, SQLITE_STATIC); stepAll(one, 0); sqlite3_reset(one); }
    while (i < nkeys) {
      gn = nkeys - i < 15 ? nkeys - i : 15;
      for (int k = 0; k < gn; k++) order[k] = ((i + k) * 389) % nkeys;
      sqlite3_bind_pointer(run, 1, order, "keys", 0); stepAll(run, 1); sqlite3_reset(run); i += gn;
    }
    sqlite3_finalize(run); sqlite3_finalize(one);
  } else if (!strcmp(mode, "scan") || !strcmp(mode, "hash")) {
    int hash = !strcmp(mode, "hash");
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "SELECT key, row FROM records", -1, &st, 0);
    while (sqlite3_step(st) == SQLITE_ROW) {
      const unsigned char *k = sqlite3_column_text(st, 0); int kl = sqlite3_column_bytes(st, 0);
      const unsigned char *b = sqlite3_column_blob(st, 1); int bl = sqlite3_column_bytes(st, 1);
      if (hash) {
        unsigned long h = fnv(k, kl); int s = h & tableMask;
        while (table[s].bytes) s = (s + 1) & tableMask;
        char *copy = malloc(kl + bl); memcpy(copy, k, kl); memcpy(copy + kl, b, bl);
        table[s] = (Slot){ h, copy, kl, bl };
      }
      sink += kl + bl + b[0];
    }
    sqlite3_finalize(st);
  } else if (!strcmp(mode, "blob")) {
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "SELECT data FROM whole WHERE id = 1", -1, &st, 0);
    stepAll(st, 0); sqlite3_finalize(st);
  }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
}
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: floor open|walk|scan|hash|blob IMAGE\n"); return 2; }
  mode = argv[1]; path = argv[2];
  keys = calloc(MAXN, 64);
  if (strcmp(mode, "open")) {
    sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, 0);
    sqlite3_create_module(db, "keyset", &rowSource, 0);
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "SELECT key FROM records", -1, &st, 0);
    while (sqlite3_step(st) == SQLITE_ROW && nkeys < MAXN) strncpy(keys[nkeys++], (const char *)sqlite3_column_text(st, 0), 63);
    sqlite3_finalize(st);
    for (tableMask = 1; tableMask < 2 * nkeys; tableMask <<= 1) {}
    table = calloc(tableMask, sizeof(Slot)); tableMask -= 1;
    if (!strcmp(mode, "blob"))
      sqlite3_exec(db, "CREATE TABLE IF NOT EXISTS whole(id INTEGER PRIMARY KEY, data BLOB); DELETE FROM whole;"
                       "INSERT INTO whole SELECT 1, CAST(group_concat(CAST(key AS BLOB) || row, x'') AS BLOB) FROM records;", 0, 0, 0);
    // The pages are in the connection's cache, as in a check after the open's reads.
    sqlite3_exec(db, "SELECT count(*) FROM records", 0, 0, 0);
  }
  const char *times = getenv("FLOOR_TIMES");
  if (!times) { work(); printf("%s: %d rows (%ld)\n", mode, nkeys, sink); return 0; }
  double best = 1e18;
  for (int r = atoi(times); r > 0; r--) {
    double started = now(); work(); double spent = now() - started;
    if (spent < best) best = spent;
    if (!strcmp(mode, "open")) sqlite3_close(db);
    else for (int s = 0; s <= tableMask; s++) if (table[s].bytes) { free(table[s].bytes); table[s].bytes = 0; }
  }
  printf("%s: %d rows, best %.1f us\n", mode, nkeys, best);
  return 0;
}
