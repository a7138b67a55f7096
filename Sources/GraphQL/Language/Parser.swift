/// Parses a whole GraphQL document: operations, fragments and type-system definitions.
///
/// Throws a ``GraphQLError`` worded as GraphQL.js words it
/// (`Syntax Error: Expected Name, found <EOF>.`), located at one offset. Nesting of selection
/// sets, list and object values and list types is limited to ``maxParserNestingDepth`` levels.
public func parse(_ source: Source, options: ParseOptions = ParseOptions()) throws -> Document {
    try Parser.run(source, options: options) { try $0.parseDocument() }
}

/// Parses GraphQL text named `GraphQL request`.
public func parse(_ text: String, options: ParseOptions = ParseOptions()) throws -> Document {
    try parse(Source(text), options: options)
}

/// Choices that relax the grammar; the defaults accept exactly the GraphQL.js language.
public struct ParseOptions: Hashable, Sendable {
    /// Accept `{ }` as a selection set. GraphQL.js rejects it (`Expected Name, found "}".`);
    /// graphql-core's validation tests parse a few such documents to test validation rules.
    public var allowEmptySelectionSets: Bool

    /// Makes options.
    public init(allowEmptySelectionSets: Bool = false) {
        self.allowEmptySelectionSets = allowEmptySelectionSets
    }
}

/// Parses a single value literal (variables allowed), e.g. `{a: [1, $x]}`.
public func parseValue(_ source: Source) throws -> Value {
    try Parser.run(source) { parser in
        try parser.lexer.advance()
        let value = try parser.parseValueLiteral(isConst: false)
        try parser.expect(.eof)
        return value
    }
}

/// Parses a single type reference, e.g. `[String!]!`.
public func parseType(_ source: Source) throws -> TypeNode {
    try Parser.run(source) { parser in
        try parser.lexer.advance()
        let type = try parser.parseTypeReference()
        try parser.expect(.eof)
        return type
    }
}

/// How deep selection sets, list and object values and list types may nest, together: deeper
/// input is a syntax error (`Document nesting exceeds 1000 levels.`, at the token that would
/// go deeper).
///
/// The parser reads nesting with explicit stacks, so its own stack use does not grow with
/// depth; the limit bounds what walks the tree afterwards (printers, validation, transforms
/// recurse over it).
public let maxParserNestingDepth = 1000

/// A parser following GraphQL.js's grammar functions, so errors come out at the same tokens
/// with the same words. Definitions are read by recursive descent; nested selection sets,
/// values and list types by loops over explicit stacks.
struct Parser {
    var lexer: Lexer
    let options: ParseOptions
    /// The source read: a block string's value keeps its place in it.
    let source: Source
    /// Current nesting of selection sets, lists, objects and list types.
    private var depth = 0

    init(lexer: Lexer, source: Source, options: ParseOptions = ParseOptions()) {
        self.lexer = lexer
        self.source = source
        self.options = options
    }

