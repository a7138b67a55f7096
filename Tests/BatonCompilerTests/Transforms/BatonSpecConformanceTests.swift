import Foundation
import Testing
@testable import BatonCompiler

/// The baton-spec documents (`Fixtures/baton-spec`, see its README): every `sources/*.graphql`
/// compiled as one unit with `tests/baton.json`, each operation's text compared byte for
/// byte with `documents/<Name>.graphql`.
@Suite("baton-spec documents")
struct BatonSpecConformanceTests {
    static let folder = TestCompiler.fixtures.appendingPathComponent("baton-spec")

    static func compiled() throws -> [CompiledOperation] {
        let config = try #require({
            var reader = ConfigReader()
            return reader.read(Array(try Data(contentsOf: folder.appendingPathComponent("tests/baton.json"))))
        }())
        let context = try TestCompiler.context(schema: try TestCompiler.read("baton-spec/tests/schema.graphql"),
                                               extensions: [try TestCompiler.read("baton-spec/tests/extensions.graphql")],
                                               identity: config.identity)
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sources").path)
            .sorted().map { try TestCompiler.read("baton-spec/sources/" + $0) }
        return try TestCompiler.compile(sources, context: context)
    }

    static func documents() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("documents").path).sorted()
            .map { file in
                var text = try TestCompiler.read("baton-spec/documents/" + file)
                if text.hasSuffix("\n") { text.removeLast() }
                return (String(file.dropLast(".graphql".count)), text)
            }
    }

    @Test func everyDocumentIsPrintedExactly() throws {
        let compiled = try Self.compiled()
        let documents = try Self.documents()
        var equal = 0
        for document in documents {
            let text = compiled.first { $0.name == document.name }?.text
            if text == document.text {
                equal += 1
            } else {
                Issue.record("\(document.name):\n  expected \(document.text)\n  printed  \(text ?? "nothing")")
            }
        }
        print("baton-spec documents: \(equal)/\(documents.count) equal")
        #expect(equal == documents.count)
    }
}
