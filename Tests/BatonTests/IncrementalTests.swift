import Testing
@_spi(Generated) @testable import Baton

/// Incremental (`@defer`) parts in the June-2023 shape (SPEC §5.4).
@Suite("Incremental parts")
@MainActor
struct IncrementalTests {
    let store = Store()
    let resolution: Resolution

    init() { resolution = Resolution(TestNodeDeferredPlan.operation, variables: ["id": "1"], store: store) }

    func storeWithFirstPart() throws -> Store {
        store.commit(try Ingest.response(try Fixtures.bytes("tests/node-deferred-1.json"), resolution: resolution).changes,
                     kind: .server)
        return store
    }

    @Test func theFirstPartDoesNotWaitForDeferredFields() throws {
        let result = try Ingest.response(try Fixtures.bytes("tests/node-deferred-1.json"), resolution: resolution)
        #expect(result.hasNext == true)
    }

    @Test func aPartAtAnUnknownPlaceHasNoTarget() throws {
        let store = try storeWithFirstPart()
        let part = try Ingest.part(Array(#"{"incremental":[{"data":{},"path":["nowhere"],"label":"x"},{"data":{},"path":["node",0]}],"hasNext":false}"#.utf8))
        #expect(part.items.count == 2)
        #expect(part.hasNext == false)
        #expect(part.items.allSatisfy { store.target(for: $0, resolution: resolution) == nil })
    }

    @Test func aPartMissingItsLabelledFieldsIsMalformed() throws {
        let store = try storeWithFirstPart()
        let part = try Ingest.part(Array(#"{"incremental":[{"data":{},"path":["node"],"label":"TestNodeDeferred$defer$TestAppearances_character"}]}"#.utf8))
        let target = try #require(store.target(for: part.items[0], resolution: resolution))
        #expect(throws: IngestError.self) { try Ingest.item(part.items[0], at: target, resolution: resolution) }
    }

    @Test func errorsInAPartLandBelowItsPath() throws {
        let store = try storeWithFirstPart()
        let json = #"{"incremental":[{"data":{"episode":null},"path":["node"],"label":"TestNodeDeferred$defer$TestAppearances_character","errors":[{"message":"gone","path":["node","episode"]},{"message":"else","path":["other"]}]}]}"#
        let item = try Ingest.part(Array(json.utf8)).items[0]
        let target = try #require(store.target(for: item, resolution: resolution))
        let result = try Ingest.item(item, at: target, resolution: resolution)
        #expect(result.unplacedErrors.map(\.message) == ["else"])
        store.commit(result.changes, kind: .server)
        let slot = SlotRegistry.shared.slot(Types.Character, "episode")
        #expect(store.record("Character:1")?.storedError(at: slot)?.path == "node.episode")
    }

    static let first2024 = #"{"data":{"node":{"__typename":"Character","id":"1","name":"Rick Sanchez"}},"pending":[{"id":"0","path":["node"],"label":"TestNodeDeferred$defer$TestAppearances_character"}],"hasNext":true}"#

    @Test func the2024ShapePlacesItemsByTheirAnnouncedPart() throws {
        let first = try ingest(Self.first2024, resolution)
        store.commit(first.changes, kind: .server)
        #expect(first.pending == [PendingPart(id: "0", path: [.key("node")],
                                              label: "TestNodeDeferred$defer$TestAppearances_character")])
        let later = #"{"incremental":[{"id":"0","data":{"episode":[{"name":"Pilot","air_date":"December 2, 2013","id":"1"},{"name":"Lawnmower Dog","air_date":"December 9, 2013","id":"2"}]}},{"id":"9","data":{}}],"completed":[{"id":"0"}],"hasNext":false}"#
        let part = try Ingest.part(Array(later.utf8))
        let pending = Dictionary(uniqueKeysWithValues: first.pending.map { ($0.id, $0) })
        #expect(part.items[1].resolved(with: pending) == nil)
        #expect(part.completed.map(\.id) == ["0"])
        let item = try #require(part.items[0].resolved(with: pending))
        let target = try #require(store.target(for: item, resolution: resolution))
        store.commit(try Ingest.item(item, at: target, resolution: resolution).changes, kind: .server)
        #expect(StoreExport.text(of: store) == (try Fixtures.text("tests/node-deferred.store.json")))
    }

    @Test func aFailedPartsErrorsLandOnTheFieldsItWouldHaveFilled() throws {
        let first = try ingest(Self.first2024, resolution)
        store.commit(first.changes, kind: .server)
        let part = try Ingest.part(Array(#"{"completed":[{"id":"0","errors":[{"message":"boom","path":["node"]}]}],"hasNext":false}"#.utf8))
        let announced = first.pending[0]
        let target = try #require(store.target(at: announced.path, resolution: resolution))
        store.commit(try Ingest.items([.failed(part.completed[0].errors[0], label: announced.label, at: target)],
                                     resolution: resolution).changes, kind: .server)
        let slot = SlotRegistry.shared.slot(Types.Character, "episode")
        #expect(store.record("Character:1")?.storedError(at: slot) == FieldError(message: "boom", path: "node"))
        let name = SlotRegistry.shared.slot(Types.Character, "name")
        #expect(store.record("Character:1")?.storedError(at: name) == nil)
    }
}
