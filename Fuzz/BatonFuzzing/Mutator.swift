/// Seeded mutations of fixture inputs, for the deterministic mutation tests: the same seed
/// makes the same inputs on every machine, so a failure repeats.
public struct Mutator: Sendable {
    /// SplitMix64: small, fast, and the same everywhere.
    private var state: UInt64

    /// Bytes a mutation writes: JSON and GraphQL punctuation, digits, letters of the literals,
    /// and bytes that are not text (NUL, a control, a lone continuation, invalid UTF-8).
    static let alphabet = Array(#"{}[]()":,.\-+0123456789eEntrufalsx$@!|&=#_ "#.utf8) + [0x00, 0x01, 0x0A, 0x80, 0xC3, 0xED, 0xFF]

    /// A mutator whose inputs follow from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// `original` with one to four edits: a byte replaced, removed or inserted, a range
    /// duplicated (deep nesting, repeated members) or cut out.
    public mutating func mutate(_ original: [UInt8]) -> [UInt8] {
        var bytes = original.isEmpty ? [0x7B] : original
        for _ in 0...below(4) {
            let at = below(bytes.count)
            switch below(5) {
            case 0: bytes[at] = Self.alphabet[below(Self.alphabet.count)]
            case 1: if bytes.count > 1 { bytes.remove(at: at) }
            case 2: bytes.insert(Self.alphabet[below(Self.alphabet.count)], at: at)
            case 3:
                let end = min(bytes.count, at + 1 + below(64))
                bytes.insert(contentsOf: bytes[at..<end], at: at)
            default:
                let end = min(bytes.count, at + 1 + below(16))
                if end - at < bytes.count { bytes.removeSubrange(at..<end) }
            }
        }
        return bytes
    }
}
