/// The document, its definitions, and operations, fragments and selections.
extension Parser {
    /// `Definition+` up to the end of input; an empty document is an error, as in GraphQL.js.
    mutating func parseDocument() throws -> Document {
        let start = lexer.token
        let definitions = try many(.sof, .eof) { try $0.parseDefinition() }
        return Document(definitions: definitions, loc: loc(start))
    }

    /// One top-level definition, chosen by its keyword (looking past a description).
    mutating func parseDefinition() throws -> Definition {
        if peek(.braceL) { return .operation(try parseOperationDefinition()) }
        let hasDescription = peekDescription
        let keyword = hasDescription ? try lexer.lookahead() : lexer.token
        if hasDescription && keyword.kind == .braceL {
            throw lexer.error(lexer.token.start,
                              "Unexpected description, descriptions are not supported on shorthand queries.")
        }
        if keyword.kind == .name {
            switch keyword.value {
            case "schema": return .schema(try parseSchemaDefinition())
            case "scalar", "type", "interface", "union", "enum", "input":
                return .type(try parseTypeDefinition())
            case "directive": return .directive(try parseDirectiveDefinition())
            case "query", "mutation", "subscription": return .operation(try parseOperationDefinition())
            case "fragment": return .fragment(try parseFragmentDefinition())
            case "extend":
                if hasDescription {
                    throw lexer.error(lexer.token.start,
                                      "Unexpected description, only GraphQL definitions support descriptions.")
                }
                return try parseTypeSystemExtension()
            default: break
            }
        }
        throw unexpected(keyword)
    }

    /// Whether a description (string or block string) comes next.
    var peekDescription: Bool { peek(.string) || peek(.blockString) }

    /// A description, if one comes next.
    mutating func parseDescription() throws -> StringValue? {
        peekDescription ? try parseStringLiteral() : nil
    }

    /// `query Name($v: T) @dir { … }` or the shorthand `{ … }`.
    mutating func parseOperationDefinition() throws -> OperationDefinition {
        let start = lexer.token
        if peek(.braceL) {
            let selectionSet = try parseSelectionSet()
            return OperationDefinition(operation: .query, selectionSet: selectionSet, loc: loc(start))
        }
        let description = try parseDescription()
        let operation = try parseOperationType()
        let name = peek(.name) ? try parseName() : nil
        let variables = try optionalMany(.parenL, .parenR) { try $0.parseVariableDefinition() }
        let directives = try parseDirectives(isConst: false)
        let selectionSet = try parseSelectionSet()
        return OperationDefinition(description: description, operation: operation, name: name,
                                   variableDefinitions: variables, directives: directives,
                                   selectionSet: selectionSet, loc: loc(start))
    }

    /// `query`, `mutation` or `subscription`.
    mutating func parseOperationType() throws -> OperationType {
        let token = try expect(.name)
        guard let value = token.value, let operation = OperationType(rawValue: value) else {
            throw unexpected(token)
        }
        return operation
    }

    /// `"description" $name: Type = default @dir`.
    private mutating func parseVariableDefinition() throws -> VariableDefinition {
        let start = lexer.token
        let description = try parseDescription()
        let variable = try parseVariable()
        try expect(.colon)
        let type = try parseTypeReference()
        let defaultValue = try expectOptional(.equals) ? try parseValueLiteral(isConst: true) : nil
        let directives = try parseDirectives(isConst: true)
        return VariableDefinition(description: description, variable: variable, type: type,
                                  defaultValue: defaultValue, directives: directives, loc: loc(start))
    }

    /// `{ selection+ }`.
    mutating func parseSelectionSet() throws -> SelectionSet {
        let start = lexer.token
        try enter()
        defer { leave() }
        let selections = try many(.braceL, .braceR) { try $0.parseSelection() }
        return SelectionSet(selections: selections, loc: loc(start))
    }

    private mutating func parseSelection() throws -> Selection {
        peek(.spread) ? try parseFragment() : .field(try parseField())
    }

    /// `alias: name(args) @dir { … }`.
    private mutating func parseField() throws -> Field {
        let start = lexer.token
        let nameOrAlias = try parseName()
        var alias: Name?
        var name = nameOrAlias
        if try expectOptional(.colon) {
            alias = nameOrAlias
            name = try parseName()
        }
        let arguments = try parseArguments(isConst: false)
        let directives = try parseDirectives(isConst: false)
        let selectionSet = peek(.braceL) ? try parseSelectionSet() : nil
        return Field(alias: alias, name: name, arguments: arguments, directives: directives,
                     selectionSet: selectionSet, loc: loc(start))
    }

    /// `...Name @dir` or `... on Type @dir { … }`.
    private mutating func parseFragment() throws -> Selection {
        let start = lexer.token
        try expect(.spread)
        let hasTypeCondition = try expectOptionalKeyword("on")
        if !hasTypeCondition && peek(.name) {
            let name = try parseFragmentName()
            let directives = try parseDirectives(isConst: false)
            return .fragmentSpread(FragmentSpread(name: name, directives: directives, loc: loc(start)))
        }
        let typeCondition = hasTypeCondition ? try parseNamedType() : nil
        let directives = try parseDirectives(isConst: false)
        let selectionSet = try parseSelectionSet()
        return .inlineFragment(InlineFragment(typeCondition: typeCondition, directives: directives,
                                              selectionSet: selectionSet, loc: loc(start)))
    }

    /// `"description" fragment Name on Type @dir { … }`.
    mutating func parseFragmentDefinition() throws -> FragmentDefinition {
        let start = lexer.token
        let description = try parseDescription()
        try expectKeyword("fragment")
        let name = try parseFragmentName()
        try expectKeyword("on")
        let typeCondition = try parseNamedType()
        let directives = try parseDirectives(isConst: false)
        let selectionSet = try parseSelectionSet()
        return FragmentDefinition(description: description, name: name, typeCondition: typeCondition,
                                  directives: directives, selectionSet: selectionSet, loc: loc(start))
    }

    /// A fragment's name: any name but `on`.
    private mutating func parseFragmentName() throws -> Name {
        if lexer.token.kind == .name && lexer.token.value == "on" { throw unexpected() }
        return try parseName()
    }
}
