import Foundation
import Testing
@_spi(Generated) import Baton

/// Fields under `@include`/`@skip` read optional and nil when their guard fails, without
/// reporting missing data; `@semanticNonNull` fields read non-optional only under
/// `@throwOnFieldError` or inside `@catch`.
@Suite("Generated lenses: guarded and semantically non-null fields")
struct GuardedFieldTests {
    final class Events {
        var all: [LogEvent] = []
        var missing: [LogEvent] { all.filter { if case .missing = $0 { true } else { false } } }
    }

    func commit<Op: Baton.Operation>(_ operation: Op, _ json: String) throws -> (Store, Op.Data, Events) {
        let store = Store()
        let events = Events()
        store.log = { events.all.append($0) }
        let variables = operation.variables.byName
        store.commit(try Ingest.response(Array(json.utf8), resolution: Resolution(Op.plan, variables: variables, store: store))
            .changes, kind: .server)
        let data = Op.Data(anchor: Anchor(record: store.root(.query), owner: Owner(store: store, variables: variables)))
        return (store, data, events)
    }

    @Test func anIncludedFieldReadsOptionalAndNilWhenItsVariableIsFalse() throws {
        let (store, data, events) = try commit(CharacterQuery(id: "1", withHome: false), OracleReadTests.character)
        let character = try #require(data.character)
        let home: CharacterQuery.Data.CharacterLens.Home? = character.home
        #expect(home == nil)  // the record holds `home` (the fragment selects it): the guard says nil
        #expect(character.characterFields.home.name == "Earth")
        #expect(events.missing.isEmpty)
        let (included, includedData, _) = try commit(CharacterQuery(id: "1", withHome: true), OracleReadTests.character)
        #expect(includedData.character?.home?.residents?.map(\.name) == ["Rick", "Beth"])
        withExtendedLifetime((store, included)) {}
    }

    static let semantic = #"""
    {"data":{"character":{"nickname":"Pickle","aliases":["R",null],"bestFriend":{"nickname":null,"aliases":null,"id":"2"},
    "home":{"name":"Earth","id":"L1"},"id":"1"}}}
    """#

    @Test func skippedAndFoldedInlineGuardsReadNilWithoutMissingData() throws {
        let (store, data, events) = try commit(SemanticQuery(id: "1", plain: false), Self.semantic)
        let loose = try #require(data.character?.loose)
        #expect(loose.home?.name == "Earth")  // `@skip(if: $plain)` with plain false
        #expect(loose.string == nil)  // `... @include(if: $plain) { string }`: never fetched, never asked for
        #expect(events.missing.isEmpty)
        withExtendedLifetime(store) {}
    }

    @Test func semanticNonNullReadsNonOptionalOnlyWhereErrorsCannotReachIt() throws {
        let (store, data, _) = try commit(SemanticQuery(id: "1", plain: false), Self.semantic)
        let character = try #require(data.character)
        // Under the operation's `@throwOnFieldError`: non-optional, at the levels marked.
        let strictNickname: String = character.nickname
        let strictAliases: [String] = character.aliases
        #expect(strictNickname == "Pickle")
        #expect(strictAliases == ["R"])  // a null element without an error is dropped
        // In a fragment without it: the schema's nullability.
        let looseNickname: String? = character.loose.nickname
        let looseAliases: [String?]? = character.loose.aliases
        #expect(looseNickname == "Pickle")
        #expect(looseAliases == ["R", nil])
        // Inside `@catch`: non-optional again; the nulls here came without errors, so they read empty.
        let caught = try #require(try character.loose.bestFriend.get())
        let caughtNickname: String = caught.nickname
        #expect(caughtNickname == "")
        withExtendedLifetime(store) {}
    }
}
