/// One entry of `errors` as read, before it is placed.
struct RawError: Sendable {
    typealias Step = ResponsePathStep
    let message: String
    /// Nil when absent or unreadable (a path element that is neither a name nor an
    /// integer, like `0.0`): such an error is unplaced.
    let path: [Step]?
    let extensions: JSONValue?

    /// The dotted path: names and indices; a negative index is left out, as the
    /// negative-error-index fixture stores `characters.results.name`.
    var dottedPath: String {
        (path ?? []).compactMap { step -> String? in
            switch step {
            case .key(let name): return name
            case .index(let i): return i >= 0 ? String(i) : nil
            }
        }.joined(separator: ".")
    }

    var fieldError: FieldError { FieldError(message: message, path: dottedPath, extensions: extensions) }
}

extension JSONReader {
    /// Reads `errors`: a list of objects with `message`, `path`, `extensions`.
    mutating func readErrors() throws -> [RawError] {
        if try consumeNull() { return [] }
        guard consume(UInt8(ascii: "[")) else { throw fail("errors is not a list") }
        var errors: [RawError] = []
        if consume(UInt8(ascii: "]")) { return errors }
        repeat { errors.append(try readError()) } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
        return errors
    }

    private mutating func readError() throws -> RawError {
        try expect(UInt8(ascii: "{"))
        var message = "", path: [RawError.Step]?, extensions: JSONValue?
        if !consume(UInt8(ascii: "}")) {
            repeat {
                let name = try decode(try readStringSpan())
                try expect(UInt8(ascii: ":"))
                switch name {
                case "message" where peek() == UInt8(ascii: "\""): message = try readString()
                case "path": path = try readPath()
                case "extensions": extensions = try readJSONValue()
                default: try skipValue()
                }
            } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        }
        return RawError(message: message, path: path, extensions: extensions)
    }

    /// A path of names and integer indices; nil when any step is neither (`0.0`).
    mutating func readPath() throws -> [RawError.Step]? {
        guard consume(UInt8(ascii: "[")) else { try skipValue(); return nil }
        var steps: [RawError.Step] = []
        var valid = true
        if consume(UInt8(ascii: "]")) { return steps }
        repeat {
            let c = peek()
            if c == UInt8(ascii: "\"") {
                steps.append(.key(try readString()))
            } else if c == UInt8(ascii: "-") || (c.map { $0 >= 48 && $0 <= 57 } ?? false) {
                let token = try readNumber()
                if !token.hasFraction, !token.hasExponent, let i = int64(token), let n = Int(exactly: i) {
                    steps.append(.index(n))
                } else {
                    valid = false
                }
            } else {
                try skipValue()
                valid = false
            }
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
        return valid ? steps : nil
    }
}

extension ResponseReader {

    /// Places an error on the last field its path reaches. The walk stops at
    /// a null, a link the response does not continue, or a missing index.
    /// Inside an incremental item the walk starts at the item's record, and a path must
    /// begin with the item's path.
    mutating func place(_ error: RawError) -> Bool {
        guard let path = error.path, let root = rootRecord,
              path.starts(with: pathPrefix) else { return false }
        var record = root
        var variant = walkStart ?? resolution.root.variant(for: resolution.root.type)
        var landed: (record: Int, slot: Int, caught: Bool)?
        var i = pathPrefix.count
        walk: while i < path.count {
            guard case .key(let name) = path[i], let fieldIndex = variant.field(name) else { break }
            let field = variant.fields[fieldIndex]
            landed = (record, field.slot, field.isCaught)
            i += 1
            guard case .link(let link) = field.kind,
                  let value = changes.records[record].lastValue(field.slot) else { break }
            let next: Int
            switch value {
            case .link(let child): next = child
            case .links(let children):
                guard i < path.count, case .index(let n) = path[i], n >= 0, n < children.count,
                      let child = children[n] else { break walk }
                i += 1
                next = child
            default: break walk
            }
            record = next
            let type = changes.records[next].type
            variant = link.selection.variant(for: type, answered: learned[type] ?? [])
        }
        guard let landed else { return false }
        changes.errors.append(PlacedError(record: landed.record, slot: landed.slot,
                                          error: error.fieldError, isCaught: landed.caught))
        return true
    }
}
