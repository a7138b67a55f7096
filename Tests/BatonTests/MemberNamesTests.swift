import Testing
@_spi(Generated) @testable import Baton

/// Response member names matched as bytes against the plan's names (issue 14): by length and
/// first word, the expected member in place; names that share a length, a first word or a
/// prefix with a selected one are told apart.
@Suite("Member names")
@MainActor
struct MemberNamesTests {
    /// `{ place { id name dimension dimensions air_date } }`: `dimension` and `dimensions`
    /// share their first eight bytes and differ by one; `air_date` is eight bytes long.
    private static let place = PlanSelection(type: Types.Location, fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
        .scalar("dimension", ScalarShape(.string)), .scalar("dimensions", ScalarShape(.string)),
        .scalar("air_date", ScalarShape(.string)),
    ])
    private static let plan = PlanOperation(
        name: "Places", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [.link("place", PlanLink(place))]))

    private func values(_ object: String) throws -> [String: String] {
        let store = Store()
        try store.commitResponse(#"{"data":{"place":\#(object)}}"#, Self.plan, options: .partial)
        let record = try #require(store.record("client:root:place"))
        var out: [String: String] = [:]
        for name in ["id", "name", "dimension", "dimensions", "air_date"] {
            if case .string(let s) = record.value(at: SlotRegistry.shared.slot(Types.Location, name)) { out[name] = s }
        }
        return out
    }

    @Test func membersInThePlansOrderAndOutOfItMatchTheirFields() throws {
        let expected = ["id": "1", "name": "N", "dimension": "D", "dimensions": "DD", "air_date": "A"]
        #expect(try values(#"{"id":"1","name":"N","dimension":"D","dimensions":"DD","air_date":"A"}"#) == expected)
        #expect(try values(#"{"air_date":"A","dimensions":"DD","dimension":"D","name":"N","id":"1"}"#) == expected)
        #expect(try values(#"{ "dimensions" : "DD" , "air_date":"A","id":"1","dimension":"D","name":"N"}"#) == expected)
    }

    @Test func namesThatShareALengthAPrefixOrAFirstWordAreNotSelected() throws {
        let object = #"{"ie":"x","nam":"x","names":"x","dimensionz":"x","dimensio":"x","dimensionsx":"x","air_datf":"x","id":"1"}"#
        #expect(try values(object) == ["id": "1"])
    }

    @Test func anEscapedNameMatchesTheFieldItSpells() throws {
        #expect(try values(#"{"na\u006De":"N","\u0069d":"1","dimension\u0073":"DD"}"#) == ["name": "N", "id": "1", "dimensions": "DD"])
    }

    @Test func aNameCutOffAtTheEndOfTheBytesIsMalformed() throws {
        for text in [#"{"data":{"place":{"id"#, #"{"data":{"place":{"dimensions"#, #"{"data":{"place":{"dimension"#,
                     #"{"data":{"place":{"dimensions":"#] {
            #expect(throws: IngestError.self, "\(text)") { try ingest(text, Self.plan, options: .partial) }
        }
    }

    @Test func theMatcherTellsNamesByLengthAndBytes() {
        let names = MemberNames(["id", "name", "dimension", "dimensions", "air_date"].map { Array($0.utf8) })
        func match(_ text: String, expected: Int = 0) -> Int? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { names.match($0.baseAddress!, count: bytes.count, expected: expected) }
        }
        #expect(match("id") == 0)
        #expect(match("dimensions", expected: 2) == 3)
        #expect(match("dimension", expected: 3) == 2)
        #expect(match("air_date", expected: 9) == 4)
        #expect(match("dimensiox") == nil)
        #expect(match("Id") == nil)
        #expect(match("") == nil)
        func quoted(_ text: String, _ index: Int) -> Int? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { names.quotedLength(of: index, at: $0.baseAddress!, available: bytes.count) }
        }
        #expect(quoted(#"dimension":1"#, 2) == 9)
        #expect(quoted(#"dimensions":1"#, 2) == nil)
        #expect(quoted(#"dimension"#, 2) == nil)
        #expect(quoted(#"dimensions""#, 3) == 10)
        #expect(quoted(#"dimensionz""#, 3) == nil)
        #expect(quoted(#"id""#, 7) == nil)
    }
}
