/// The fixture at 1×, 4× and 16×: pages of one universe made of blocks. Block `k` is the
/// universe of seed `standardSeed + k` with its ids moved past the blocks before it, so the
/// `n`× response holds the first page of `n` blocks: `n` times the characters, episodes,
/// casts and bytes of the fixture, and no record shared between blocks. Block 0 is the
/// fixture itself, so 1× is the standard page byte for byte.
enum ScaledPage {
    /// The scales the curve is measured at.
    static let scales = [1, 4, 16]

    /// The `n`× response's bytes (generated once per scale and process).
    @MainActor static func bytes(_ n: Int) -> [UInt8] {
        if let made = cachedBytes[n] { return made }
        let made = CharactersPage.bytes(ofPages: (0..<n).map { (universe($0), IDShift.block($0)) })
        cachedBytes[n] = made
        return made
    }
    @MainActor private static var cachedBytes: [Int: [UInt8]] = [:]

    /// Records a normalizing store holds for the `n`× response: each block's own records,
    /// plus the three every page shares (the query root, `characters(page: 1)`, its `info`).
    @MainActor static func recordCount(_ n: Int) -> Int {
        (0..<n).reduce(3) { total, k in
            let universe = universe(k)
            return total + FixtureFacts(universe: universe, bytes: []).recordCount - 3
        }
    }

    /// Block `k`'s universe.
    static func universe(_ k: Int) -> RickAndMortyUniverse {
        RickAndMortyUniverse(seed: RickAndMortyUniverse.standardSeed + UInt64(k))
    }
}
