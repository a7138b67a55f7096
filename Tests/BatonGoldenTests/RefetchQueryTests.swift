import Foundation
import Testing
@_spi(Generated) import Baton

/// A query `@refetchable` generates reads through its `Data` lens: the root link and the
/// fragment's spread, nothing the transforms inserted (SPEC §4.7).
@Suite("Generated refetch queries read through their spread")
@MainActor
struct RefetchQueryTests {
    @Test func theNodeQueryReadsTheFragmentThroughItsSpread() throws {
        let json = #"""
        {"data":{"node":{"__typename":"Character","name":"Rick","bestFriend":{"name":"Morty","id":"2"},"id":"1"}}}
        """#
        let (store, data, tree) = try OracleReadTests().commit(RefetchNameQuery(id: "1"), json)
        let fragment = try #require(data.node?.refetchName)
        #expect(fragment.name == tree["node"]["name"].string)
        #expect(fragment.bestFriend?.name == tree["node"]["bestFriend"]["name"].string)
        withExtendedLifetime(store) {}
    }

    @Test func theRootQueryReadsTheFragmentAtTheRoot() throws {
        let json = #"{"data":{"location":{"name":"Earth","id":"1"}}}"#
        let (store, data, tree) = try OracleReadTests().commit(RefetchRootQuery(), json)
        #expect(data.refetchRoot.location?.name == tree["location"]["name"].string)
        withExtendedLifetime(store) {}
    }
}
