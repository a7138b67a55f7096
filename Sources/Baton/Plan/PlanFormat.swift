/// The plan format this runtime interprets. Generated code names it
/// (`static let format = Baton.Format1.self`), so code generated for another format fails
/// to compile at that line instead of misreading plans at run time.
///
/// How an emitter writes a plan (the contract between compiler and runtime):
/// - one `PlanSelection` per distinct selection, as `static let selectionN`, the root first;
///   shared by reference when every fact is equal;
/// - fields in document order after flattening fragments and merging fields that share a
///   response key (their children merged, each child keeping its own guards); key fields
///   appended after the author's fields, `key` naming their response keys;
/// - an abstract selection lists the fields every type reads in `fields`, one `.types`
///   variant per concrete type condition, one `.condition` variant per abstract condition
///   (with its `PlanCondition`: the `__isX` response key and the build's possible types),
///   and a key override on the variants whose types have one;
/// - a `@defer` label on the fields directly under the deferred spread only: the fields
///   below a deferred link are expected whenever that link is read;
/// - a `@connection` field carries `PlanConnection` (its handle key and the `after` /
///   `before` pieces that pick the merge mode); an edge directive carries `PlanEdit` with
///   its `connections:` pieces;
/// - storage keys fixed when they read no variable, else `DynamicKey` pieces, arguments
///   sorted by name; mutation-root fields fixed without arguments.
@_spi(Generated)
public enum Format1 {}
