// The page's write (the fixture image's 895 rows upserted in key order, one transaction, into
// a new file) and a relaunch's stamps (895 `UPDATE ... SET used`, keys scattered) at page size
// PS, as the image writes (WAL, exclusive, synchronous=NORMAL); best and median of N.
// Not part of any build:   cc -O2 -o /tmp/pages pages.c -lsqlite3
//   /tmp/pages IMAGE PS write|stamp N          (it writes /tmp/pages-PS.sqlite)
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static char keys[4096][64]; static unsigned char *rows[4096]; static int lens[4096], nkeys;
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static int cmpk(const void *a, const void *b) { return strcmp(keys[*(const int *)a], keys[*(const int *)b]); }
int main(int argc, char **argv) {
  const char *image = argv[1]; int ps = atoi(argv[2]); const char *mode = argv[3]; int n = atoi(argv[4]);
  char uri[600]; snprintf(uri, sizeof uri, "file:%s?immutable=1", image); sqlite3 *k; sqlite3_open_v2(uri, &k, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, 0);
  sqlite3_stmt *st; sqlite3_prepare_v2(k, "SELECT key, row FROM records", -1, &st, 0);
  while (sqlite3_step(st) == SQLITE_ROW) { strcpy(keys[nkeys], (const char *)sqlite3_column_text(st, 0)); lens[nkeys] = sqlite3_column_bytes(st, 1); rows[nkeys] = malloc(lens[nkeys]); memcpy(rows[nkeys], sqlite3_column_blob(st, 1), lens[nkeys]); nkeys++; }
  sqlite3_finalize(st); sqlite3_close(k);
  int order[4096]; for (int i = 0; i < nkeys; i++) order[i] = i; qsort(order, nkeys, sizeof(int), cmpk);
  double *r = malloc(n * sizeof(double)); char path[64]; sprintf(path, "/tmp/pages-%d.sqlite", ps);
  for (int j = 0; j < n; j++) {
    sqlite3 *db; sqlite3_stmt *up;
    if (!strcmp(mode, "write") || j == 0) { unlink(path); char w[80]; sprintf(w, "%s-wal", path); unlink(w); }
    sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, 0);
    char sql[200]; sprintf(sql, "PRAGMA page_size=%d; PRAGMA locking_mode=EXCLUSIVE; PRAGMA synchronous=NORMAL; PRAGMA journal_mode=WAL;", ps);
    sqlite3_exec(db, sql, 0, 0, 0);
    sqlite3_exec(db, "CREATE TABLE IF NOT EXISTS records(key TEXT PRIMARY KEY, used INTEGER NOT NULL, row BLOB NOT NULL) WITHOUT ROWID", 0, 0, 0);
    if (!strcmp(mode, "stamp") && j == 0) {
      sqlite3_exec(db, "BEGIN", 0, 0, 0); sqlite3_prepare_v2(db, "INSERT INTO records VALUES (?1, 1, ?2)", -1, &up, 0);
      for (int i = 0; i < nkeys; i++) { sqlite3_bind_text(up, 1, keys[order[i]], -1, SQLITE_STATIC); sqlite3_bind_blob(up, 2, rows[order[i]], lens[order[i]], SQLITE_STATIC); sqlite3_step(up); sqlite3_reset(up); }
      sqlite3_finalize(up); sqlite3_exec(db, "COMMIT; PRAGMA wal_checkpoint(TRUNCATE)", 0, 0, 0);
    }
    double a = now();
    sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
    if (!strcmp(mode, "write")) {
      sqlite3_prepare_v2(db, "INSERT INTO records VALUES (?1, 2, ?2) ON CONFLICT(key) DO UPDATE SET used = excluded.used, row = excluded.row", -1, &up, 0);
      for (int i = 0; i < nkeys; i++) { sqlite3_bind_text(up, 1, keys[order[i]], -1, SQLITE_STATIC); sqlite3_bind_blob(up, 2, rows[order[i]], lens[order[i]], SQLITE_STATIC); sqlite3_step(up); sqlite3_reset(up); }
    } else {
      sqlite3_prepare_v2(db, "UPDATE records SET used = ?2 WHERE key = ?1 AND used < ?2", -1, &up, 0);
      for (int i = 0; i < nkeys; i++) { sqlite3_bind_text(up, 1, keys[(i * 389) % nkeys], -1, SQLITE_STATIC); sqlite3_bind_int64(up, 2, j + 2); sqlite3_step(up); sqlite3_reset(up); }
    }
    sqlite3_finalize(up); sqlite3_exec(db, "COMMIT", 0, 0, 0);
    r[j] = now() - a;
    sqlite3_close(db);
  }
  qsort(r, n, sizeof(double), cmpd);
  printf("%5d %-5s best %7.1f med %7.1f us\n", ps, mode, r[0], r[n / 2]);
  return 0;
}
