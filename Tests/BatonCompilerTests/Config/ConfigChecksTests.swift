import Foundation
import GraphQL
import Testing
@testable import BatonCompiler

private let sdl = """
type Query {
  character(id: ID!): Character
  node(id: ID!): Node
  search(name: String): [Character]
  quote(base: String!, quote: String!): Quote
  pair(a: Int!, b: Int!): Pair
  keyless(id: ID!): Keyless
  count: Int
  anything(id: ID!): Anything
}
type Mutation { rename(id: ID!): Character }
interface Node { id: ID! }
interface Named { name: String! slug: String! }
type Character implements Node & Named { id: ID! name: String! slug: String! score: Float alive: Boolean tags: [String] friend: Character }
type Quote { base: String! quote: String! rate: Float }
type Pair implements Node & Named { id: ID! name: String! slug: String! a: Int! b: Int! }
type Keyless { label: String }
union Anything = Character | Quote
scalar Decimal
enum Status { ALIVE DEAD }
input Filter { name: String }
"""

private func check(_ json: String, schema: String = sdl, language: Language = .swift) throws -> ConfigChecks.Outcome {
    var reader = ConfigReader()
    let read = reader.read(Array(json.utf8))
    let config = try #require(read, "reader: \(reader.problems)")
    let built = try buildSchema([try parse(Source(bytes: Array(schema.utf8), name: "schema.graphql"))])
    return ConfigChecks.run(config, schema: built, language: language)
}

private func problems(_ json: String, schema: String = sdl, language: Language = .swift) throws -> [String] {
    try check(json, schema: schema, language: language).problems
}

@Suite("config checks: identity")
struct IdentityCheckTests {
    @Test func defaultKeysTypesThatHaveTheFieldsAndPathKeysTheRest() throws {
        let outcome = try check(#"{"schema": "s"}"#)
        #expect(outcome.problems.isEmpty)
        #expect(outcome.identity.key(of: "Character") == ["id"])
        #expect(outcome.identity.key(of: "Quote") == nil)
        #expect(outcome.identity.key(of: "Keyless") == nil)
        #expect(outcome.identity.key(of: "Query") == nil)
    }

    @Test func anEntryKeysItsTypeInOrder() throws {
        let outcome = try check(#"{"schema": "s", "identity": {"types": {"Quote": ["base", "quote"]}}}"#)
        #expect(outcome.problems.isEmpty)
        #expect(outcome.identity.key(of: "Quote") == ["base", "quote"])
    }

    @Test func unknownField() throws {
        #expect(try problems(#"{"schema": "s", "identity": {"types": {"Quote": ["uuid"]}}}"#)
                == ["identity.types.Quote: 'Quote' has no field 'uuid'"])
    }

    @Test func unknownType() throws {
        #expect(try problems(#"{"schema": "s", "identity": {"types": {"Asset": ["id"]}}}"#)
                == ["identity.types.Asset: the schema has no type 'Asset'"])
    }

    @Test func aTypeThatCannotHaveAKey() throws {
        #expect(try problems(#"{"schema": "s", "identity": {"types": {"Anything": ["id"]}}}"#)
                == ["identity.types.Anything: 'Anything' is a union; only object types and interfaces have keys"])
    }

    @Test func aListIsRefused() throws {
        #expect(try problems(#"{"schema": "s", "identity": {"types": {"Character": ["tags"]}}}"#)
                == ["identity.types.Character: 'Character.tags' is a list ([String]); a key field is a single scalar"])
    }

    @Test func aLinkIsRefused() throws {
        #expect(try problems(#"{"schema": "s", "identity": {"types": {"Character": ["friend"]}}}"#)
                == ["identity.types.Character: 'Character.friend' is a link to Character; keys through links are refused"])
    }

    @Test func aFloatIsRefused() throws {
        #expect(try problems(#"{"schema": "s", "identity": {"types": {"Quote": ["rate"]}}}"#)
                == ["identity.types.Quote: 'Quote.rate' is a Float; a key field may not be a Float or a Boolean"])
    }

    @Test func aBooleanIsRefused() throws {
        #expect(try problems(#"{"schema": "s", "identity": {"types": {"Character": ["alive"]}}}"#)
                == ["identity.types.Character: 'Character.alive' is a Boolean; a key field may not be a Float or a Boolean"])
    }

    @Test func anInterfaceEntryAppliesToImplementersWithoutTheirOwn() throws {
        let outcome = try check(#"{"schema": "s", "identity": {"types": {"Named": ["slug"], "Pair": ["a", "b"]}}}"#)
        #expect(outcome.problems.isEmpty)
        #expect(outcome.identity.key(of: "Character") == ["slug"])
        #expect(outcome.identity.key(of: "Pair") == ["a", "b"])
    }

    @Test func twoInterfacesWithDifferentEntriesNeedTheObjectsOwn() throws {
        let json = #"{"schema": "s", "identity": {"types": {"Named": ["slug"], "Node": ["id"]}}}"#
        #expect(try problems(json) == [
            "identity.types: 'Character' implements Node [id] and Named [slug], whose entries differ; give 'Character' its own entry",
            "identity.types: 'Pair' implements Node [id] and Named [slug], whose entries differ; give 'Pair' its own entry",
        ])
        let fixed = #"{"schema": "s", "identity": {"types": {"Named": ["slug"], "Node": ["id"], "Character": ["id"], "Pair": ["id"]}}}"#
        #expect(try problems(fixed).isEmpty)
    }
}

