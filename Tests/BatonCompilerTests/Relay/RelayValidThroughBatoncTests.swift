import Foundation
import GraphQL
import Testing
@testable import BatonCompiler

/// Relay's successful compiles (`Fixtures/relay/valid`) as a user runs them: each fixture a
/// target on disk (Relay's test schema, its client extensions named by `baton.json`, the
/// document), checked by `batonc validate`, written by `batonc generate`, and each operation
/// Relay prints printed by `batonc print`, which must give Relay's text.
@Suite("Relay valid fixtures through batonc")
struct RelayValidThroughBatoncTests {
    @Test func everyFixtureBatonAcceptsGeneratesAndPrintsRelaysText() throws {
        let fixtures = try RelayFixture.valid()
        #expect(fixtures.count == 32)
        var generated = 0, printed = 0, equal = 0, known = 0
        for fixture in fixtures {
            let name = String(fixture.name.split(separator: ".").first!)
            guard RelayValidSurveyTests.refusedByBaton[name] == nil else { continue }
            let (folder, config, input) = try fixture.target()
            let outcome = GenerateCommand(input: .config(config), outDirectory: folder.url.appendingPathComponent("out").path,
                                          files: [input]).run()
            #expect(outcome.diagnostics.filter { $0.severity == .error }.map(\.description) == [], "\(name)")
            if outcome.exitCode == 0 { generated += 1 }
            let text = try String(contentsOf: RelayFixture.root.appendingPathComponent("valid/" + fixture.name), encoding: .utf8)
            for query in RelayValidConformanceTests.parseCase(name: name, text: text).queries {
                let expected = try parse(query)
                let operation = expected.operations.first?.name?.value ?? ""
                let print = PrintCommand(operationName: operation, input: .config(config), files: [input]).run()
                #expect(print.exitCode == 0, "\(name) \(operation): \(print.diagnostics.map(\.description))")
                printed += 1
                let ours = RelayValidConformanceTests.normalize(String(print.output.dropLast()))
                if ours == Printer.compact(expected) {
                    equal += 1
                } else if RelayValidConformanceTests.knownDifferences[name] != nil {
                    known += 1
                } else {
                    Issue.record("\(name) \(operation):\n  Relay  \(Printer.compact(expected))\n  batonc \(ours)")
                }
            }
            withExtendedLifetime(folder) {}
        }
        print("relay valid through batonc: \(generated) generated, \(printed) operations printed, \(equal) equal to "
              + "Relay's text, \(known) known differences")
        #expect(generated == 32 - RelayValidSurveyTests.refusedByBaton.count)
        #expect(equal + known == printed)
    }

    /// The two compiles the issue names, each through the three commands.
    @Test func appendEdgeAndAConstantVariableCompileAsInRelay() throws {
        for name in ["append-edge", "constant_variable_matches_constant_value"] {
            let fixture = try #require(try RelayFixture.valid().first { $0.name == name + ".expected" })
            let (folder, config, input) = try fixture.target()
            let validate = ValidateCommand(input: .config(config), files: [input]).run()
            #expect(validate.diagnostics.filter { $0.severity == .error }.map(\.description) == [], "\(name)")
            let generate = GenerateCommand(input: .config(config), outDirectory: folder.url.appendingPathComponent("out").path,
                                           files: [input]).run()
            #expect(generate.exitCode == 0, "\(name): \(generate.diagnostics.map(\.description))")
            withExtendedLifetime(folder) {}
        }
        let constant = try #require(try RelayFixture.valid().first { $0.name == "constant_variable_matches_constant_value.expected" })
        let (folder, config, input) = try constant.target()
        defer { withExtendedLifetime(folder) {} }
        let print = PrintCommand(operationName: "constantVariableMatchesConstantValue_TestQuery", input: .config(config),
                                 files: [input]).run()
        #expect(print.output == "query constantVariableMatchesConstantValue_TestQuery($id:ID!){"
                + "...constantVariableMatchesConstantValue_F_3kBhXp,node(id:$id){__typename,id}}"
                + "fragment constantVariableMatchesConstantValue_F_3kBhXp on Query{node(id:$id){__typename,id}}\n")
    }
}
