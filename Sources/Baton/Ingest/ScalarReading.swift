extension ResponseReader {
    /// A scalar field's value by its shape: lists keep their nulls, an Int
    /// field takes a whole-number float, custom scalars and enums keep their text.
    /// `earlier` is the string the change set holds for the field when the record was met
    /// before: a string spelled the same is reused.
    mutating func readScalar(_ shape: ScalarShape, field: ResolvedField, earlier: String? = nil) throws -> ChangeValue {
        if try json.consumeNull() { return .null }
        guard shape.isList else {
            guard let value = try readOne(shape.kind, field: field, earlier: earlier) else {
                throw json.fail("null inside '\(field.responseKey)'")
            }
            return value.changeValue
        }
        guard json.consume(UInt8(ascii: "[")) else {
            throw json.fail("'\(field.responseKey)' expects a list")
        }
        var items: [ScalarValue?] = []
        if json.consume(UInt8(ascii: "]")) { return .scalars(items) }
        repeat {
            if try json.consumeNull() { items.append(nil); continue }
            items.append(try readOne(shape.kind, field: field))
        } while json.consume(UInt8(ascii: ","))
        try json.expect(UInt8(ascii: "]"))
        return .scalars(items)
    }

    /// One non-null scalar of `kind` (null was handled by the caller).
    private mutating func readOne(_ kind: ScalarKind, field: ResolvedField, earlier: String? = nil) throws -> ScalarValue? {
        guard let c = json.peek() else { throw json.fail("unexpected end") }
        let isNumber = c == UInt8(ascii: "-") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
        switch kind {
        case .custom:
            if c == UInt8(ascii: "\"") { return .string(try json.readString(reusing: earlier)) }
            let start = json.pos
            try json.skipValue()
            return .string(json.text(start, json.pos))
        case .string, .enum:
            if c == UInt8(ascii: "\"") { return .string(try json.readString(reusing: earlier)) }
            // A number or boolean in a text field is kept as its text, which a read returns.
            guard isNumber || c == UInt8(ascii: "t") || c == UInt8(ascii: "f") else {
                throw json.fail("'\(field.responseKey)' expects text")
            }
            let start = json.pos
            if isNumber { _ = try json.readNumber() } else { _ = try json.readLiteral() }
            return .string(json.text(start, json.pos))
        case .int:
            guard isNumber else { throw json.fail("'\(field.responseKey)' expects an integer") }
            let token = try json.readNumber()
            guard let value = json.int64(token) else {
                throw IngestError("'\(field.responseKey)' is not a 64-bit integer", offset: token.start)
            }
            return .int(value)
        case .float:
            guard isNumber else { throw json.fail("'\(field.responseKey)' expects a number") }
            let token = try json.readNumber()
            guard let value = json.double(token) else {
                throw IngestError("'\(field.responseKey)' is out of range", offset: token.start)
            }
            return .float(value)
        case .bool:
            guard c == UInt8(ascii: "t") || c == UInt8(ascii: "f") else {
                throw json.fail("'\(field.responseKey)' expects a boolean")
            }
            return .bool(try json.readLiteral() == UInt8(ascii: "t"))
        }
    }
}

extension ScalarValue {
    var changeValue: ChangeValue {
        switch self {
        case .bool(let v): .bool(v)
        case .int(let v): .int(v)
        case .float(let v): .float(v)
        case .string(let v): .string(v)
        }
    }
}
