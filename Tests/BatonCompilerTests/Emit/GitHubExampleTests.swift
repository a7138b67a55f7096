import Foundation
import Testing
@testable import BatonCompiler

/// The GitHub example (`Examples/GitHub`) against GitHub's schema: its lens declares exactly
/// the fields its author wrote.
@Suite("Swift emitter: GitHub example")
struct GitHubExampleTests {
    static func output() throws -> [String: String] {
        let root = EmitGoldens.repositoryRoot
        let sdl = try String(contentsOf: root.appendingPathComponent("Examples/Schemas/github.graphql"), encoding: .utf8)
        var collector = DocumentCollector()
        let paths = ["Examples/GitHub/IssueRow.swift", "Examples/GitHub/IssuesScreen.swift"]
        for path in paths {
            collector.add(path: path, bytes: try [UInt8](Data(contentsOf: root.appendingPathComponent(path))))
        }
        let documents = paths.map { path in
            (path: path, texts: collector.documents.filter { $0.path == path }.map(\.source.text))
        }
        let input = try EmitInput.build(schema: sdl, config: BatonConfig(schema: "github.graphql"), documents: documents)
        return EmitGoldens.named(SwiftEmitter.emit(input))
    }

    @Test func outputIsTheGolden() throws {
        let folder = EmitGoldens.testsRoot.appendingPathComponent("Goldens/Swift/github")
        #expect(try EmitGoldens.compare(try Self.output(), folder: folder) == [])
    }

    /// `IssueRow_issue` has `number`, `title` and an optional `author` lens with `login`, and nothing else.
    @Test func issueRowDeclaresOnlyItsFields() throws {
        let row = try #require(try Self.output()["IssueRow.baton.swift"])
        let accessors = row.split(separator: "\n").filter { $0.contains("@MainActor public var") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(accessors == [
            "@MainActor public var number: Int { anchor.scalarNonNull(Slots.Issue.number) }",
            "@MainActor public var title: String { anchor.scalarNonNull(Slots.Issue.title) }",
            "@MainActor public var author: Author? { anchor.link(Slots.Issue.author) }",
            "@MainActor public var login: String { anchor.scalarNonNull(Slots.Actor.login) }",
        ])
    }
}
