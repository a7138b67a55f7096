import Testing
import GraphQL

/// The two generic hooks client frameworks use for fragment arguments:
/// `ValidationOptions.fragmentVariables` and `ValidationOptions.freeArgumentDirectives`.
@Suite("Fragment variables option")
struct FragmentVariablesOptionTests {
    static let schema = try! buildSchema(sdl: """
    type Query { picture(size: Int!): String name: String }
    directive @pass on FRAGMENT_SPREAD
    """)

    static func own(_ name: String, _ type: String, default value: Value? = nil) -> VariableDefinition {
        VariableDefinition(variable: Variable(name: Name(name)), type: try! parseType(Source(type)), defaultValue: value)
    }

    static func messages(_ text: String, _ options: ValidationOptions) throws -> [String] {
        validate(schema: schema, document: try parse(Source(text)), options: options).map(\.message)
    }

    @Test func aFragmentsOwnVariableIsNeitherUndefinedNorAnOperationsUsage() throws {
        let text = "query Q($size: Int!) { name ...F } fragment F on Query { picture(size: $size) }"
        // Without the option, $size of the operation is used by F.
        #expect(try Self.messages(text, ValidationOptions()) == [])
        // With F declaring its own $size, the operation's $size is unused and F's usage is F's.
        let options = ValidationOptions(fragmentVariables: ["F": [Self.own("size", "Int!")]])
        #expect(try Self.messages(text, options) == ["Variable '$size' is never used in operation 'Q'."])
        #expect(try Self.messages("query Q { ...F } fragment F on Query { picture(size: $size) }", options) == [])
    }

    @Test func ownVariablesAreCheckedAgainstTheirType() throws {
        let options = ValidationOptions(fragmentVariables: ["F": [Self.own("size", "String")]])
        #expect(try Self.messages("query Q { ...F } fragment F on Query { picture(size: $size) }", options)
                == ["Variable '$size' of type 'String' used in position expecting type 'Int!'."])
        let withDefault = ValidationOptions(fragmentVariables: ["F": [Self.own("size", "Int", default: .int("1", .none))]])
        #expect(try Self.messages("query Q { ...F } fragment F on Query { picture(size: $size) }", withDefault) == [])
    }

    @Test func freeArgumentDirectivesTakeAnyArgumentName() throws {
        let text = "query Q { ...F @pass(anything: 1) } fragment F on Query { name }"
        #expect(try Self.messages(text, ValidationOptions()) == ["Unknown argument 'anything' on directive '@pass'."])
        #expect(try Self.messages(text, ValidationOptions(freeArgumentDirectives: ["pass"])) == [])
    }
}