@Suite("config checks: lookups")
struct LookupCheckTests {
    private func lookup(_ body: String, identity: String = "") throws -> [String] {
        try problems(#"{"schema": "s", "lookups": [\#(body)]\#(identity)}"#)
    }

    @Test func validLookupsPass() throws {
        #expect(try lookup(#"{"field": "Query.character", "type": "Character", "argument": "id"}, {"field": "Query.node", "argument": "id"}"#).isEmpty)
        #expect(try lookup(#"{"field": "Query.quote", "type": "Quote", "arguments": ["base", "quote"]}"#,
                           identity: #", "identity": {"types": {"Quote": ["base", "quote"]}}"#).isEmpty)
    }

    @Test func unknownParentType() throws {
        #expect(try lookup(#"{"field": "Root.character", "type": "Character", "argument": "id"}"#)
                == ["lookups[0]: the schema has no type 'Root'"])
    }

    @Test func unknownField() throws {
        #expect(try lookup(#"{"field": "Query.person", "type": "Character", "argument": "id"}"#)
                == ["lookups[0]: 'Query' has no field 'person'"])
    }

    @Test func unknownArgument() throws {
        #expect(try lookup(#"{"field": "Query.character", "type": "Character", "argument": "uuid"}"#)
                == ["lookups[0]: 'Query.character' has no argument 'uuid'"])
    }

    @Test func typeDiffersFromTheReturnType() throws {
        #expect(try lookup(#"{"field": "Query.character", "type": "Pair", "argument": "id"}"#)
                == ["lookups[0]: 'type' is Pair, but 'Query.character' returns Character"])
    }

    @Test func typeIsRequiredForAnObject() throws {
        #expect(try lookup(#"{"field": "Query.character", "argument": "id"}"#)
                == ["lookups[0]: 'type' is required, because 'Query.character' returns the object type Character"])
    }

    @Test func typeIsOmittedForAnInterfaceOrUnion() throws {
        #expect(try lookup(#"{"field": "Query.node", "type": "Character", "argument": "id"}"#)
                == ["lookups[0]: 'type' (Character) must be omitted, because 'Query.node' returns an interface, Node"])
        #expect(try lookup(#"{"field": "Query.anything", "type": "Character", "argument": "id"}"#)
                == ["lookups[0]: 'type' (Character) must be omitted, because 'Query.anything' returns a union, Anything"])
    }

    @Test func anAbstractLookupTakesOneArgument() throws {
        #expect(try lookup(#"{"field": "Query.node", "arguments": ["id", "id"]}"#)
                == ["lookups[0]: a lookup through an interface takes one argument, not 2"])
    }

    @Test func argumentCountMustEqualTheKeysFieldCount() throws {
        #expect(try lookup(#"{"field": "Query.quote", "type": "Quote", "argument": "base"}"#,
                           identity: #", "identity": {"types": {"Quote": ["base", "quote"]}}"#)
                == ["lookups[0]: Quote is keyed by 2 field(s) (base, quote), but the lookup names 1 argument(s)"])
    }

    @Test func theTypeMustHaveAKey() throws {
        #expect(try lookup(#"{"field": "Query.keyless", "type": "Keyless", "argument": "id"}"#)
                == ["lookups[0]: Keyless has no key (see identity), so nothing can be looked up by it"])
    }

    @Test func theFieldMustReturnASingleEntity() throws {
        #expect(try lookup(#"{"field": "Query.count", "type": "Int", "argument": "id"}"#)
                == ["lookups[0]: 'Query.count' has no argument 'id'", "lookups[0]: 'Query.count' returns Int, not a single object, interface or union"])
    }

    @Test func spellingAndArgumentFormAreTheReadersChecks() {
        var reader = ConfigReader()
        _ = reader.read(Array(#"{"schema": "s", "lookups": [{"field": "character", "argument": "id", "arguments": ["id"]}]}"#.utf8))
        #expect(reader.problems == ["lookups[0] must give exactly one of 'argument' and 'arguments'",
                                    "lookups[0].field must be spelled 'Type.field', not 'character'"])
    }
}

@Suite("config checks: transient")
struct TransientCheckTests {
    @Test func validEntriesPass() throws {
        #expect(try problems(#"{"schema": "s", "transient": {"types": ["Character", "Node"], "fields": ["Query.search", "Mutation.rename"]}}"#).isEmpty)
    }

