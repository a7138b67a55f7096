import Foundation
import Testing

/// The example's lenses and operation values come from BatonPlugin, never from its own
/// sources: no file there declares a `Lens` or an operation type, and the views declare the
/// documents the generated types are named after.
@Suite("The example's sources")
struct ExampleSourcesTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/RickAndMorty")

    static func swiftSources() throws -> [String: String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var sources: [String: String] = [:]
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            sources[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return sources
    }

    @Test func noSourceWritesALensOrAnOperationByHand() throws {
        let sources = try Self.swiftSources()
        #expect(sources.count >= 10)
        for (path, text) in sources {
            for conformance in [": Lens", ": Query", "init(anchor:", "PlanOperation("] {
                #expect(!text.contains(conformance), "\(path) contains \(conformance)")
            }
        }
    }

    @Test func theViewsDeclareTheDocumentsTheGeneratedTypesAreNamedAfter() throws {
        let sources = try Self.swiftSources()
        let declarations = [
            "Views/CharacterRow.swift": "fragment CharacterRow_character on Character",
            "Views/CharacterScreen.swift": "fragment CharacterDetail_character on Character",
            "Views/CharactersScreen.swift": "query CharactersScreenQuery($page: Int)",
        ]
        for (path, document) in declarations {
            let text = try #require(sources[path])
            #expect(text.contains("@Fragment(\"\"\"") || text.contains("@Query(\"\"\""))
            #expect(text.contains(document))
        }
        #expect(sources["Views/CharacterScreen.swift"]?.contains("query CharacterDetailQuery($id: ID!)") == true)
    }

    /// Every view declares its marker and has no hand-written init (the memberwise init takes
    /// the lens or the query value; a mutation's action binds to the environment it is called
    /// in); no view holds a handle, and the screens read `query.phase`.
    @Test func everyViewDeclaresItsMarkerAndNoInit() throws {
        let views = try Self.swiftSources().filter { $0.key.hasPrefix("Views/") }
        #expect(views.count == 5)
        for (path, text) in views {
            let structs = text.components(separatedBy: "\nstruct ").count - 1
            let markers = ["@Fragment(", "@Query(", "@Mutation("].map { text.components(separatedBy: $0).count - 1 }
            #expect(structs >= 1 && markers.reduce(0, +) == structs, "\(path): \(structs) views, \(markers) markers")
            let inits = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("init(") }
            #expect(inits.isEmpty, "\(path) writes an init")
            #expect(!text.contains("OperationHandle"), "\(path) holds a handle")
        }
        for screen in ["Views/CharacterScreen.swift", "Views/CharactersScreen.swift", "Views/EpisodeScreen.swift"] {
            #expect(views[screen]?.contains("switch query.phase {") == true, "\(screen) does not read query.phase")
        }
    }
}
