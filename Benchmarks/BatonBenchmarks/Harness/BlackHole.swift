/// Keeps the optimizer from deleting work whose result nobody reads.
///
/// Not inlinable and opaque to the caller, so a benchmark body that only computes a value
/// still has to compute it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
