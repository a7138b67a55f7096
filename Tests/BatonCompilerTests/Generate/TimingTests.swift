import Foundation
import GraphQL
import Testing
@testable import BatonCompiler

/// `generate --timing` adds each phase's time to the report; without it the report holds no
/// times and is the same bytes every run.
@Suite("generate --timing")
struct TimingTests {
    static let schema = "type Query { character(id: ID!): Character } type Character { id: ID! name: String }"

    static func run(timing: Bool, in folder: ScratchFolder) throws -> [String: Any] {
        try folder.write("schema.graphql", Self.schema)
        let row = try folder.write("Row.graphql", "fragment Row_character on Character { name }")
        let screen = try folder.write("Screen.graphql", "query ScreenQuery($id: ID!) { character(id: $id) { ...Row_character } }")
        var command = GenerateCommand(input: .schema(folder.url.appendingPathComponent("schema.graphql").path),
                                      outDirectory: folder.url.path + "/out", reportPath: folder.url.path + "/report.json",
                                      files: [row, screen], workingDirectory: folder.url.path)
        command.timing = timing
        #expect(command.run().exitCode == 0)
        let data = try Data(contentsOf: folder.url.appendingPathComponent("report.json"))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    @Test func everyPhaseIsTimedInTheReport() throws {
        let report = try Self.run(timing: true, in: ScratchFolder())
        let timing = try #require(report["timing"] as? [String: Double])
        #expect(Set(timing.keys) == ["parse", "schema", "validate", "transform", "print", "plan", "emit", "total"])
        #expect(timing.values.allSatisfy { $0 >= 0 })
        let phases = timing.filter { $0.key != "total" }.values.reduce(0, +)
        #expect(abs(phases - timing["total"]!) < 0.01)
        #expect(timing["parse"]! > 0 && timing["schema"]! > 0 && timing["emit"]! > 0)
    }

    @Test func withoutTimingTheReportIsTheSameBytesEveryRun() throws {
        let folder = try ScratchFolder()
        let first = try Self.run(timing: false, in: folder)
        #expect(first["timing"] == nil)
        let bytes = try Data(contentsOf: folder.url.appendingPathComponent("report.json"))
        _ = try Self.run(timing: false, in: folder)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("report.json")) == bytes)
    }

    /// A phase timed inside another is taken out of it: the times do not count twice.
    @Test func nestedPhasesAreExclusive() {
        let phases = CompilePhases()
        CompilePhases.$current.withValue(phases) {
            CompilePhases.measure(.emit) {
                CompilePhases.measure(.plan) { Thread.sleep(forTimeInterval: 0.02) }
            }
        }
        let times = Dictionary(uniqueKeysWithValues: phases.durations.map { ($0.phase, $0.duration) })
        #expect(times[.plan]! >= .milliseconds(20))
        #expect(times[.emit]! < .milliseconds(20))
        #expect(times[.parse] == .zero)
    }
}
