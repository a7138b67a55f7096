// SQLite's own instructions for stamping 896 rows of 200 bytes of the image's records table
// (WITHOUT ROWID, text key) as used this launch, as the writer does for the rows a relaunch's
// check read: MODE 0 one `UPDATE ... WHERE key = ?1 AND used < ?2` per row (today's touchRow),
// MODE 1 one statement over a JSON array of the keys (json_each), MODE 2 32 keys a statement
// (`key IN (?2, ..., ?33)`). Not part of any build; counted inside `work`:
//   cc -O2 -o /tmp/stamps stamps.c -lsqlite3
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect=work /tmp/stamps MODE
// It writes its database to /tmp/relaunch-stamps.db.
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
static char json[N*40];
__attribute__((noinline)) void work(void) {
  sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
  if (mode == 0) {
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "UPDATE records SET used = ?2 WHERE key = ?1 AND used < ?2", -1, &st, 0);
    for (int i = 0; i < N; i++) { int k = (i * 389) % N;
      sqlite3_bind_text(st, 1, keys[k], -1, SQLITE_TRANSIENT); sqlite3_bind_int64(st, 2, 3);
      sqlite3_step(st); sqlite3_reset(st); sqlite3_clear_bindings(st); }
    sqlite3_finalize(st);
  } else if (mode == 1) {
    char *p = json; *p++='[';
    for (int i = 0; i < N; i++) { int k = (i * 389) % N; p += sprintf(p, "%s\"%s\"", i?",":"", keys[k]); }
    *p++=']'; *p=0;
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "UPDATE records SET used = ?1 WHERE used < ?1 AND key IN (SELECT value FROM json_each(?2))", -1, &st, 0);
    sqlite3_bind_int64(st, 1, 3); sqlite3_bind_text(st, 2, json, -1, SQLITE_TRANSIENT);
    sqlite3_step(st); sqlite3_finalize(st);
  } else {
    char sql[2000]; strcpy(sql, "UPDATE records SET used = ?1 WHERE used < ?1 AND key IN (?2");
    for (int j = 3; j <= 33; j++) { char b[8]; sprintf(b, ",?%d", j); strcat(sql, b); } strcat(sql, ")");
    sqlite3_stmt *st; sqlite3_prepare_v2(db, sql, -1, &st, 0);
    for (int i = 0; i < N; i += 32) {
      sqlite3_bind_int64(st, 1, 3);
      for (int j = 0; j < 32; j++) { int k = ((i+j) * 389) % N; sqlite3_bind_text(st, 2+j, keys[k], -1, SQLITE_TRANSIENT); }
      sqlite3_step(st); sqlite3_reset(st); }
    sqlite3_finalize(st);
  }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
}
int main(int argc, char **argv) {
  mode = atoi(argv[1]);
  unlink("/tmp/relaunch-stamps.db"); unlink("/tmp/relaunch-stamps.db-wal"); unlink("/tmp/relaunch-stamps.db-shm");
  sqlite3_open("/tmp/relaunch-stamps.db", &db);
  sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; CREATE TABLE records(key TEXT PRIMARY KEY, used INTEGER NOT NULL, row BLOB NOT NULL) WITHOUT ROWID;", 0, 0, 0);
  sqlite3_stmt *ins; sqlite3_prepare_v2(db, "INSERT INTO records VALUES(?1, 1, ?2)", -1, &ins, 0);
  sqlite3_exec(db, "BEGIN", 0, 0, 0);
  for (int i = 0; i < N; i++) { snprintf(keys[i], 32, "%s:%d", i < 826 ? "Character" : "Episode", i); memset(blob, i, 200);
    sqlite3_bind_text(ins, 1, keys[i], -1, SQLITE_STATIC); sqlite3_bind_blob(ins, 2, blob, 200, SQLITE_STATIC); sqlite3_step(ins); sqlite3_reset(ins); }
  sqlite3_exec(db, "COMMIT", 0, 0, 0);
  work();
  sqlite3_stmt *c; sqlite3_prepare_v2(db, "SELECT count(*) FROM records WHERE used = 3", -1, &c, 0); sqlite3_step(c);
  printf("stamped %d\n", sqlite3_column_int(c, 0));
  return 0;
}
