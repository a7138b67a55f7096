import Foundation
import Testing
@_spi(Generated) import Baton

/// `@required(action: LOG)` through the generated lenses (SPEC §4.8, §5.15): a null required
/// field bubbles and logs `requiredFieldMissing` once per record and path for the store.
@Suite("@required(action: LOG) logs through generated code")
@MainActor
struct RequiredLogTests {
    /// Events a store's log received.
    final class Events {
        var all: [LogEvent] = []
        var required: [LogEvent] {
            all.filter { if case .requiredFieldMissing = $0 { true } else { false } }
        }
    }

    /// Commits `json` for `GuardedQuery(id: "1")`, with the log collected from the start.
    func commit(_ json: String) throws -> (Store, GuardedQuery.Data, Events) {
        let store = Store()
        let events = Events()
        store.log = { events.all.append($0) }
        let variables: [String: JSONValue] = ["id": .string("1")]
        store.commit(try Ingest.response(Array(json.utf8), resolution: Resolution(GuardedQuery.plan, variables: variables, store: store))
            .changes, kind: .server)
        let data = GuardedQuery.Data(anchor: Anchor(record: store.root(.query), owner: Owner(store: store, variables: variables)))
        return (store, data, events)
    }

    @Test func aNullLogRequiredFieldBubblesAndLogsOnceHoweverOftenItIsRead() throws {
        let json = OracleReadTests.guarded.replacingOccurrences(of: #""bestFriend":{"name":"Morty","id":"2"}"#,
                                                                with: #""bestFriend":null"#)
        let (store, data, events) = try commit(json)
        let character = try #require(data.character)
        #expect(character.required == nil)
        #expect(character.required == nil)
        #expect(events.required == [.requiredFieldMissing(type: "Character", path: "Required_character.bestFriend")])
        withExtendedLifetime(store) {}
    }

    @Test func aSatisfiedLensLogsNothing() throws {
        let (store, data, events) = try commit(OracleReadTests.guarded)
        #expect(data.character?.required != nil)
        #expect(events.required.isEmpty)
        withExtendedLifetime(store) {}
    }

    @Test func aNoneRequiredFieldBubblesWithoutTheEvent() throws {
        // `friends { name @required(action: NONE) }`: the element with a null name is dropped, silently.
        let (store, data, events) = try commit(OracleReadTests.guarded)
        #expect(data.character?.friends.count == 2)
        #expect(events.required.isEmpty)
        withExtendedLifetime(store) {}
    }

    @Test func eachStoreLogsItsOwnMiss() throws {
        let json = OracleReadTests.guarded.replacingOccurrences(of: #""bestFriend":{"name":"Morty","id":"2"}"#,
                                                                with: #""bestFriend":null"#)
        let (first, firstData, firstEvents) = try commit(json)
        let (second, secondData, secondEvents) = try commit(json)
        #expect(firstData.character?.required == nil && secondData.character?.required == nil)
        #expect(firstEvents.required.count == 1 && secondEvents.required.count == 1)
        withExtendedLifetime((first, second)) {}
    }
}
