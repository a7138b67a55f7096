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
        guard lexer.token.kind == .name else { throw expected(.name) }
        guard let value = lexer.token.value, let operation = OperationType(rawValue: value) else { throw unexpected() }
        try lexer.advance()
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
    ///
    /// Nested selection sets are kept on an explicit stack rather than the call stack, so deep
    /// documents cost heap, not stack; ``enter()`` still bounds their depth.
    mutating func parseSelectionSet() throws -> SelectionSet {
        var open: [OpenSelectionSet] = []
        try openSelectionSet(owner: .root, on: &open)
        while true {
            let top = open.count - 1
            let mayClose = !open[top].selections.isEmpty || options.allowEmptySelectionSets
            if mayClose, try expectOptional(.braceR) {
                let closed = open.removeLast()
                leave()
                let selectionSet = SelectionSet(selections: closed.selections, loc: loc(closed.start))
                switch closed.owner {
                case .root:
                    return selectionSet
                case .field(var field, let start):
                    field.selectionSet = selectionSet
                    field.loc = loc(start)
                    open[open.count - 1].selections.append(.field(field))
                case .inlineFragment(var fragment, let start):
                    fragment.selectionSet = selectionSet
                    fragment.loc = loc(start)
                    open[open.count - 1].selections.append(.inlineFragment(fragment))
                }
                continue
            }
            if let selection = try parseSelectionHead(on: &open) {
                open[open.count - 1].selections.append(selection)
            }
        }
    }

    /// Reads `{` and pushes a selection set for `owner`.
    private mutating func openSelectionSet(owner: SelectionSetOwner, on open: inout [OpenSelectionSet]) throws {
        let start = lexer.token
        if start.kind == .braceL { try enter() }
        try expect(.braceL)
        open.append(OpenSelectionSet(start: start, owner: owner))
    }

    /// Reads a selection up to its own selection set: returns a finished selection, or nil
    /// after pushing the selection set it opens.
    private mutating func parseSelectionHead(on open: inout [OpenSelectionSet]) throws -> Selection? {
        let start = lexer.token
        if start.kind == .spread {
            try lexer.advance()
            let hasTypeCondition = try expectOptionalKeyword("on")
            if !hasTypeCondition && peek(.name) {
                let name = try parseFragmentName()
                let directives = try parseDirectives(isConst: false)
                return .fragmentSpread(FragmentSpread(name: name, directives: directives, loc: loc(start)))
            }
            let typeCondition = hasTypeCondition ? try parseNamedType() : nil
            let directives = try parseDirectives(isConst: false)
            let fragment = InlineFragment(typeCondition: typeCondition, directives: directives,
                                          selectionSet: SelectionSet(selections: []))
            try openSelectionSet(owner: .inlineFragment(fragment, start), on: &open)
            return nil
        }
        let nameOrAlias = try parseName()
        var field = Field(name: nameOrAlias)
        if try expectOptional(.colon) {
            field.alias = nameOrAlias
            field.name = try parseName()
        }
        field.arguments = try parseArguments(isConst: false)
        field.directives = try parseDirectives(isConst: false)
        if peek(.braceL) {
            try openSelectionSet(owner: .field(field, start), on: &open)
            return nil
        }
        field.loc = loc(start)
        return .field(field)
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

/// What a selection set being read belongs to, finished once the set closes.
private enum SelectionSetOwner {
    /// An operation or fragment definition: the set is the result.
    case root
    /// A field (and its first token), waiting for its selection set.
    case field(Field, Token)
    /// An inline fragment (and its first token), waiting for its selection set.
    case inlineFragment(InlineFragment, Token)
}

/// A selection set whose `}` has not been read yet.
private struct OpenSelectionSet {
    let start: Token
    let owner: SelectionSetOwner
    var selections: [Selection] = []
}
