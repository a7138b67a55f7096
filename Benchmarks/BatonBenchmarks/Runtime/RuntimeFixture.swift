@_spi(Generated) import Baton

/// The fixture as the runtime sees it: its change set, a second change set that differs in
/// exactly one field (the first character's `created`, which no cast entry repeats), and
/// stores holding it.
@MainActor
enum RuntimeFixture {
    static func ingest(_ bytes: [UInt8], for store: Store) throws -> ChangeSet {
        try Ingest.response(bytes, resolution: CharactersPagePlan.resolution(store)).changes
    }

    /// The page's change set, for `store`.
    static func changes(for store: Store) throws -> ChangeSet {
        try ingest(CharactersPage.standard, for: store)
    }

    /// The page again with character 1's `created` changed, for `store`.
    static func changesWithOneFieldChanged(for store: Store) throws -> ChangeSet {
        let text = String(decoding: CharactersPage.standard, as: UTF8.self)
        let created = RickAndMortyUniverse(seed: RickAndMortyUniverse.standardSeed).characters[0].created
        guard let range = text.range(of: "\"created\":\"\(created)\"") else {
            throw FixtureError.invalid("character 1's created not found")
        }
        let changed = text.replacingCharacters(in: range, with: "\"created\":\"2017-11-04T00:00:00.000Z\"")
        return try ingest(Array(changed.utf8), for: store)
    }

    /// A store holding the page.
    static func filledStore() throws -> Store {
        let store = Store()
        store.commit(try changes(for: store), kind: .server)
        return store
    }

    /// Character 1's record in a filled store.
    static func rick(in store: Store) throws -> Record {
        guard let record = store.record("Character:1") else {
            throw FixtureError.invalid("Character:1 is not in the store")
        }
        return record
    }
}
