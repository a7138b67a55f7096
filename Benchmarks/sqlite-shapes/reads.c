// SQLite's own instructions for reading 896 rows of 200 bytes from the image's records table
// (WITHOUT ROWID, text key), as a check needing most of the file would: MODE 0 one lookup per
// key (`SELECT row FROM records WHERE key = ?1`, keys in a scattered order), MODE 1 one scan of
// the whole table in key order, MODE 2 the keys bound as a table-valued source joined to the
// table (the check's `baton_rows` run), CHUNK keys a run (all by default), MODE 3 the same with
// each run's keys sorted first. Not part of any build; counted inside `work`:
//   cc -O2 -o /tmp/reads reads.c -lsqlite3
//   [CHUNK=8] valgrind --tool=callgrind --collect-atstart=no --toggle-collect=work /tmp/reads MODE
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

typedef struct { sqlite3_vtab_cursor base; int i; int n; int *order; } Cur;
static int xConnect(sqlite3 *db, void *a, int c, const char *const *v, sqlite3_vtab **t, char **e){
  int rc = sqlite3_declare_vtab(db, "CREATE TABLE x(key TEXT, src HIDDEN)"); if (rc) return rc;
  *t = sqlite3_malloc(sizeof(sqlite3_vtab)); memset(*t, 0, sizeof(sqlite3_vtab)); return 0; }
static int xDisconnect(sqlite3_vtab *t){ sqlite3_free(t); return 0; }
static int xBestIndex(sqlite3_vtab *t, sqlite3_index_info *info){
  for (int i=0;i<info->nConstraint;i++){ if(info->aConstraint[i].iColumn==1 && info->aConstraint[i].op==SQLITE_INDEX_CONSTRAINT_EQ && info->aConstraint[i].usable){
    info->aConstraintUsage[i].argvIndex=1; info->aConstraintUsage[i].omit=1; info->estimatedCost=1; return 0; } }
  return SQLITE_CONSTRAINT; }
static int xOpen(sqlite3_vtab *t, sqlite3_vtab_cursor **c){ Cur *x = sqlite3_malloc(sizeof(Cur)); memset(x,0,sizeof(Cur)); *c=&x->base; return 0; }
static int xClose(sqlite3_vtab_cursor *c){ sqlite3_free(c); return 0; }
static int *gorder; static int gn;
static int xFilter(sqlite3_vtab_cursor *c, int idx, const char *s, int argc, sqlite3_value **argv){ Cur *x=(Cur*)c; x->i=0; int *p = sqlite3_value_pointer(argv[0], "keys"); x->order=p; x->n=gn; return 0; }
static int xNext(sqlite3_vtab_cursor *c){ ((Cur*)c)->i++; return 0; }
static int xEof(sqlite3_vtab_cursor *c){ Cur *x=(Cur*)c; return x->i >= x->n; }
static int xColumn(sqlite3_vtab_cursor *c, sqlite3_context *ctx, int col){ Cur *x=(Cur*)c; sqlite3_result_text(ctx, keys[x->order[x->i]], -1, SQLITE_STATIC); return 0; }
static int xRowid(sqlite3_vtab_cursor *c, sqlite3_int64 *r){ *r = ((Cur*)c)->i; return 0; }
static sqlite3_module mod = { 0, xConnect, xConnect, xBestIndex, xDisconnect, xDisconnect, xOpen, xClose, xFilter, xNext, xEof, xColumn, xRowid };
static int ord[N];
static int cmp(const void *a, const void *b){ return strcmp(keys[*(int*)a], keys[*(int*)b]); }
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
  } else if (mode == 2 || mode == 3) {
    int chunk = getenv("CHUNK") ? atoi(getenv("CHUNK")) : N;
    sqlite3_stmt *st; sqlite3_prepare_v2(db, "SELECT s.rowid, r.row FROM keyset(?1) s JOIN records r ON r.key = s.key", -1, &st, 0);
    for (int start = 0; start < N; start += chunk) {
      gn = start + chunk > N ? N - start : chunk;
      for (int i = 0; i < gn; i++) ord[i] = ((start + i) * 389) % N;
      if (mode == 3) qsort(ord, gn, sizeof(int), cmp);
      sqlite3_bind_pointer(st, 1, ord, "keys", 0);
      while (sqlite3_step(st) == SQLITE_ROW) { sink += sqlite3_column_int(st, 0); sink += sqlite3_column_bytes(st, 1); const void *b = sqlite3_column_blob(st, 1); sink += ((const unsigned char*)b)[0]; }
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
  sqlite3_create_module(db, "keyset", &mod, 0);
  work();
  printf("%ld\n", sink);
  return 0;
}
