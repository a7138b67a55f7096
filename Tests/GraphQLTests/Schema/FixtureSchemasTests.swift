import Foundation
import Testing
@testable import GraphQL

/// Every schema the graphql-core validation cases use must build, cleanly: operation
/// validation depends on them.
@Suite struct FixtureSchemasTests {
    struct Record: Decodable { var schema: String? }

    static func schemas() throws -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for file in ["validation.jsonl", "direct_validate_calls.jsonl", "sdl_validation.jsonl"] {
            let url = SchemaTestSupport.folder.appendingPathComponent("graphql-core/\(file)")
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                guard let sdl = try JSONDecoder().decode(Record.self, from: Data(line.utf8)).schema,
                      seen.insert(sdl).inserted else { continue }
                result.append(sdl)
            }
        }
        return result
    }

    @Test func allBuild() throws {
        let schemas = try Self.schemas()
        var built = 0, warned = 0
        for sdl in schemas {
            do {
                let schema = try buildSchema(sdl: sdl)
                built += 1
                // SDL-validation bases may lack a query type or fields; the validation schemas do not.
                if !schema.warnings.isEmpty { warned += 1 }
            } catch {
                Issue.record("\(error)\n\(sdl.prefix(300))")
            }
        }
        print("fixture schemas: \(built)/\(schemas.count) built, \(warned) with warnings")
        #expect(built == schemas.count)
    }

    @Test func validationSchemasHaveNoWarnings() throws {
        let url = SchemaTestSupport.folder.appendingPathComponent("graphql-core/validation.jsonl")
        var seen: Set<String> = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            guard let sdl = try JSONDecoder().decode(Record.self, from: Data(line.utf8)).schema,
                  seen.insert(sdl).inserted else { continue }
            let schema = try buildSchema(sdl: sdl)
            #expect(schema.warnings.isEmpty, "\(schema.warnings.map(\.message))\n\(sdl.prefix(200))")
        }
    }
}
