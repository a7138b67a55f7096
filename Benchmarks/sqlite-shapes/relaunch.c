// A relaunch's open and the check's reads, SQLite alone, on a copy of the benchmark's fixture
// image, as Baton opens and reads it (exclusive lock, the WAL kept, one read transaction), and
// variants of both:   relaunch OPEN READ IMAGE [N]
//  OPEN: base | mmap (mmap_size=64 MiB before the first read) | cache (cache_size=-8192) | nopersist
//  READ: walk (30 rows alone, then runs of 15 keys, scattered) | sorted (each run's keys sorted)
//        | one (all keys in one run) | scan | none
// Counted inside open_image and read_rows (callgrind --toggle-collect=open_image
// --toggle-collect=read_rows), or timed (N runs: best and median of each part). Page sizes are
// compared on copies VACUUMed to another page_size. Not part of any build:
//   cc -O2 -o /tmp/relaunch relaunch.c -lsqlite3
//   cp IMAGE /tmp/r.sqlite; /tmp/relaunch base walk /tmp/r.sqlite 300
// (Copy the fixture image while `BatonBenchmarks --only image-hydration-per-record` runs, with
// `sqlite3 FILE ".backup COPY"`; the keys are read through an immutable second connection.)
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define MAXN 4096
static char keys[MAXN][64]; static int nkeys; static sqlite3 *db; static long sink;
static const char *omode, *rmode, *path;
#define ROW_SOURCE_SCHEMA "CREATE TABLE x(key TEXT, src HIDDEN)"
#define ROW_SOURCE_ARGUMENT 1
#include "rowsource.h"
static void row_source_column(sqlite3_context *ctx, int position, int col) { sqlite3_result_text(ctx, keys[position], -1, SQLITE_STATIC); }
static sqlite3_stmt *one, *run, *rootst, *fetchst;
static void stepAll(sqlite3_stmt *st, int col) {
  while (sqlite3_step(st) == SQLITE_ROW) { const unsigned char *b = sqlite3_column_blob(st, col); sink += sqlite3_column_bytes(st, col) + b[0]; } }
