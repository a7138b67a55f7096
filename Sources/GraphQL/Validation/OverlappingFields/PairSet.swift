/// Pairs already compared, each remembered with whether it was compared under mutually
/// exclusive parents.
///
/// A pair compared without exclusivity covers a later exclusive comparison (the non-exclusive
/// check is stricter), but not the other way round. Lookups and insertions are O(1).
struct OrderedPairSet<A: Hashable, B: Hashable> {
    private var seen: [Pair: Bool] = [:]

    private struct Pair: Hashable {
        let a: A
        let b: B
    }

    /// Whether `(a, b)` was compared in a way that covers a comparison with this exclusivity.
    func contains(_ a: A, _ b: B, mutuallyExclusive: Bool) -> Bool {
        guard let storedExclusive = seen[Pair(a: a, b: b)] else { return false }
        return mutuallyExclusive || !storedExclusive
    }

    /// Records `(a, b)`; a later insert replaces the remembered exclusivity.
    mutating func insert(_ a: A, _ b: B, mutuallyExclusive: Bool) {
        seen[Pair(a: a, b: b)] = mutuallyExclusive
    }
}

/// Unordered pairs: `(a, b)` and `(b, a)` are looked up alike, stored as inserted.
struct PairSet<T: Hashable> {
    private var ordered = OrderedPairSet<T, T>()

    /// Whether the pair, in either order, covers a comparison with this exclusivity.
    func contains(_ a: T, _ b: T, mutuallyExclusive: Bool) -> Bool {
        ordered.contains(a, b, mutuallyExclusive: mutuallyExclusive)
            || ordered.contains(b, a, mutuallyExclusive: mutuallyExclusive)
    }

    /// Records the pair in the order given.
    mutating func insert(_ a: T, _ b: T, mutuallyExclusive: Bool) {
        ordered.insert(a, b, mutuallyExclusive: mutuallyExclusive)
    }
}
