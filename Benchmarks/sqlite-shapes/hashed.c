// The check's reads if records were keyed by a 64-bit hash of the key (FNV-1a), against today's
// text key: runs of 15 keys through a row source joined to the table, one read transaction.
// It adds tables `hrec` and `hwr` to IMAGE (use a copy). Not part of any build:
//   cc -O2 -o /tmp/hashed hashed.c -lsqlite3;  /tmp/hashed MODE IMAGE [N]
//   MODE text (today's table) | rowid (a rowid table, rowid = hash) | wr (WITHOUT ROWID, integer key = hash)
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define MAXN 4096
static char keys[MAXN][64]; static sqlite3_int64 hashes[MAXN]; static int nkeys; static sqlite3 *db; static long sink; static const char *mode;
static sqlite3_int64 fnv(const char *p) { unsigned long h = 1469598103934665603UL; for (; *p; p++) { h ^= (unsigned char)*p; h *= 1099511628211UL; } return (sqlite3_int64)h; }
static void fnvf(sqlite3_context *c, int n, sqlite3_value **v) { sqlite3_result_int64(c, fnv((const char *)sqlite3_value_text(v[0]))); }
#define ROW_SOURCE_SCHEMA "CREATE TABLE x(key TEXT, h INTEGER, src HIDDEN)"
#define ROW_SOURCE_ARGUMENT 2
#include "rowsource.h"
static void row_source_column(sqlite3_context *ctx, int position, int col) {
  if (col == 0) sqlite3_result_text(ctx, keys[position], -1, SQLITE_STATIC); else sqlite3_result_int64(ctx, hashes[position]); }
static sqlite3_stmt *run;
__attribute__((noinline)) void read_rows(void) {
  sqlite3_exec(db, "BEGIN", 0, 0, 0);
  int order[16], i = 0;
  while (i < nkeys) {
    gn = nkeys - i < 15 ? nkeys - i : 15;
    for (int k = 0; k < gn; k++) order[k] = ((i + k) * 389) % nkeys;
    sqlite3_bind_pointer(run, 1, order, "keys", 0);
    while (sqlite3_step(run) == SQLITE_ROW) { const unsigned char *b = sqlite3_column_blob(run, 1); sink += sqlite3_column_bytes(run, 1) + b[0]; }
    sqlite3_reset(run); i += gn;
  }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
}
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static void openit(const char *path) {
  sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, 0);
  sqlite3_exec(db, "PRAGMA locking_mode=EXCLUSIVE", 0, 0, 0);
  sqlite3_create_module(db, "keyset", &rowSource, 0);
  const char *sql = !strcmp(mode, "text") ? "SELECT s.rowid, r.row FROM keyset(?1) AS s CROSS JOIN records AS r ON r.key = s.key"
    : !strcmp(mode, "rowid") ? "SELECT s.rowid, r.row FROM keyset(?1) AS s CROSS JOIN hrec AS r ON r.rowid = s.h AND r.key = s.key"
    : "SELECT s.rowid, r.row FROM keyset(?1) AS s CROSS JOIN hwr AS r ON r.id = s.h AND r.key = s.key";
  if (sqlite3_prepare_v2(db, sql, -1, &run, 0)) { fprintf(stderr, "%s\n", sqlite3_errmsg(db)); exit(1); }
}
int main(int argc, char **argv) {
  mode = argv[1]; const char *path = argv[2]; int n = argc > 3 ? atoi(argv[3]) : 0;
  { sqlite3 *k; sqlite3_open_v2(path, &k, SQLITE_OPEN_READWRITE, 0);
    sqlite3_create_function(k, "fnv", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, 0, fnvf, 0, 0);
    sqlite3_exec(k, "CREATE TABLE IF NOT EXISTS hrec(id INTEGER PRIMARY KEY, key TEXT NOT NULL, used INTEGER NOT NULL, row BLOB NOT NULL);"
                    "CREATE TABLE IF NOT EXISTS hwr(id INTEGER PRIMARY KEY, key TEXT NOT NULL, used INTEGER NOT NULL, row BLOB NOT NULL) WITHOUT ROWID;"
                    "INSERT OR IGNORE INTO hrec SELECT fnv(key), key, used, row FROM records ORDER BY fnv(key);"
                    "INSERT OR IGNORE INTO hwr SELECT fnv(key), key, used, row FROM records ORDER BY fnv(key);", 0, 0, 0);
    sqlite3_stmt *st; sqlite3_prepare_v2(k, "SELECT key FROM records", -1, &st, 0);
    while (sqlite3_step(st) == SQLITE_ROW && nkeys < MAXN) { strncpy(keys[nkeys], (const char *)sqlite3_column_text(st, 0), 63); hashes[nkeys] = fnv(keys[nkeys]); nkeys++; }
    sqlite3_finalize(st); sqlite3_close(k); }
  if (!n) { openit(path); read_rows(); printf("%s: %d (%ld)\n", mode, nkeys, sink); return 0; }
  double *r = malloc(n * sizeof(double));
  for (int j = 0; j < n; j++) { openit(path); double b = now(); read_rows(); r[j] = now() - b; sqlite3_finalize(run); sqlite3_close(db); }
  qsort(r, n, sizeof(double), cmpd);
  printf("%-6s read best %6.1f med %6.1f\n", mode, r[0], r[n/2]);
  return 0;
}
