// A root's rows written together as one blob (a "pack": each key and row, length-prefixed) and
// read back by a relaunch, against today's reads. It adds a `packs` table to IMAGE (use a copy):
//   cc -O2 -o /tmp/pack pack.c -lsqlite3;  /tmp/pack MODE IMAGE [N]
//   write   one transaction replacing the pack (every key and row of the fixture, ~115 KB), as the
//           writer would after the page's batch (WAL, synchronous=NORMAL, exclusive)
//   rows    one transaction writing the 895 rows alone (upsert, 15 a statement is not modelled:
//           one statement a row), for scale
//   read    open as Baton, BEGIN, the pack read and indexed (key -> bytes, FNV, open addressing,
//           no copy), 895 lookups by key, COMMIT
//   walk    open as Baton, BEGIN, today's reads (30 alone, runs of 15), COMMIT
// Timed: best and median of N (the open is not counted in read/walk: see probe.c).
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define MAXN 4096
static char keys[MAXN][64]; static int nkeys; static sqlite3 *db; static long sink; static const char *mode;
static unsigned char *pack; static int packLength;
typedef struct { unsigned long h; const unsigned char *k; int kl; const unsigned char *r; int rl; } Slot;
static Slot table[4096];
static unsigned long fnv(const unsigned char *p, int n) { unsigned long h = 1469598103934665603UL; for (int i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211UL; } return h; }
#define ROW_SOURCE_SCHEMA "CREATE TABLE x(key TEXT, src HIDDEN)"
#define ROW_SOURCE_ARGUMENT 1
#include "rowsource.h"
static void row_source_column(sqlite3_context *ctx, int position, int col) { sqlite3_result_text(ctx, keys[position], -1, SQLITE_STATIC); }
static void openLikeBaton(const char *path) {
  sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, 0);
  sqlite3_exec(db, "PRAGMA locking_mode=EXCLUSIVE; PRAGMA synchronous=NORMAL; PRAGMA journal_size_limit=8388608;", 0, 0, 0);
  int on = 1; sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &on);
  sqlite3_exec(db, "BEGIN; SELECT count(*) FROM sqlite_master; SELECT id, name FROM names; COMMIT;", 0, 0, 0);
  sqlite3_create_module(db, "keyset", &rowSource, 0);
}
__attribute__((noinline)) void work(void) {
  sqlite3_stmt *st;
  if (!strcmp(mode, "write")) {
    sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
    sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO packs(root, used, data) VALUES ('Query.characters(page:1)', 2, ?1)", -1, &st, 0);
    sqlite3_bind_blob(st, 1, pack, packLength, SQLITE_STATIC); sqlite3_step(st); sqlite3_finalize(st);
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
  } else if (!strcmp(mode, "read")) {
    sqlite3_exec(db, "BEGIN", 0, 0, 0);
    sqlite3_prepare_v2(db, "SELECT data FROM packs WHERE root = 'Query.characters(page:1)'", -1, &st, 0);
    sqlite3_step(st);
    const unsigned char *p = sqlite3_column_blob(st, 0); int n = sqlite3_column_bytes(st, 0);
    memset(table, 0, sizeof table);
    for (int o = 0; o < n;) {
      int kl = p[o] | p[o + 1] << 8, rl = p[o + 2] | p[o + 3] << 8; const unsigned char *k = p + o + 4;
      unsigned long h = fnv(k, kl); int s = h & 4095; while (table[s].k) s = (s + 1) & 4095;
      table[s] = (Slot){ h, k, kl, k + kl, rl }; o += 4 + kl + rl;
    }
    for (int i = 0; i < nkeys; i++) {
      const char *k = keys[(i * 389) % nkeys]; int kl = strlen(k); unsigned long h = fnv((const unsigned char *)k, kl); int s = h & 4095;
      while (table[s].k && !(table[s].h == h && table[s].kl == kl && !memcmp(table[s].k, k, kl))) s = (s + 1) & 4095;
      sink += table[s].rl + table[s].r[0];
    }
    sqlite3_finalize(st);
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
  } else if (!strcmp(mode, "walk")) {
    sqlite3_exec(db, "BEGIN", 0, 0, 0);
    sqlite3_stmt *one, *run; int order[16], i = 0;
    sqlite3_prepare_v2(db, "SELECT row FROM records WHERE key = ?1", -1, &one, 0);
    sqlite3_prepare_v2(db, "SELECT s.rowid, r.row FROM keyset(?1) AS s CROSS JOIN records AS r ON r.key = s.key", -1, &run, 0);
    for (; i < 30; i++) { sqlite3_bind_text(one, 1, keys[(i * 389) % nkeys], -1, SQLITE_STATIC); while (sqlite3_step(one) == SQLITE_ROW) sink += sqlite3_column_bytes(one, 0); sqlite3_reset(one); }
    while (i < nkeys) { gn = nkeys - i < 15 ? nkeys - i : 15; for (int k = 0; k < gn; k++) order[k] = ((i + k) * 389) % nkeys;
      sqlite3_bind_pointer(run, 1, order, "keys", 0); while (sqlite3_step(run) == SQLITE_ROW) sink += sqlite3_column_bytes(run, 1); sqlite3_reset(run); i += gn; }
    sqlite3_finalize(one); sqlite3_finalize(run);
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
  }
}
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  mode = argv[1]; const char *path = argv[2]; int n = argc > 3 ? atoi(argv[3]) : 0;
  { sqlite3 *k; sqlite3_open_v2(path, &k, SQLITE_OPEN_READWRITE, 0);
    sqlite3_exec(k, "CREATE TABLE IF NOT EXISTS packs(root TEXT PRIMARY KEY, used INTEGER NOT NULL, data BLOB NOT NULL) WITHOUT ROWID", 0, 0, 0);
    pack = malloc(1 << 20);
    sqlite3_stmt *st; sqlite3_prepare_v2(k, "SELECT key, row FROM records", -1, &st, 0);
    while (sqlite3_step(st) == SQLITE_ROW && nkeys < MAXN) {
      const char *key = (const char *)sqlite3_column_text(st, 0); int kl = sqlite3_column_bytes(st, 0), rl = sqlite3_column_bytes(st, 1);
      strncpy(keys[nkeys++], key, 63);
      pack[packLength] = kl & 255; pack[packLength + 1] = kl >> 8; pack[packLength + 2] = rl & 255; pack[packLength + 3] = rl >> 8;
      memcpy(pack + packLength + 4, key, kl); memcpy(pack + packLength + 4 + kl, sqlite3_column_blob(st, 1), rl); packLength += 4 + kl + rl;
    }
    sqlite3_finalize(st);
    sqlite3_prepare_v2(k, "INSERT OR REPLACE INTO packs VALUES ('Query.characters(page:1)', 1, ?1)", -1, &st, 0);
    sqlite3_bind_blob(st, 1, pack, packLength, SQLITE_STATIC); sqlite3_step(st); sqlite3_finalize(st);
    sqlite3_exec(k, "PRAGMA wal_checkpoint(TRUNCATE)", 0, 0, 0);
    sqlite3_close(k); }
  if (!n) { openLikeBaton(path); work(); sqlite3_close(db); printf("%s: %d keys, pack %d bytes (%ld)\n", mode, nkeys, packLength, sink); return 0; }
  double *r = malloc(n * sizeof(double));
  for (int j = 0; j < n; j++) { openLikeBaton(path); double b = now(); work(); r[j] = now() - b; sqlite3_close(db); }
  qsort(r, n, sizeof(double), cmpd);
  printf("%-6s best %7.1f med %7.1f us\n", mode, r[0], r[n/2]);
  return 0;
}
