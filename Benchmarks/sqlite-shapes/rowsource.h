// The probes' copy of the check's row source (`baton_rows`): a table-valued function whose one
// argument is a pointer to GN positions (`sqlite3_bind_pointer(st, 1, order, "keys", 0)`),
// giving one row per position, in order. The file including this defines, before it,
// ROW_SOURCE_SCHEMA (the declared table, its last column the hidden argument) and
// ROW_SOURCE_ARGUMENT (that column's index), and after it `row_source_column`, which gives
// column `col` of the row for key position `position`.
#include <sqlite3.h>
#include <string.h>
static int gn;
static void row_source_column(sqlite3_context *ctx, int position, int col);
typedef struct { sqlite3_vtab_cursor base; int i, n; int *order; } Cur;
static int xConnect(sqlite3 *d, void *a, int c, const char *const *v, sqlite3_vtab **t, char **e) {
  int rc = sqlite3_declare_vtab(d, ROW_SOURCE_SCHEMA); if (rc) return rc;
  *t = sqlite3_malloc(sizeof(sqlite3_vtab)); memset(*t, 0, sizeof(sqlite3_vtab)); return 0; }
static int xDisconnect(sqlite3_vtab *t) { sqlite3_free(t); return 0; }
static int xBestIndex(sqlite3_vtab *t, sqlite3_index_info *info) {
  for (int i = 0; i < info->nConstraint; i++) if (info->aConstraint[i].iColumn == ROW_SOURCE_ARGUMENT && info->aConstraint[i].op == SQLITE_INDEX_CONSTRAINT_EQ && info->aConstraint[i].usable) {
    info->aConstraintUsage[i].argvIndex = 1; info->aConstraintUsage[i].omit = 1; info->estimatedCost = 1; return 0; }
  return SQLITE_CONSTRAINT; }
static int xOpen(sqlite3_vtab *t, sqlite3_vtab_cursor **c) { Cur *x = sqlite3_malloc(sizeof(Cur)); memset(x, 0, sizeof(Cur)); *c = &x->base; return 0; }
static int xClose(sqlite3_vtab_cursor *c) { sqlite3_free(c); return 0; }
static int xFilter(sqlite3_vtab_cursor *c, int idx, const char *s, int argc, sqlite3_value **argv) { Cur *x = (Cur *)c; x->i = 0; x->order = sqlite3_value_pointer(argv[0], "keys"); x->n = gn; return 0; }
static int xNext(sqlite3_vtab_cursor *c) { ((Cur *)c)->i++; return 0; }
static int xEof(sqlite3_vtab_cursor *c) { Cur *x = (Cur *)c; return x->i >= x->n; }
static int xColumn(sqlite3_vtab_cursor *c, sqlite3_context *ctx, int col) { Cur *x = (Cur *)c; row_source_column(ctx, x->order[x->i], col); return 0; }
static int xRowid(sqlite3_vtab_cursor *c, sqlite3_int64 *r) { *r = ((Cur *)c)->i; return 0; }
static sqlite3_module rowSource = { 0, xConnect, xConnect, xBestIndex, xDisconnect, xDisconnect, xOpen, xClose, xFilter, xNext, xEof, xColumn, xRowid };
