import Foundation
@testable import GraphQL

/// Shared helpers for the schema tests.
enum SchemaTestSupport {
    /// The fixtures folder in the test bundle.
    static var folder: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }

    /// GitHub's public schema text.
    static func githubSDL() throws -> String {
        try String(contentsOf: folder.appendingPathComponent("schemas/github.graphql"), encoding: .utf8)
    }

    /// Builds a schema from SDL text, failing the test on any error.
    static func build(_ sdl: String, options: SchemaBuildOptions = SchemaBuildOptions()) throws -> Schema {
        try buildSchema(sdl: sdl, options: options)
    }

    /// The messages a failed build threw, or [] when it built.
    static func buildErrors(_ sdl: String) -> [String] {
        do {
            _ = try buildSchema(sdl: sdl)
            return []
        } catch let errors as GraphQLErrors {
            return errors.errors.map(\.message)
        } catch {
            return ["\(error)"]
        }
    }
}
