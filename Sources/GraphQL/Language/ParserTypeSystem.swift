/// Type-system definitions and extensions.
extension Parser {
    /// `"description" schema @dir { query: Q … }`.
    mutating func parseSchemaDefinition() throws -> SchemaDefinition {
        let start = lexer.token
        let description = try parseDescription()
        try expectKeyword("schema")
        let directives = try parseDirectives(isConst: true)
        let operationTypes = try many(.braceL, .braceR) { try $0.parseOperationTypeDefinition() }
        return SchemaDefinition(description: description, directives: directives, operationTypes: operationTypes,
                                loc: loc(start))
    }

    /// `query: TypeName`.
    private mutating func parseOperationTypeDefinition() throws -> OperationTypeDefinition {
        let start = lexer.token
        let operation = try parseOperationType()
        try expect(.colon)
        let type = try parseNamedType()
        return OperationTypeDefinition(operation: operation, type: type, loc: loc(start))
    }

    /// A named type definition of any kind, after an optional description.
    mutating func parseTypeDefinition() throws -> TypeDefinition {
        let start = lexer.token
        let description = try parseDescription()
        let keyword = lexer.token.value ?? ""
        try lexer.advance()
        return try parseTypeBody(kind: Parser.typeKinds[keyword] ?? .scalar, description: description, start: start,
                                 isExtension: false)
    }

    /// `extend schema …` or `extend <kind> Name …`; an extension must add something.
    mutating func parseTypeSystemExtension() throws -> Definition {
        let keyword = try lexer.lookahead()
        guard keyword.kind == .name, let value = keyword.value else { throw unexpected(keyword) }
        let start = lexer.token
        if value == "schema" {
            try lexer.advance()
            try lexer.advance()
            let directives = try parseDirectives(isConst: true)
            let operationTypes = try optionalMany(.braceL, .braceR) { try $0.parseOperationTypeDefinition() }
            if directives.isEmpty && operationTypes.isEmpty { throw unexpected() }
            return .schema(SchemaDefinition(directives: directives, operationTypes: operationTypes,
                                            isExtension: true, loc: loc(start)))
        }
        if value == "directive" {
            try lexer.advance()
            return try parseDirectiveExtension(start: start)
        }
        guard let kind = Parser.typeKinds[value] else { throw unexpected(keyword) }
        try lexer.advance()
        try lexer.advance()
        let definition = try parseTypeBody(kind: kind, description: nil, start: start, isExtension: true)
        let isEmpty = definition.interfaces.isEmpty && definition.directives.isEmpty && definition.fields.isEmpty
            && definition.unionMembers.isEmpty && definition.enumValues.isEmpty && definition.inputFields.isEmpty
        if isEmpty { throw unexpected() }
        return .type(definition)
    }

    /// The type keywords and the kinds they introduce.
    private static let typeKinds: [String: TypeKind] = [
        "scalar": .scalar, "type": .object, "interface": .interface, "union": .union, "enum": .enum,
        "input": .inputObject,
    ]

    /// What follows a type keyword: the name, then what the kind allows, in the grammar's order.
    /// The parts are read into locals and the definition made once at the end: filling in a
    /// made definition, and setting its description after, copied the whole definition
    /// (a retain of each part, later a release) two or three times per type.
    private mutating func parseTypeBody(kind: TypeKind, description: StringValue?, start: Token,
                                        isExtension: Bool) throws -> TypeDefinition {
        let name = try parseName()
        var interfaces: [NamedType] = [], fields: [FieldDefinition] = [], unionMembers: [NamedType] = []
        var enumValues: [EnumValueDefinition] = [], inputFields: [InputValueDefinition] = []
        if kind == .object || kind == .interface { interfaces = try parseImplementsInterfaces() }
        let directives = try parseDirectives(isConst: true)
        switch kind {
        case .scalar:
            break
        case .object, .interface:
            fields = try optionalMany(.braceL, .braceR) { try $0.parseFieldDefinition() }
        case .union:
            unionMembers = try expectOptional(.equals) ? try delimitedMany(.pipe) { try $0.parseNamedType() } : []
        case .enum:
            enumValues = try optionalMany(.braceL, .braceR) { try $0.parseEnumValueDefinition() }
        case .inputObject:
            inputFields = try optionalMany(.braceL, .braceR) { try $0.parseInputValueDefinition() }
        }
        return TypeDefinition(kind: kind, description: description, name: name, interfaces: interfaces,
                              directives: directives, fields: fields, unionMembers: unionMembers,
                              enumValues: enumValues, inputFields: inputFields, isExtension: isExtension,
                              loc: loc(start))
    }

