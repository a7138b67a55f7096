/// The kinds of lexical token, as GraphQL.js names them in its messages.
enum TokenKind: UInt8, Sendable {
    case sof, eof
    case bang, dollar, amp, parenL, parenR, spread, colon, equals, at, bracketL, bracketR, braceL, pipe, braceR
    case name, int, float, string, blockString

    /// How GraphQL.js writes the kind in a message: punctuators quoted, others by name.
    var description: String {
        switch self {
        case .sof: "<SOF>"
        case .eof: "<EOF>"
        case .name: "Name"
        case .int: "Int"
        case .float: "Float"
        case .string: "String"
        case .blockString: "BlockString"
        default: "\"\(punctuator)\""
        }
    }

    /// The punctuator's text; empty for other kinds.
    var punctuator: String {
        switch self {
        case .bang: "!"
        case .dollar: "$"
        case .amp: "&"
        case .parenL: "("
        case .parenR: ")"
        case .spread: "..."
        case .colon: ":"
        case .equals: "="
        case .at: "@"
        case .bracketL: "["
        case .bracketR: "]"
        case .braceL: "{"
        case .pipe: "|"
        case .braceR: "}"
        default: ""
        }
    }
}

/// One token: its kind, its byte range in the source (local offsets, without the base offset)
/// and, for names, numbers and `"…"` strings, its value (escapes resolved). A block string's
/// value is left unmade: the lexer's `value(of:)` makes it from the source.
struct Token: Sendable {
    var kind: TokenKind
    var start: Int
    var end: Int
    var value: String?
}
