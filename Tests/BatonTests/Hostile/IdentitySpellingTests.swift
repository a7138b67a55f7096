import Testing
@_spi(Generated) @testable import Baton

/// The id index finds a record by any spelling of its id that `String` holds equal: its hash is
/// of the id's normalized form, the usual id's bytes in place, any other id's normalized UTF-8.
@Suite("Identity index spellings")
@MainActor
struct IdentitySpellingTests {
    /// A store holding one Episode with id `id`, as a response names it.
    func store(withEpisode id: String) throws -> Store {
        let store = Store()
        let json = #"{"data":{"search":[{"__typename":"Episode","air_date":"d","__isNode":"Episode","id":"\#(id)"}]}}"#
        try store.commitResponse(json, TestUnionPlan.operation, variables: ["name": "n"])
        return store
    }

    @Test(arguments: [
        ("\u{212A}", "K"),              // a Kelvin sign is a K
        ("K", "\u{212A}"),
        ("caf\u{E9}", "cafe\u{301}"),   // an accent composed, and apart
        ("cafe\u{301}", "caf\u{E9}"),
        ("a:b", "a:b"),                 // a colon, escaped in the key
        (#"a\\b"#, #"a\b"#),            // a backslash (JSON-escaped in the response)
        ("42", "42"),
    ])
    func anIdIsFoundByEverySpellingStringHoldsEqual(stored: String, asked: String) throws {
        let store = try store(withEpisode: stored)
        #expect(store.liveRecord(withID: asked)?.type.name == "Episode", "\(asked.unicodeScalars.map(\.value))")
        #expect(store.identities.records(withID: asked).count == 1)
        #expect(store.identities.records(withID: asked + "x").isEmpty)
    }
}