    /// `implements A & B` (a leading `&` allowed), or nothing.
    private mutating func parseImplementsInterfaces() throws -> [NamedType] {
        try expectOptionalKeyword("implements") ? try delimitedMany(.amp) { try $0.parseNamedType() } : []
    }

    /// `"description" name(args): Type @dir`.
    private mutating func parseFieldDefinition() throws -> FieldDefinition {
        let start = lexer.token
        let description = try parseDescription()
        let name = try parseName()
        let arguments = try parseArgumentDefinitions()
        try expect(.colon)
        let type = try parseTypeReference()
        let directives = try parseDirectives(isConst: true)
        return FieldDefinition(description: description, name: name, arguments: arguments, type: type,
                               directives: directives, loc: loc(start))
    }

    /// `(arg: Type = default, …)`, or nothing.
    private mutating func parseArgumentDefinitions() throws -> [InputValueDefinition] {
        try optionalMany(.parenL, .parenR) { try $0.parseInputValueDefinition() }
    }

    /// `"description" name: Type = default @dir`.
    private mutating func parseInputValueDefinition() throws -> InputValueDefinition {
        let start = lexer.token
        let description = try parseDescription()
        let name = try parseName()
        try expect(.colon)
        let type = try parseTypeReference()
        let defaultValue = try expectOptional(.equals) ? try parseValueLiteral(isConst: true) : nil
        let directives = try parseDirectives(isConst: true)
        return InputValueDefinition(description: description, name: name, type: type, defaultValue: defaultValue,
                                    directives: directives, loc: loc(start))
    }

    /// `"description" VALUE @dir`; `true`, `false` and `null` are reserved.
    private mutating func parseEnumValueDefinition() throws -> EnumValueDefinition {
        let start = lexer.token
        let description = try parseDescription()
        let token = lexer.token
        if token.kind == .name, let value = token.value, value == "true" || value == "false" || value == "null" {
            throw lexer.error(token.start, "\(lexer.describe(token)) is reserved and cannot be used for an enum value.")
        }
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        return EnumValueDefinition(description: description, name: name, directives: directives, loc: loc(start))
    }

    /// `"description" directive @name(args) repeatable on A | B`.
    mutating func parseDirectiveDefinition() throws -> DirectiveDefinition {
        let start = lexer.token
        let description = try parseDescription()
        try expectKeyword("directive")
        try expect(.at)
        let name = try parseName()
        let arguments = try parseArgumentDefinitions()
        let directives = try parseDirectives(isConst: true)
        let repeatable = try expectOptionalKeyword("repeatable")
        try expectKeyword("on")
        let locations = try delimitedMany(.pipe) { parser in
            let token = parser.lexer.token
            let location = try parser.parseName()
            guard Parser.directiveLocations.contains(location.value) else { throw parser.unexpected(token) }
            return location
        }
        return DirectiveDefinition(description: description, name: name, arguments: arguments,
                                   repeatable: repeatable, locations: locations, directives: directives,
                                   loc: loc(start))
    }

    /// The location names a directive definition may list: the specification's, plus the two
    /// GraphQL.js 17 adds (fragment variables, and directives on directive definitions).
    private static let directiveLocations: Set<String> = Set(DirectiveLocation.allCases.map(\.rawValue))
        .union(["FRAGMENT_VARIABLE_DEFINITION", "DIRECTIVE_DEFINITION"])

    /// `extend directive @name @dir …` (after `extend`): it must add directives.
    private mutating func parseDirectiveExtension(start: Token) throws -> Definition {
        try expectKeyword("directive")
        try expect(.at)
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        if directives.isEmpty { throw unexpected() }
        return .directive(DirectiveDefinition(name: name, locations: [], directives: directives, isExtension: true,
                                              loc: loc(start)))
    }
}
