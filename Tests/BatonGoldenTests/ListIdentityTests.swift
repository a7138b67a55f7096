import Testing
@_spi(Generated) import Baton

/// A plural link's elements are `Identifiable` when their type has an identity: by the
/// record's key, so `ForEach(list)` tells records apart wherever they are listed.
@Suite("Generated list elements are Identifiable")
struct ListIdentityTests {
    /// What `ForEach(data)` asks of its data.
    static func ids<C: RandomAccessCollection>(_ list: C) -> [C.Element.ID] where C.Element: Identifiable {
        list.map(\.id)
    }

    @Test func elementsOfAKeyedTypeAreIdentifiedByRecordKey() throws {
        let (store, data, _) = try OracleReadTests().commit(CharacterQuery(id: "1", withHome: true), OracleReadTests.character)
        let residents = try #require(data.character?.home?.residents)
        #expect(Self.ids(residents) == ["Character:1", "Character:3"])
        #expect(Self.ids(List<CharacterQuery.Data.CharacterLens.Home.Residents>.empty).isEmpty)
        withExtendedLifetime(store) {}
    }
}

/// A connection's `nodes` are told apart as a list's elements are: a node lens that selects no
/// `id` gets one that returns the record's key.
@Suite("Generated connection nodes are Identifiable")
struct ConnectionNodeIdentityTests {
    @MainActor @Test func nodesWithoutAnIDAreIdentifiedByRecordKey() throws {
        let json = #"{"data":{"character":{"id":"1","notes":{"edges":["#
            + #"{"node":{"__typename":"Note","id":"n1","text":"a"},"cursor":"c1"},"#
            + #"{"node":{"__typename":"Note","id":"n2","text":"b"},"cursor":"c2"}],"#
            + #""pageInfo":{"endCursor":"c2","hasNextPage":false}}}}}"#
        let (store, data, _) = try OracleReadTests().commit(CharacterNoteTextsQuery(id: "1"), json)
        let notes = try #require(data.character?.notes)
        #expect(ListIdentityTests.ids(notes.nodes) == ["Note:n1", "Note:n2"])
        #expect(notes.nodes.map(\.text) == ["a", "b"])
        withExtendedLifetime(store) {}
    }
}