static int cmpk(const void *a, const void *b) { return strcmp(keys[*(const int *)a], keys[*(const int *)b]); }
__attribute__((noinline)) void open_image(void) {
  sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, 0);
  sqlite3_extended_result_codes(db, 1);
  sqlite3_busy_timeout(db, 250);
  sqlite3_exec(db, "PRAGMA locking_mode=EXCLUSIVE; PRAGMA synchronous=NORMAL; PRAGMA journal_size_limit=8388608;", 0, 0, 0);
  if (!strcmp(omode, "mmap")) sqlite3_exec(db, "PRAGMA mmap_size=67108864", 0, 0, 0);
  if (!strcmp(omode, "cache")) sqlite3_exec(db, "PRAGMA cache_size=-8192", 0, 0, 0);
  if (strcmp(omode, "nopersist")) { int on = 1; sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &on); }
  sqlite3_exec(db, "BEGIN", 0, 0, 0);
  sqlite3_stmt *st;
  const char *checks[] = { "PRAGMA application_id", "SELECT count(*) FROM sqlite_master", "PRAGMA user_version", "SELECT value FROM meta WHERE key = 'version'",
                           "SELECT value FROM meta WHERE key = 'generation'", 0 };
  for (int i = 0; checks[i]; i++) { sqlite3_prepare_v3(db, checks[i], -1, SQLITE_PREPARE_PERSISTENT, &st, 0); sqlite3_step(st); sink += sqlite3_column_int(st, 0); sqlite3_finalize(st); }
  const char *tables[] = { "SELECT id, name FROM names", "SELECT type, condition FROM memberships", 0 };
  for (int i = 0; tables[i]; i++) { sqlite3_prepare_v3(db, tables[i], -1, SQLITE_PREPARE_PERSISTENT, &st, 0); while (sqlite3_step(st) == SQLITE_ROW) sink += sqlite3_column_bytes(st, 1); sqlite3_finalize(st); }
  sqlite3_create_module(db, "keyset", &rowSource, 0);
  sqlite3_prepare_v3(db, "SELECT row FROM records WHERE key = ?1", -1, SQLITE_PREPARE_PERSISTENT, &one, 0);
  sqlite3_prepare_v3(db, "SELECT s.rowid, r.row FROM keyset(?1) AS s CROSS JOIN records AS r ON r.key = s.key", -1, SQLITE_PREPARE_PERSISTENT, &run, 0);
  sqlite3_prepare_v3(db, "SELECT cell FROM root WHERE field = ?1", -1, SQLITE_PREPARE_PERSISTENT, &rootst, 0);
  sqlite3_prepare_v3(db, "SELECT time FROM fetches WHERE operation = ?1", -1, SQLITE_PREPARE_PERSISTENT, &fetchst, 0);
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
  sqlite3_exec(db, "PRAGMA journal_mode=WAL", 0, 0, 0);
}
__attribute__((noinline)) void read_rows(void) {
  sqlite3_exec(db, "BEGIN", 0, 0, 0);
  int order[MAXN], i = 0;
  if (!strcmp(rmode, "walk") || !strcmp(rmode, "sorted") || !strcmp(rmode, "one")) {
    int chunk = !strcmp(rmode, "one") ? MAXN : 15;
    int alone = !strcmp(rmode, "one") ? 0 : 30;
    for (; i < alone && i < nkeys; i++) { sqlite3_bind_text(one, 1, keys[(i * 389) % nkeys], -1, SQLITE_STATIC); stepAll(one, 0); sqlite3_reset(one); }
    while (i < nkeys) {
      gn = nkeys - i < chunk ? nkeys - i : chunk;
      for (int k = 0; k < gn; k++) order[k] = ((i + k) * 389) % nkeys;
      if (!strcmp(rmode, "sorted")) qsort(order, gn, sizeof(int), cmpk);
      sqlite3_bind_pointer(run, 1, order, "keys", 0); stepAll(run, 1); sqlite3_reset(run); i += gn;
    }
  } else if (!strcmp(rmode, "scan")) {
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "SELECT key, row FROM records", -1, &st, 0); stepAll(st, 1); sqlite3_finalize(st);
  }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
}
static void close_image(void) { sqlite3_finalize(one); sqlite3_finalize(run); sqlite3_finalize(rootst); sqlite3_finalize(fetchst); sqlite3_close(db); }
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: probe OPEN READ IMAGE [N]\n"); return 2; }
  omode = argv[1]; rmode = argv[2]; path = argv[3]; int n = argc > 4 ? atoi(argv[4]) : 0;
  { sqlite3 *k; char uri[600]; snprintf(uri, sizeof uri, "file:%s?immutable=1", path); sqlite3_open_v2(uri, &k, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, 0); sqlite3_stmt *st; sqlite3_prepare_v2(k, "SELECT key FROM records", -1, &st, 0);
    while (sqlite3_step(st) == SQLITE_ROW && nkeys < MAXN) strncpy(keys[nkeys++], (const char *)sqlite3_column_text(st, 0), 63);
    sqlite3_finalize(st); sqlite3_close(k); }
  if (!n) { open_image(); read_rows(); close_image(); printf("%s %s: %d rows (%ld)\n", omode, rmode, nkeys, sink); return 0; }
  double *o = malloc(n * sizeof(double)), *r = malloc(n * sizeof(double));
  for (int j = 0; j < n; j++) { double a = now(); open_image(); double b = now(); read_rows(); double c = now(); close_image(); o[j] = b - a; r[j] = c - b; }
  qsort(o, n, sizeof(double), cmpd); qsort(r, n, sizeof(double), cmpd);
  printf("%-9s %-6s open best %6.1f med %6.1f | read best %6.1f med %6.1f | sum best %6.1f\n", omode, rmode, o[0], o[n/2], r[0], r[n/2], o[0] + r[0]);
  return 0;
}
