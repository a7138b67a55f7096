import Testing
@_spi(Generated) import Baton

/// A plural link's elements are `Identifiable` when their type has an identity: by the
/// record's key, so `ForEach(list)` tells records apart wherever they are listed.
@Suite("Generated list elements are Identifiable")
struct ListIdentityTests {
    /// What `ForEach(data)` asks of its data.
    private func ids<C: RandomAccessCollection>(_ list: C) -> [C.Element.ID] where C.Element: Identifiable {
        list.map(\.id)
    }

    @Test func elementsOfAKeyedTypeAreIdentifiedByRecordKey() throws {
        let (store, data, _) = try OracleReadTests().commit(CharacterQuery(id: "1", withHome: true), OracleReadTests.character)
        let residents = try #require(data.character?.home?.residents)
        #expect(ids(residents) == ["Character:1", "Character:3"])
        #expect(ids(List<CharacterQuery.Data.CharacterLens.Home.Residents>.empty).isEmpty)
        withExtendedLifetime(store) {}
    }
}
