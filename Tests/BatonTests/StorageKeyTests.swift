import Testing
@_spi(Generated) @testable import Baton

/// Storage keys and record keys (SPEC §4.5, §5.1).
@Suite("Keys")
struct StorageKeyTests {
    @Test func argumentsAreSortedAndNullsLeftOut() {
        #expect(StorageKeys.render("notes", values: [("first", 2), ("after", nil)]) == "notes(first:2)")
        #expect(StorageKeys.render("notes", values: [("after", nil)]) == "notes")
        #expect(StorageKeys.render("f", values: [("b", true), ("a", "x")]) == #"f(a:"x",b:true)"#)
    }

    @Test func valuesRenderAsCanonicalJSON() {
        let filter: JSONValue = ["status": "Alive", "name": "Rick", "list": [1, nil, 2.5]]
        #expect(StorageKeys.render("characters", values: [("filter", filter)])
                == #"characters(filter:{"list":[1,null,2.5],"name":"Rick","status":"Alive"})"#)
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf\u{1}g/é") == #""a\"b\\c\nd\re\tf\u0001g/é""#)
        #expect(JSONText.quoted("\u{8}\u{c}") == #""\u0008\u000c""#)
    }

    @Test func floatsUseTheShortestRoundTripForm() {
        let cases: [(Double, String)] = [(2, "2.0"), (1000, "1000.0"), (-0.0, "-0.0"), (-0.0025, "-0.0025"),
                                         (0.5, "0.5"), (1e16, "1e+16"), (0.00001, "1e-05"),
                                         (Double("9007199254740993")!, "9007199254740992.0"), (0.1, "0.1")]
        for (value, text) in cases { #expect(JSONText.float(value) == text) }
    }

    @Test func dynamicKeysRenderVariablesAndDropLoneNulls() {
        let key = DynamicKey("characters", [
            DynamicArgument("filter", [.literal(#"{"name":"#), .variable("name"), .literal(#","status":"Alive"}"#)]),
            DynamicArgument("page", [.variable("page")]),
        ])
        #expect(StorageKeys.render(key, variables: ["name": "Rick"]) == #"characters(filter:{"name":"Rick","status":"Alive"})"#)
        #expect(StorageKeys.render(key, variables: ["page": nil]) == #"characters(filter:{"name":null,"status":"Alive"})"#)
        #expect(StorageKeys.render(key, variables: ["page": 1.5, "name": "a"]) == #"characters(filter:{"name":"a","status":"Alive"},page:1.5)"#)
    }

    @Test func recordKeys() {
        #expect(RecordKey.entity("Character", ["a,b"]) == "Character:a,b")
        // A single value is escaped too, so an id never reads as a path (issue 16).
        #expect(RecordKey.entity("Character", ["a:b"]) == #"Character:a\:b"#)
        #expect(RecordKey.entity("Quote", ["A:B", #"C\D"#]) == #"Quote:A\:B:C\\D"#)
        #expect(RecordKey.path(parent: "client:root", storageKey: #"search(name:"a")"#, index: 0,
                               concreteType: "Character") == #"client:root:search(name:"a"):0:Character"#)
        #expect(RecordKey.placeholder("Location") == "client:placeholder:Location")
    }

    @Test func slotsAreDensePerTypeAndStable() {
        let type = TypeID("SlotTestType")
        let a = SlotRegistry.shared.slot(type, "a")
        let b = SlotRegistry.shared.slot(type, "b")
        #expect(a == 0 && b == 1)
        #expect(SlotRegistry.shared.slot(type, "a") == 0)
        #expect(SlotRegistry.shared.storageKey(type, 1) == "b")
        #expect(TypeID("SlotTestType") == type)
        #expect(type.name == "SlotTestType")
    }
}
