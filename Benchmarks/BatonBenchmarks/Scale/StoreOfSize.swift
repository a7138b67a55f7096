@_spi(Generated) import Baton

/// Stores of a fixed size holding the fixture page: the page, then filler characters on
/// page 2 of the same query until the store holds exactly `size` records. Reads and commits
/// of the page must cost the same in a store of 1,000 records and in one of 100,000.
@MainActor
enum StoreOfSize {
    static let small = 1_000
    static let large = 100_000

    /// A store of exactly `size` records (mutation and subscription roots included) that
    /// holds the fixture page, made once per size and process (benchmarks commit the page
    /// into it again, which keeps its records).
    static func shared(_ size: Int) throws -> Store {
        if let made = cache[size] { return made }
        let made = try make(size)
        cache[size] = made
        return made
    }
    private static var cache: [Int: Store] = [:]

    /// A new store of exactly `size` records that holds the fixture page.
    static func make(_ size: Int) throws -> Store {
        let store = try RuntimeFixture.filledStore()
        // The filler page adds its characters, one shared place, `characters(page: 2)` and its `info`.
        let fillers = size - store.keys.count - 3
        guard fillers >= 0 else { throw FixtureError.invalid("the page alone holds more than \(size) records") }
        let filler = Resolution(CharactersPagePlan.operation, variables: ["page": 2], store: store)
        store.commit(try Ingest.response(fillerPage(fillers), resolution: filler).changes, kind: .server)
        guard store.keys.count == size else {
            throw FixtureError.invalid("the store holds \(store.keys.count) records, not \(size)")
        }
        return store
    }

    /// Page 2 with `count` characters whose ids no block of the universe uses, each at one
    /// shared place and in no episode.
    static func fillerPage(_ count: Int) -> [UInt8] {
        var json = JSONWriter(capacity: count * 300 + 200)
        json.beginObject()
        json.key("data"); json.beginObject()
        json.key("characters"); json.beginObject()
        json.key("info"); json.beginObject()
        json.field("count", count); json.field("pages", 1); json.field("next", nil as Int?); json.field("prev", 1)
        json.endObject()
        json.key("results"); json.beginArray()
        for n in 0..<count { writeFiller(id: 1_000_000 + n, to: &json) }
        json.endArray()
        json.endObject()
        json.endObject()
        json.endObject()
        return json.bytes
    }

    private static func writeFiller(id: Int, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", String(id))
        json.field("name", "Filler \(id)")
        json.field("status", "unknown")
        json.field("species", "Human")
        json.field("type", "")
        json.field("gender", "unknown")
        json.field("image", "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg")
        json.field("created", "2017-11-04T18:48:46.250Z")
        for place in ["origin", "location"] {
            json.key(place); json.beginObject()
            json.field("id", "filler"); json.field("name", "Filler"); json.field("dimension", nil as String?)
            json.endObject()
        }
        json.key("episode"); json.beginArray(); json.endArray()
        json.endObject()
    }
}
