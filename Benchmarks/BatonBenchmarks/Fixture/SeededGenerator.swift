/// SplitMix64: a tiny seeded generator, so the fixture is the same bytes on every run and
/// every machine (`SystemRandomNumberGenerator` and `random()` are not).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0). The modulo bias is irrelevant here and keeps the
    /// sequence independent of the standard library's sampling algorithm, which may change.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// True with the given percentage.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
