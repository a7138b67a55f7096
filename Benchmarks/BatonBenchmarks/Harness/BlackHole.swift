/// Keeps the optimizer from deleting work whose result nobody reads.
///
/// Never inlined and never optimized, so the compiler can neither see that it ignores its
/// argument nor drop the parameter: a benchmark body that only computes a value still has
/// to compute it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