    @Test func unknownType() throws {
        #expect(try problems(#"{"schema": "s", "transient": {"types": ["Secret"]}}"#)
                == ["transient.types: the schema has no type 'Secret'"])
    }

    @Test func aTypeThatIsNotAnObjectOrInterface() throws {
        #expect(try problems(#"{"schema": "s", "transient": {"types": ["Anything", "Status"]}}"#)
                == ["transient.types: 'Anything' is a union; only object types and interfaces can be transient",
                    "transient.types: 'Status' is an enum; only object types and interfaces can be transient"])
    }

    @Test func unknownField() throws {
        #expect(try problems(#"{"schema": "s", "transient": {"fields": ["Query.secrets"]}}"#)
                == ["transient.fields: 'Query' has no field 'secrets'"])
    }

    @Test func aNonRootParent() throws {
        #expect(try problems(#"{"schema": "s", "transient": {"fields": ["Character.name"]}}"#)
                == ["transient.fields: 'Character.name' is not a root field; 'Character' is not a root type"])
        #expect(try problems(#"{"schema": "s", "transient": {"fields": ["Nope.name"]}}"#)
                == ["transient.fields: the schema has no type 'Nope' (in 'Nope.name')"])
    }

    @Test func aMalformedFieldIsTheReadersCheck() {
        var reader = ConfigReader()
        _ = reader.read(Array(#"{"schema": "s", "transient": {"fields": ["Query"]}}"#.utf8))
        #expect(reader.problems == ["transient.fields entries must be spelled 'Type.field', not 'Query'"])
    }
}

@Suite("config checks: customScalarTypes")
struct CustomScalarCheckTests {
    @Test func aMappedCustomScalarPasses() throws {
        #expect(try problems(#"{"schema": "s", "customScalarTypes": {"Decimal": "Foundation.Decimal"}}"#).isEmpty)
    }

    @Test func aScalarTheSchemaLacks() throws {
        #expect(try problems(#"{"schema": "s", "customScalarTypes": {"Money": "Foundation.Decimal"}}"#)
                == ["customScalarTypes.Money: the schema has no scalar 'Money'"])
    }

    @Test func aNonScalar() throws {
        #expect(try problems(#"{"schema": "s", "customScalarTypes": {"Status": "String"}}"#)
                == ["customScalarTypes.Status: 'Status' is an enum, not a scalar"])
    }

    @Test func aBuiltInScalar() throws {
        #expect(try problems(#"{"schema": "s", "customScalarTypes": {"ID": "UUID"}}"#)
                == ["customScalarTypes.ID: 'ID' is a built-in scalar; only custom scalars can be mapped"])
    }

    @Test func aMissingEntryForTheRunsLanguage() throws {
        let kotlinOnly = #"{"schema": "s", "customScalarTypes": {"Decimal": {"kotlin": "java.math.BigDecimal"}}}"#
        #expect(try problems(kotlinOnly) == ["customScalarTypes.Decimal: no Swift type is given, and this run writes Swift"])
        #expect(try problems(kotlinOnly, language: .kotlin).isEmpty)
        #expect(try problems(#"{"schema": "s", "customScalarTypes": {"Decimal": "Foundation.Decimal"}}"#, language: .kotlin)
                == ["customScalarTypes.Decimal: no Kotlin type is given, and this run writes Kotlin"])
    }
}

@Suite("config checks: root type names")
struct RootNamingCheckTests {
    @Test func renamedRootsAreFine() throws {
        #expect(try problems(#"{"schema": "s"}"#, schema: "schema { query: query_root } type query_root { a: Int }").isEmpty)
    }

    @Test func anotherTypeHoldingTheStoreName() throws {
        let schema = "schema { query: query_root } type query_root { q: Query } type Query { a: Int }"
        #expect(try problems(#"{"schema": "s"}"#, schema: schema)
                == ["the query root type is 'query_root', which the store names 'Query', but the schema has another type named 'Query'"])
    }

    @Test func aRootImplementingAnInterface() throws {
        let schema = "interface Node { id: ID! } type Query implements Node { id: ID! }"
        #expect(try problems(#"{"schema": "s"}"#, schema: schema)
                == ["the query root type 'Query' implements Node; a root type may not implement an interface"])
    }

    @Test func aRootInAUnion() throws {
        let schema = "type Query { a: Int } type Other { b: Int } union Any = Query | Other"
        #expect(try problems(#"{"schema": "s"}"#, schema: schema)
                == ["the query root type 'Query' is a member of the union 'Any'; a root type may not belong to a union"])
    }
}

@Suite("config checks: baton-spec")
struct BatonSpecConfigTests {
    @Test func theConformanceConfigPassesItsChecks() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("baton-spec/tests")
        let config = folder.appendingPathComponent("baton.json").path
        let target = try TargetLoader(input: .config(config), files: []).load().get()
        #expect(target.diagnostics.isEmpty, "\(target.diagnostics)")
        #expect(target.identity.key(of: "Asset") == ["uuid"])
        #expect(target.identity.key(of: "Quote") == ["base", "quote"])
        #expect(target.identity.key(of: "Character") == ["id"])
    }
}
