/// What the fixture is, in numbers that must not drift: its size and digest, how many
/// JSON objects it holds, and how many records it normalizes to.
struct FixtureFacts: Equatable {
    let byteCount: Int
    let sha256: String
    /// Every `{…}` in the response, the outer one included.
    let objectCount: Int
    /// Distinct records a normalizing store holds for it: characters, episodes and places
    /// by id, plus the records without an id (the query root, `characters(page: 1)`, its
    /// `info`, and each place whose id is null, which lives under its character).
    let recordCount: Int
    let characterCount: Int
    let episodeCount: Int

    /// The facts of the standard page.
    @MainActor static let standard = FixtureFacts(
        universe: RickAndMortyUniverse(seed: RickAndMortyUniverse.standardSeed),
        bytes: CharactersPage.standard)

    init(universe: RickAndMortyUniverse, bytes: [UInt8]) {
        let page = universe.characters.prefix(CharactersPage.pageSize)
        let episodeIDs = Set(page.flatMap(\.episodes))
        var characterIDs = Set(page.map(\.id))
        var objects = 3 + 1 // outer, data, characters, info
        for character in page {
            objects += 3 // the result, its origin and its location
            for id in character.episodes {
                let cast = universe.episodes[id - 1].cast
                objects += 1 + cast.count
                characterIDs.formUnion(cast)
            }
        }
        let places = page.flatMap { [$0.origin, $0.location] }
        let placeIDs = Set(places.compactMap(\.id))
        let placesWithoutID = places.filter { $0.id == nil }.count
        byteCount = bytes.count
        sha256 = SHA256.hex(bytes)
        objectCount = objects
        characterCount = characterIDs.count
        episodeCount = episodeIDs.count
        recordCount = characterIDs.count + episodeIDs.count + placeIDs.count + placesWithoutID + 3
    }

    /// The `{"name","count"}` lines the benchmarks print.
    var counts: [Count] {
        [Count(name: "fixture-bytes", value: byteCount),
         Count(name: "fixture-objects", value: objectCount),
         Count(name: "fixture-records", value: recordCount),
         Count(name: "fixture-characters", value: characterCount),
         Count(name: "fixture-episodes", value: episodeCount)]
    }
}
