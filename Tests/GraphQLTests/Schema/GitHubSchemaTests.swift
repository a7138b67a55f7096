import Foundation
import Testing
@testable import GraphQL

/// GitHub's published schema must load, leniently, with its facts intact.
@Suite struct GitHubSchemaTests {
    static let schema: Result<Schema, any Error> = Result { try buildSchema(sdl: SchemaTestSupport.githubSDL()) }

    @Test func loadsWithItsTypes() throws {
        let schema = try Self.schema.get()
        let introspection = Set(BuiltIns.introspectionTypeNames)
        // 1,597 definitions in the file plus the five built-in scalars it uses.
        #expect(schema.types.count == 1_610)
        #expect(schema.types.keys.filter { !introspection.contains($0) }.count == 1_602)
        #expect(schema.typeNames.count == schema.types.count)
        #expect(schema.rootType(.query)?.name == "Query")
        #expect(schema.rootType(.mutation)?.name == "Mutation")
        #expect(schema.rootType(.subscription) == nil)
        print("github.graphql: \(schema.types.count) types, \(schema.warnings.count) warnings")
        for warning in schema.warnings.prefix(5) { print("  warning: \(warning.message)") }
    }

    @Test func keepsFacts() throws {
        let schema = try Self.schema.get()
        let issue = try #require(schema.type(named: "Issue"))
        #expect(issue.interfaces.contains("Node"))
        let actor = try #require(schema.type(named: "Actor"))
        #expect(schema.possibleTypes(of: actor).map(\.name).contains("User"))
        #expect(schema.isPossibleType(actor, try #require(schema.type(named: "Organization"))))
        let issues = try #require(schema.type(named: "Repository")?.field("issues"))
        #expect(issues.argument("states")?.type.description == "[IssueState!]")
        #expect(issues.type.description == "IssueConnection!")
        let node = try #require(schema.type(named: "Node"))
        #expect(schema.possibleTypes(of: node).count > 200)
    }

    @Test func warnsOnlyAboutDeprecatedImplementations() throws {
        let schema = try Self.schema.get()
        #expect(!schema.warnings.isEmpty)
        for warning in schema.warnings {
            #expect(warning.message.contains("must not be deprecated"), "\(warning.message)")
            #expect(!warning.locations.isEmpty)
        }
    }

    @Test func buildsQuickly() throws {
        // Reported, not asserted: unit tests make no timing claims.
        let document = try parse(Source(SchemaTestSupport.githubSDL()))
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<20 {
            let elapsed = try clock.measure { _ = try buildSchema([document]) }
            best = min(best, elapsed)
        }
        print("github.graphql build (debug, after parsing): best of 20 = \(best)")
    }
}
