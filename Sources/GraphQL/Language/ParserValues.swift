/// Value literals, directives, arguments and type references.
extension Parser {
    /// A value; with `isConst`, variables are rejected as GraphQL.js rejects them.
    mutating func parseValueLiteral(isConst: Bool) throws -> Value {
        let token = lexer.token
        switch token.kind {
        case .bracketL:
            return try parseList(isConst: isConst)
        case .braceL:
            return try parseObject(isConst: isConst)
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
        return StringValue(token.value ?? "", block: token.kind == .blockString, loc: loc(token))
    }

    private mutating func parseList(isConst: Bool) throws -> Value {
        let start = lexer.token
        try enter()
        defer { leave() }
        let values = try any(.bracketL, .bracketR) { try $0.parseValueLiteral(isConst: isConst) }
        return .list(values, loc(start))
    }

    private mutating func parseObject(isConst: Bool) throws -> Value {
        let start = lexer.token
        try enter()
        defer { leave() }
        let fields = try any(.braceL, .braceR) { parser in
            let fieldStart = parser.lexer.token
            let name = try parser.parseName()
            try parser.expect(.colon)
            let value = try parser.parseValueLiteral(isConst: isConst)
            return ObjectField(name: name, value: value, loc: parser.loc(fieldStart))
        }
        return .object(fields, loc(start))
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

    /// `Name`, `[Type]`, either followed by `!`.
    mutating func parseTypeReference() throws -> TypeNode {
        let start = lexer.token
        var type: TypeNode
        if peek(.bracketL) {
            try enter()
            defer { leave() }
            try lexer.advance()
            let inner = try parseTypeReference()
            try expect(.bracketR)
            type = .list(inner, loc(start))
        } else {
            type = .named(try parseNamedType())
        }
        if try expectOptional(.bang) { type = .nonNull(type, loc(start)) }
        return type
    }
}
