import Foundation
import Testing
@testable import BatonCompiler

/// The report's per-lens accessors (SPEC §3.1, since 0.14), pinned as a golden over the
/// emitter's golden fixture, which holds every accessor shape.
@Suite("report accessors")
struct ReportAccessorTests {
    private static var fixture: URL { TestCompiler.fixtures.appendingPathComponent("Emit/golden") }
    private static var golden: URL { EmitGoldens.testsRoot.appendingPathComponent("Goldens/Report/golden.report.json") }

    /// The report `generate --report` writes for the golden fixture.
    private func report() throws -> String {
        let scratch = try ScratchFolder()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixture.path).sorted()
        let files = names.filter { $0.hasSuffix(".graphql") && $0 != "schema.graphql" }
            .map { Self.fixture.appendingPathComponent($0).path }
        let command = GenerateCommand(input: .config(Self.fixture.appendingPathComponent("baton.json").path),
                                      outDirectory: scratch.url.path + "/out", reportPath: scratch.url.path + "/report.json",
                                      files: files, workingDirectory: Self.fixture.path)
        let outcome = command.run()
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let bytes = try #require(FileManager.default.contents(atPath: scratch.url.path + "/report.json"))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theGoldenFixturesReportListsEveryLensAccessor() throws {
        let text = try report()
        if EmitGoldens.updating {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try text.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: Self.golden, encoding: .utf8)))
    }

    @Test func theReportIsDeterministic() throws {
        #expect(try report() == (try report()))
    }

    @Test func shapeWordsAreWrittenInTheirFixedOrder() {
        let accessor = LensAccessor(name: "x", key: "x", shape: [.throws, .lens, .optional, .list])
        #expect(accessor.json.rendered == """
        {
          "name": "x",
          "key": "x",
          "shape": [
            "optional",
            "list",
            "lens",
            "throws"
          ]
        }

        """)
    }

    @Test func nestedAccessorsAreSortedByName() {
        let accessor = LensAccessor(name: "a", key: "a", accessors: [LensAccessor(name: "b", key: "b"),
                                                                     LensAccessor(name: "a", key: "z")])
        #expect(accessor.accessors?.map(\.name) == ["a", "b"])
    }
}
