import CProcessor

/// Asks the processor to bring the line at `address` into its caches, to be read soon: a
/// hint only (it never faults, and the instructions after it do not wait for the line).
/// C's `__builtin_prefetch`, inlined from `CProcessor`: Swift has no spelling of its own.
@inline(__always)
func prefetchLine(at address: UnsafeRawPointer) {
    baton_prefetch(address)
}
