import Testing
import GraphQL
@testable import BatonCompiler

/// A generated refetch query's `Data` lens shows the authored part only: the path to the
/// fragment spread, never `__typename` or `id` added by the transforms (SPEC §4.7).
@Suite("generated query Data lens")
struct GeneratedQueryDataTests {
    @Test func theNodeRefetchQueryShowsTheNodeLinkAndTheSpreadOnly() throws {
        let accessors = SwiftEmitter.emit(try EmitGoldens.input(fixture: "golden")).accessors.operations
        let node = try #require(accessors["RefetchNameQuery"])
        #expect(node.map(\.name) == ["node"])
        #expect(node.first?.accessors?.map(\.name) == ["refetchName"])
        #expect(node.first?.accessors?.first?.fragment == "RefetchName_character")
        #expect(accessors["RefetchRootQuery"]?.map(\.name) == ["refetchRoot"])
    }

    @Test func onlyPathsToSpreadsAreKept() throws {
        let document = try parse(Source("{ a { __typename ...F id b { c } } d ... on Q { e } ... on Q { f { ...G } } }"))
        guard case .operation(let operation)? = document.definitions.first else { Issue.record("no operation"); return }
        let reduced = GeneratedQuerySelection.spreadPaths(operation.selectionSet)
        #expect(Printer.compact(reduced) == "{a{...F},...on Q{f{...G}}}")
    }
}
