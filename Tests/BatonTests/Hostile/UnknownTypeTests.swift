import Testing
@_spi(Generated) @testable import Baton

/// `__typename`s the plan does not know live no longer than the store that met them
/// (issue 16, defect 2).
@Suite("Unknown types")
@MainActor
struct UnknownTypeTests {
    static func things(_ names: some Sequence<String>) -> String {
        let items = names.map { #"{"__typename":"\#($0)","__isNode":"\#($0)","id":"1","name":"n"}"# }
        return #"{"data":{"things":["# + items.joined(separator: ",") + "]}}"
    }

    @Test func unknownTypeNamesAreForgottenWithTheStore() throws {
        do {
            let store = Store()
            try store.commitResponse(Self.things((0..<1_000).map { "HostileJunkA\($0)" }), HostileThingsPlan.operation)
            #expect(store.record("HostileJunkA7:1")?.type.name == "HostileJunkA7")
        }
        #expect(TypeRegistry.shared.lookup("HostileJunkA7") == nil)
    }
}
