/// Value literals, directives, arguments and type references.
extension Parser {
    /// A value; with `isConst`, variables are rejected as GraphQL.js rejects them.
    ///
    /// Nested lists and objects are kept on an explicit stack rather than the call stack, so
    /// deep values cost heap, not stack; ``enter()`` still bounds their depth.
    mutating func parseValueLiteral(isConst: Bool) throws -> Value {
        var open: [OpenValue] = []
        while true {
            // Only the flag is read from the open value: a copy of it would share its arrays
            // and make every append copy them.
            if let isList = open.last?.isList {
                if try expectOptional(isList ? .bracketR : .braceR) {
                    let closed = open.removeLast()
                    leave()
                    let value = closed.value(loc(closed.start))
                    if open.isEmpty { return value }
                    open[open.count - 1].append(value, end: lexer.baseOffset + lexer.lastTokenEnd)
                    continue
                }
                if !isList {
                    let fieldStart = lexer.token
                    let name = try parseName()
                    try expect(.colon)
                    open[open.count - 1].pendingField = (name, lexer.baseOffset + fieldStart.start)
                }
            }
            let token = lexer.token
            if token.kind == .bracketL || token.kind == .braceL {
                try enter()
                try lexer.advance()
                open.append(OpenValue(start: token, isList: token.kind == .bracketL))
                continue
            }
            let leaf = try parseLeafValue(isConst: isConst)
            if open.isEmpty { return leaf }
            open[open.count - 1].append(leaf, end: lexer.baseOffset + lexer.lastTokenEnd)
        }
    }

    /// A value that holds no other value: a scalar literal, an enum value or a variable.
    private mutating func parseLeafValue(isConst: Bool) throws -> Value {
        let token = lexer.token
        switch token.kind {
        case .int:
            try lexer.advance()
            return .int(token.value ?? "", loc(token))
        case .float:
            try lexer.advance()
            return .float(token.value ?? "", loc(token))
        case .string, .blockString:
            return .string(try parseStringLiteral())
        case .name:
            try lexer.advance()
            switch token.value {
            case "true": return .boolean(true, loc(token))
            case "false": return .boolean(false, loc(token))
            case "null": return .null(loc(token))
            default: return .enumValue(token.value ?? "", loc(token))
            }
        case .dollar:
            guard isConst else { return .variable(try parseVariable()) }
            try lexer.advance()
            if lexer.token.kind == .name, let name = lexer.token.value {
                throw lexer.error(token.start, "Unexpected variable \"$\(name)\" in constant value.")
            }
            throw unexpected(token)
        default:
            throw unexpected()
        }
    }

    /// A string or block string literal.
    mutating func parseStringLiteral() throws -> StringValue {
        let token = lexer.token
        try lexer.advance()
        guard token.kind == .blockString else { return StringValue(token.value ?? "", loc: loc(token)) }
        return StringValue(blockIn: source, range: token.start + 3 ..< token.end - 3, loc: loc(token))
    }

    /// `$name`.
    mutating func parseVariable() throws -> Variable {
        let start = lexer.token
        try expect(.dollar)
        let name = try parseName()
        return Variable(name: name, loc: loc(start))
    }

    /// `(name: value, …)`, or nothing.
    mutating func parseArguments(isConst: Bool) throws -> [Argument] {
        try optionalMany(.parenL, .parenR) { parser in
            let start = parser.lexer.token
            let name = try parser.parseName()
            try parser.expect(.colon)
            let value = try parser.parseValueLiteral(isConst: isConst)
            return Argument(name: name, value: value, loc: parser.loc(start))
        }
    }

    /// Zero or more `@name(args)`.
    mutating func parseDirectives(isConst: Bool) throws -> [Directive] {
        var directives: [Directive] = []
        while peek(.at) {
            let start = lexer.token
            try lexer.advance()
            let name = try parseName()
            let arguments = try parseArguments(isConst: isConst)
            directives.append(Directive(name: name, arguments: arguments, loc: loc(start)))
        }
        return directives
    }

    /// `Name`, `[Type]`, either followed by `!`. The brackets are counted, not recursed into.
    mutating func parseTypeReference() throws -> TypeNode {
        var opens: [Token] = []
        while peek(.bracketL) {
            try enter()
            opens.append(lexer.token)
            try lexer.advance()
        }
        let start = lexer.token
        var type = TypeNode.named(try parseNamedType())
        if try expectOptional(.bang) { type = .nonNull(type, loc(start)) }
        while let open = opens.popLast() {
            try expect(.bracketR)
            leave()
            type = .list(type, loc(open))
            if try expectOptional(.bang) { type = .nonNull(type, loc(open)) }
        }
        return type
    }
}

/// A list or object value whose closing bracket has not been read yet.
private struct OpenValue {
    let start: Token
    let isList: Bool
    var items: [Value] = []
    var fields: [ObjectField] = []
    /// An object field whose name and colon are read, waiting for its value (and the
    /// field's start offset).
    var pendingField: (Name, Int)?

    init(start: Token, isList: Bool) {
        self.start = start
        self.isList = isList
    }

    /// Adds a finished value: a list item, or the pending field's value.
    mutating func append(_ value: Value, end: Int) {
        if isList {
            items.append(value)
        } else if let (name, fieldStart) = pendingField {
            fields.append(ObjectField(name: name, value: value, loc: Location(start: fieldStart, end: end)))
            pendingField = nil
        }
    }

    /// The finished list or object.
    func value(_ loc: Location) -> Value {
        isList ? .list(items, loc) : .object(fields, loc)
    }
}
