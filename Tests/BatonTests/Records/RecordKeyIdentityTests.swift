import Testing
@_spi(Generated) @testable import Baton

/// `RecordKey.identity` reads an ordinary id (no `\`, no `:`) as a slice of the key and
/// unescapes any other: both must give back exactly the value `RecordKey.entity` wrote, and
/// nothing for a key that is not a single-value entity key of the type.
@Suite("Record keys: the id a key holds")
struct RecordKeyIdentityTests {
    /// Ids the slice reads (ordinary) and ids only the escaping rule reads.
    static let ids = ["h1", "", "1", "idée-長い", "🦸‍♀️", String(repeating: "x", count: 40),
                      "a:b", ":", "a\\b", "\\", "\\:", "a:b:c", "ends\\", ":starts", "é:長"]

    @Test(arguments: ids)
    func anEntityKeyGivesBackTheIdItWasWrittenWith(_ id: String) {
        let key = RecordKey.entity("Hero", [id])
        #expect(RecordKey.identity(of: key, type: "Hero") == id, "\(key)")
    }

    @Test(arguments: ids)
    func theOneValueKeyIsTheListKey(_ id: String) {
        #expect(RecordKey.entity("Hero", id) == RecordKey.entity("Hero", [id]))
        #expect(RecordKey.entity("Hero", id).utf8.elementsEqual(RecordKey.entity("Hero", [id]).utf8))
    }

    @Test func anOrdinaryIdIsTheKeysTailAsWritten() {
        for id in ["h1", "", "idée-長い", String(repeating: "y", count: 64)] {
            #expect(RecordKey.entity("Hero", [id]) == "Hero:" + id)
            #expect(RecordKey.identity(of: "Hero:" + id, type: "Hero") == id)
        }
    }

    @Test func keysThatAreNotOneValueOfTheTypeHoldNoId() {
        let keys = ["Hero:a:b", "Hero:1:Hero", "Hero:a\\", "Hero:a\\\\:b", "Heroes:1", "Hero", "Her",
                    "Villain:1", "", "client:root", RecordKey.entity("Hero", ["a", "b"]),
                    RecordKey.path(parent: "Hero:1", storageKey: "friend")]
        for key in keys {
            #expect(RecordKey.identity(of: key, type: "Hero") == nil, "\(key)")
        }
    }

    @Test func escapesAreReadBackOneByOne() {
        #expect(RecordKey.identity(of: #"Hero:a\:b"#, type: "Hero") == "a:b")
        #expect(RecordKey.identity(of: #"Hero:\\"#, type: "Hero") == #"\"#)
        #expect(RecordKey.identity(of: #"Hero:\x"#, type: "Hero") == "x")
        #expect(RecordKey.identity(of: #"Hero:é\:長"#, type: "Hero") == "é:長")
    }
}
