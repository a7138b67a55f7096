/// LLVM's prefetch: asks the processor to bring the line at `address` into its caches. A
/// hint only: it never faults (any address will do, even one freed since) and, unlike a
/// load, it does not hold back the instructions after it while the line comes from memory.
/// Swift has no spelling of its own for it; the intrinsic is declared by its LLVM name, as
/// the compiler lowers it on every target (an instruction where the processor has one,
/// nothing where it has none).
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)

/// Asks for the line at `address` to be read soon, kept in every cache level (locality 3),
/// as data (cache type 1).
@inline(__always)
func prefetchLine(at address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}
