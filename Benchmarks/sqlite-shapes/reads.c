// SQLite's own instructions for reading 896 rows of 200 bytes from the image's records table
// (WITHOUT ROWID, text key), as a check needing most of the file would: MODE 0 one lookup per
// key (today's `SELECT row FROM records WHERE key = ?1`, keys in a scattered order), MODE 1 one
// scan of the whole table in key order. Not part of any build; counted inside `work`:
//   cc -O2 -o /tmp/reads reads.c -lsqlite3
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect=work /tmp/reads MODE
// It writes its database to /tmp/h2-reads.db.
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#define N 896
static char keys[N][32];
static unsigned char blob[200];
static sqlite3 *db;
static int mode;
static long sink;
__attribute__((noinline)) void work(void) {
  sqlite3_exec(db, "BEGIN", 0, 0, 0);
  if (mode == 0) {
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "SELECT row FROM records WHERE key = ?1", -1, &st, 0);
    for (int i = 0; i < N; i++) {
      int k = (i * 389) % N;
      sqlite3_bind_text(st, 1, keys[k], -1, SQLITE_STATIC);
      if (sqlite3_step(st) == SQLITE_ROW) { sink += sqlite3_column_bytes(st, 0); const void *b = sqlite3_column_blob(st, 0); sink += ((const unsigned char*)b)[0]; }
      sqlite3_reset(st);
    }
    sqlite3_finalize(st);
  } else {
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "SELECT key, row FROM records ORDER BY key", -1, &st, 0);
    while (sqlite3_step(st) == SQLITE_ROW) { sink += sqlite3_column_bytes(st, 0); const unsigned char *t = sqlite3_column_text(st, 0); sink += t[0]; const void *b = sqlite3_column_blob(st, 1); sink += sqlite3_column_bytes(st,1) + ((const unsigned char*)b)[0]; }
    sqlite3_finalize(st);
  }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
}
int main(int argc, char **argv) {
  mode = atoi(argv[1]);
  unlink("/tmp/h2-reads.db"); unlink("/tmp/h2-reads.db-wal"); unlink("/tmp/h2-reads.db-shm");
  sqlite3_open("/tmp/h2-reads.db", &db);
  sqlite3_exec(db, "PRAGMA journal_mode=WAL; CREATE TABLE records(key TEXT PRIMARY KEY, used INTEGER NOT NULL, row BLOB NOT NULL) WITHOUT ROWID;", 0, 0, 0);
  sqlite3_stmt *ins; sqlite3_prepare_v2(db, "INSERT INTO records VALUES(?1, 1, ?2)", -1, &ins, 0);
  sqlite3_exec(db, "BEGIN", 0, 0, 0);
  for (int i = 0; i < N; i++) { snprintf(keys[i], 32, "%s:%d", i < 826 ? "Character" : "Episode", i); memset(blob, i, 200);
    sqlite3_bind_text(ins, 1, keys[i], -1, SQLITE_STATIC); sqlite3_bind_blob(ins, 2, blob, 200, SQLITE_STATIC); sqlite3_step(ins); sqlite3_reset(ins); }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
  work();
  printf("%ld\n", sink);
  return 0;
}
