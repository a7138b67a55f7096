import Testing
@_spi(Generated) @testable import Baton

/// Lens reads per kind (SPEC §5.10).
@Suite("Lens reads")
@MainActor
struct LensReadTests {
    static let row = #"{"name":"Rex","status":null,"kind":"DOG","tags":["a","b"],"friend":{"name":"Tom","id":"2"},"bestFriend":{"name":"Tom","id":"2"},"friends":[{"name":"Tom","id":"2"},null,{"name":"Ann","id":"3"}],"stats":{"hp":3},"id":"1"}"#

    func data(_ json: String, options: IngestOptions = .server) throws -> (Store, RowsData, () -> [LogEvent]) {
        let store = Store()
        let box = LogBox()
        store.log = { box.events.append($0) }
        try store.commitResponse(json, RowsPlan.resolution(store), options: options)
        box.events.removeAll()
        return (store, RowsData(anchor: Anchor(record: store.root(.query), owner: Owner(store: store))), { box.events })
    }

    final class LogBox { var events: [LogEvent] = [] }

    @Test func scalarsEnumsListsAndLinksRead() throws {
        let (store, data, events) = try data(#"{"data":{"rows":[\#(Self.row)],"other":null}}"#)
        let row = data.rows![0]
        #expect(row.name == "Rex")
        #expect(row.status == nil)
        #expect(row.kind == .DOG)
        #expect(row.tags == ["a", "b"])
        #expect(row.friend?.name == "Tom")
        #expect(row.bestFriend.name == "Tom")
        #expect(row.friends?.map(\.name) == ["Tom", "Ann"])
        #expect(row.friend == row.friends?.first)
        #expect(data.other == nil)
        #expect(events().isEmpty)
        withExtendedLifetime(store) {}
    }

    @Test func anUnknownEnumValueReadsUnknown() throws {
        let json = Self.row.replacingOccurrences(of: #""DOG""#, with: #""AXOLOTL""#)
        let (store, data, events) = try data(#"{"data":{"rows":[\#(json)],"other":null}}"#)
        #expect(data.rows![0].kind == .unknown("AXOLOTL"))
        #expect(events().isEmpty)
        withExtendedLifetime(store) {}
    }

    @Test func nullInNonNullReadsZeroAndLogsUnexpected() throws {
        let json = Self.row.replacingOccurrences(of: #""name":"Rex""#, with: #""name":null"#)
            .replacingOccurrences(of: #""kind":"DOG""#, with: #""kind":null"#)
        let (store, data, events) = try data(#"{"data":{"rows":[\#(json)],"other":null}}"#)
        let row = data.rows![0]
        #expect(row.name == "")
        #expect(row.kind == .unknown(""))
        #expect(events() == [.unexpected(type: "Row", field: "name"), .unexpected(type: "Row", field: "kind")])
        withExtendedLifetime(store) {}
    }

    @Test func missingReadsNilOrZeroAndLogsMissing() throws {
        let (store, data, events) = try data(#"{"data":{"rows":[{"id":"1"}]}}"#, options: .partial)
        let row = data.rows![0]
        #expect(row.status == nil)
        #expect(row.name == "")
        #expect(row.friend == nil)
        #expect(data.other == nil)
        #expect(events() == [.missing(type: "Row", field: "status"), .missing(type: "Row", field: "name"),
                             .missing(type: "Row", field: "friend"), .missing(type: "Query", field: "other")])
        withExtendedLifetime(store) {}
    }

    @Test func aNonNullLinkWithoutRecordReadsThePlaceholder() throws {
        let (store, data, events) = try data(#"{"data":{"rows":[{"id":"1"}]}}"#, options: .partial)
        let best = data.rows![0].bestFriend
        #expect(best.anchor.record === store.placeholder(RowTypes.Row))
        #expect(best.anchor.record.key == "client:placeholder:Row")
        #expect(store.record("client:placeholder:Row") == nil)
        // Below the placeholder fields read zero values, and only the link was reported.
        #expect(best.name == "")
        #expect(events() == [.missing(type: "Row", field: "bestFriend")])
    }

    @Test func aNonNullListWithBadElementsDropsThemAndReportsOnce() throws {
        let json = Self.row.replacingOccurrences(of: #""tags":["a","b"]"#, with: #""tags":["a",null,"b",null]"#)
        let (store, data, events) = try data(#"{"data":{"rows":[\#(json)],"other":null}}"#)
        #expect(data.rows![0].tags == ["a", "b"])
        #expect(events() == [.unexpected(type: "Row", field: "tags")])
        withExtendedLifetime(store) {}
    }

    @Test func numbersAndBooleansReadAsTheirKinds() throws {
        let store = Store()
        let record = Record(key: "K:1", type: TypeID("K"))
        let slots = (0..<6).map { SlotID(TypeID("K"), "f\($0)") }
        record.write(.float(3.0), at: slots[0].index)
        record.write(.int(4), at: slots[1].index)
        record.write(.bool(true), at: slots[2].index)
        record.write(.float(2.5), at: slots[3].index)
        record.write(.scalars([.int(1), nil, .float(2.0)]), at: slots[4].index)
        record.write(.string("x"), at: slots[5].index)
        let anchor = Anchor(record: record, owner: Owner(store: store))
        #expect(anchor.scalar(slots[0], as: Int.self) == 3)
        #expect(anchor.scalar(slots[1], as: Double.self) == 4.0)
        #expect(anchor.scalar(slots[2], as: String.self) == "true")
        #expect(anchor.scalar(slots[3], as: Int.self) == nil)
        #expect(anchor.scalar(slots[2], as: Bool.self) == true)
        #expect(anchor.list(slots[4], of: Int.self) == [1, nil, 2])
        #expect(anchor.scalar(slots[5], as: Int.self) == nil)
        #expect(anchor.scalarNonNull(slots[5], as: Int.self) == 0)
    }
}

@Suite("Type conditions")
@MainActor
struct MembershipReadTests {
    @Test func membershipComesFromTheBuildOrTheResponse() throws {
        let store = Store()
        let bytes = try Fixtures.bytes("tests/union-unknown-type.json")
        let resolution = Resolution(TestUnionPlan.operation, variables: ["name": "robot"], store: store)
        store.commit(try Ingest.response(bytes, resolution: resolution).changes, kind: .server)
        let owner = Owner(store: store)
        let robot = Anchor(record: store.record("Robot:r1")!, owner: owner)
        let rick = Anchor(record: store.record("Character:1")!, owner: owner)
        #expect(robot.isMember(of: Types.Named_possible, condition: "Named"))
        #expect(robot.isMember(of: Types.Node_possible, condition: "Node"))
        #expect(!robot.isMember(of: [], condition: "Spelled"))
        #expect(rick.isMember(of: Types.Named_possible, condition: "Named"))
    }
}
