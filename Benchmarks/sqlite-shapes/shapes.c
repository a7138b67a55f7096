// SQLite's own instructions for writing 896 rows of ~200 bytes into the image's records
// table, in several table shapes and statement shapes (counted by callgrind inside `work`:
// see `run`). Not part of any build; it answers "what would another shape cost" without
// touching the image's format.
//   shapes MODE CHUNK [again] [sorted]
//   MODE 0  WITHOUT ROWID, text key, INSERT ... ON CONFLICT DO UPDATE (today's merge path)
//   MODE 1  WITHOUT ROWID, plain INSERT (no conflict clause)
//   MODE 2  WITHOUT ROWID, INSERT OR REPLACE
//   MODE 3  rowid table, rowid assigned by SQLite (appends; no lookup by key possible)
//   MODE 4  rowid table keyed by a 64-bit hash of the key, ON CONFLICT(id) DO UPDATE
//   MODE 5  MODE 0 with `WHERE records.used <> excluded.used OR records.row IS NOT excluded.row`
//   CHUNK   rows per statement (multi-row VALUES)
//   again   write the same rows twice in two transactions (both counted)
//   sorted  write the rows in key order, as the image writer does
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define N 896
static char keys[N][32];
static unsigned char blob[200];
static sqlite3_stmt *st;
static sqlite3 *db;
static int chunk, mode;

__attribute__((noinline)) void work(void) {
  sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
  for (int i = 0; i < N; i += chunk) {
    int n = N - i < chunk ? N - i : chunk;
    for (int j = 0; j < n; j++) {
      int w = mode == 4 ? 4 : 3, o = mode == 4 ? 1 : 0;
      if (o) {
        unsigned long long h = 1469598103934665603ULL;
        for (char *c = keys[i + j]; *c; c++) h = (h ^ (unsigned char)*c) * 1099511628211ULL;
        sqlite3_bind_int64(st, w * j + 1, (long long)h);
      }
      sqlite3_bind_text(st, w * j + 1 + o, keys[i + j], -1, SQLITE_STATIC);
      sqlite3_bind_int64(st, w * j + 2 + o, 1);
      blob[0] = (unsigned char)(i + j);
      sqlite3_bind_blob(st, w * j + 3 + o, blob, 200, SQLITE_STATIC);
    }
    while (sqlite3_step(st) == SQLITE_ROW) {}
    sqlite3_reset(st);
  }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: shapes MODE CHUNK [again] [sorted]\n"); return 2; }
  mode = atoi(argv[1]);
  chunk = atoi(argv[2]);
  const char *path = "/tmp/baton-sqlite-shapes.db";
  unlink(path);
  unlink("/tmp/baton-sqlite-shapes.db-wal");
  unlink("/tmp/baton-sqlite-shapes.db-shm");
  sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, 0);
  sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", 0, 0, 0);
  sqlite3_exec(db, mode == 3 || mode == 4
    ? "CREATE TABLE records(id INTEGER PRIMARY KEY, key TEXT NOT NULL, used INTEGER NOT NULL, row BLOB NOT NULL);"
    : "CREATE TABLE records(key TEXT PRIMARY KEY, used INTEGER NOT NULL, row BLOB NOT NULL) WITHOUT ROWID;", 0, 0, 0);
  for (int i = 0; i < N; i++) snprintf(keys[i], 32, "Character:%d", (i * 7919) % 100000);
  for (int i = 0; i < 200; i++) blob[i] = (unsigned char)i;
  int again = 0;
  for (int a = 3; a < argc; a++) {
    if (!strcmp(argv[a], "again")) again = 1;
    if (!strcmp(argv[a], "sorted")) qsort(keys, N, sizeof keys[0], (int (*)(const void *, const void *))strcmp);
  }
  const char *head = mode == 2 ? "INSERT OR REPLACE INTO records(key, used, row) VALUES "
    : mode == 4 ? "INSERT INTO records(id, key, used, row) VALUES " : "INSERT INTO records(key, used, row) VALUES ";
  const char *tail = mode == 0 ? " ON CONFLICT(key) DO UPDATE SET used = excluded.used, row = excluded.row"
    : mode == 4 ? " ON CONFLICT(id) DO UPDATE SET used = excluded.used, row = excluded.row"
    : mode == 5 ? " ON CONFLICT(key) DO UPDATE SET used = excluded.used, row = excluded.row"
                  " WHERE records.used <> excluded.used OR records.row IS NOT excluded.row"
    : "";
  static char sql[65536];
  strcpy(sql, head);
  for (int j = 0; j < chunk; j++) strcat(sql, mode == 4 ? (j ? ",(?,?,?,?)" : "(?,?,?,?)") : (j ? ",(?,?,?)" : "(?,?,?)"));
  strcat(sql, tail);
  if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st, 0)) { fprintf(stderr, "%s\n", sqlite3_errmsg(db)); return 1; }
  if (again) work();
  work();
  sqlite3_finalize(st);
  sqlite3_close(db);
  return 0;
}