    /// Runs `body` with a parser over the source's bytes.
    static func run<T>(_ source: Source, options: ParseOptions = ParseOptions(),
                       _ body: (inout Parser) throws -> T) throws -> T {
        try source.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(lexer: Lexer(bytes: buffer, baseOffset: source.baseOffset), source: source, options: options)
            return try body(&parser)
        }
    }

    // MARK: Token helpers

    /// Whether the current token is of a kind.
    @inline(__always)
    func peek(_ kind: TokenKind) -> Bool { lexer.token.kind == kind }

    /// Consumes a token of a kind, or fails with `Expected X, found Y.`
    ///
    /// It returns nothing: keeping the token past ``Lexer/advance()`` meant copying it, and a
    /// token's copy went through the generic optional witness for its value (over a hundred
    /// instructions, on every punctuator and name of a schema).
    mutating func expect(_ kind: TokenKind) throws {
        guard lexer.token.kind == kind else { throw expected(kind) }
        try lexer.advance()
    }

    /// `Expected X, found Y.` at the current token.
    func expected(_ kind: TokenKind) -> GraphQLError {
        lexer.error(lexer.token.start, "Expected \(kind.description), found \(lexer.describe(lexer.token)).")
    }

    /// Consumes a token of a kind if it is the current one.
    mutating func expectOptional(_ kind: TokenKind) throws -> Bool {
        guard lexer.token.kind == kind else { return false }
        try lexer.advance()
        return true
    }

    /// Consumes a name with a given value, or fails with `Expected "on", found Y.`
    mutating func expectKeyword(_ value: String) throws {
        let token = lexer.token
        guard token.kind == .name && token.value == value else {
            throw lexer.error(token.start, "Expected \"\(value)\", found \(lexer.describe(token)).")
        }
        try lexer.advance()
    }

    /// Consumes a name with a given value if it is the current token.
    mutating func expectOptionalKeyword(_ value: String) throws -> Bool {
        guard lexer.token.kind == .name && lexer.token.value == value else { return false }
        try lexer.advance()
        return true
    }

    /// `Unexpected X.` at a token (the current one by default).
    func unexpected(_ token: Token? = nil) -> GraphQLError {
        let token = token ?? lexer.token
        return lexer.error(token.start, "Unexpected \(lexer.describe(token)).")
    }

    /// The span from a node's first token to the last token consumed.
    @inline(__always)
    func loc(_ start: Token) -> Location {
        Location(start: lexer.baseOffset + start.start, end: lexer.baseOffset + lexer.lastTokenEnd)
    }

    /// Enters one more level of nesting, failing past ``maxParserNestingDepth``. Pair with
    /// ``leave()``.
    mutating func enter() throws {
        guard depth < maxParserNestingDepth else {
            throw lexer.error(lexer.token.start, "Document nesting exceeds \(maxParserNestingDepth) levels.")
        }
        depth += 1
    }

    /// Leaves a level entered with ``enter()``.
    mutating func leave() { depth -= 1 }

    // MARK: Lists of nodes

    /// `open item+ close`: one or more items.
    mutating func many<T>(_ open: TokenKind, _ close: TokenKind, _ item: (inout Parser) throws -> T) throws -> [T] {
        try expect(open)
        var nodes: [T] = []
        repeat { nodes.append(try item(&self)) } while try !expectOptional(close)
        return nodes
    }

    /// `(open item+ close)?`: nothing when `open` is absent, else one or more items.
    mutating func optionalMany<T>(_ open: TokenKind, _ close: TokenKind,
                                  _ item: (inout Parser) throws -> T) throws -> [T] {
        guard try expectOptional(open) else { return [] }
        var nodes: [T] = []
        repeat { nodes.append(try item(&self)) } while try !expectOptional(close)
        return nodes
    }

    /// `open item* close`: zero or more items.
    mutating func any<T>(_ open: TokenKind, _ close: TokenKind, _ item: (inout Parser) throws -> T) throws -> [T] {
        try expect(open)
        var nodes: [T] = []
        while try !expectOptional(close) { nodes.append(try item(&self)) }
        return nodes
    }

    /// `delimiter? item (delimiter item)*`: a leading delimiter is allowed.
    mutating func delimitedMany<T>(_ delimiter: TokenKind, _ item: (inout Parser) throws -> T) throws -> [T] {
        _ = try expectOptional(delimiter)
        var nodes: [T] = []
        repeat { nodes.append(try item(&self)) } while try expectOptional(delimiter)
        return nodes
    }

    // MARK: Names

    /// A name token.
    mutating func parseName() throws -> Name {
        guard lexer.token.kind == .name else { throw expected(.name) }
        let value = lexer.token.value ?? "", start = lexer.token.start
        try lexer.advance()
        return Name(value, loc: Location(start: lexer.baseOffset + start, end: lexer.baseOffset + lexer.lastTokenEnd))
    }

    /// A named type reference.
    mutating func parseNamedType() throws -> NamedType {
        let start = lexer.token
        let name = try parseName()
        return NamedType(name: name, loc: loc(start))
    }
}
