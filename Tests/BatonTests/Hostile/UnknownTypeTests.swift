import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// `__typename`s the plan does not know live no longer than the store that met them
/// (issue 16, defect 2), cost no slot table each, and are bounded per store.
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
            #expect(store.numbering.scopedTypeCount == 1_000)
        }
        #expect(TypeRegistry.shared.lookup("HostileJunkA7") == nil)
    }

    @Test func endingTheSessionLetsItsTypesGo() async throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(HostileThings(), Payload(Data(Self.things(["HostileJunkB1"]).utf8)))
        #expect(TypeRegistry.shared.lookup("HostileJunkB1") != nil)
        await env.end()
        #expect(TypeRegistry.shared.lookup("HostileJunkB1") == nil)
    }

    @Test func twoStoresShareATypeUntilBothLetGo() throws {
        var one: Store? = Store()
        let two = Store()
        try one!.commitResponse(Self.things(["HostileJunkC1"]), HostileThingsPlan.operation)
        try two.commitResponse(Self.things(["HostileJunkC1"]), HostileThingsPlan.operation)
        let type = try #require(one!.record("HostileJunkC1:1")?.type)
        #expect(two.record("HostileJunkC1:1")?.type == type)
        one = nil
        #expect(TypeRegistry.shared.lookup("HostileJunkC1") == type)
        #expect(type.name == "HostileJunkC1")
        withExtendedLifetime(two) {}
    }

    @Test func aTypeTheBuildNamesLaterIsKept() throws {
        let type: TypeID
        do {
            let store = Store()
            try store.commitResponse(Self.things(["HostileJunkD1"]), HostileThingsPlan.operation)
            type = try #require(store.record("HostileJunkD1:1")?.type)
            #expect(TypeID("HostileJunkD1") == type)
        }
        #expect(TypeRegistry.shared.lookup("HostileJunkD1") == type)
        #expect(type.name == "HostileJunkD1")
    }

    @Test func aStoreHoldsAtMostSoManyUnknownTypes() throws {
        let store = Store()
        let limit = TypeRegistry.scopedLimitPerStore
        try store.commitResponse(Self.things((0..<limit).map { "HostileJunkE\($0)" }), HostileThingsPlan.operation)
        let before = StoreExport.text(of: store)
        let error = #expect(throws: IngestError.self) {
            try store.commitResponse(Self.things(["HostileJunkE\(limit)"]), HostileThingsPlan.operation)
        }
        #expect(error?.message.contains("type names the build does not know") == true)
        #expect(StoreExport.text(of: store) == before)
        // A type the store already holds still reads.
        try store.commitResponse(Self.things(["HostileJunkE0"]), HostileThingsPlan.operation)
    }

    @Test func unknownTypesShareOneVariantPerSetOfConditions() throws {
        let store = Store()
        let resolution = Resolution(HostileThingsPlan.operation, store: store)
        try store.commitResponse(Self.things((0..<1_000).map { "HostileJunkF\($0)" }), resolution)
        let things = try #require(resolution.root.variant(for: .query).fields.first)
        guard case .link(let link) = things.kind else { Issue.record("things is a link"); return }
        #expect(link.selection.cachedVariantCount == 1)
        // Every junk type reads its slots from one shared numbering.
        let a = try #require(store.record("HostileJunkF1:1")), b = try #require(store.record("HostileJunkF2:1"))
        #expect(SlotID(a.type, "name").index == SlotID(b.type, "name").index)
        #expect(a.value(at: SlotID(a.type, "name").index) == .string("n"))
    }
}

/// `HostileThingsPlan` as an operation value, for the environment.
struct HostileThings: Query {
    var holder: QueryHolder<HostileThings>?
    static let name = "HostileThings"
    static let document: Document = .text("")
    var variables: Variables { Variables() }
    static let plan = HostileThingsPlan.operation
    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}
