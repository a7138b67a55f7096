extension JSONReader {
    /// Reads any value into a `JSONValue` (error extensions), at most `depth` levels deep.
    mutating func readJSONValue(depth: Int = 32) throws -> JSONValue {
        guard depth > 0 else { throw fail("value nested too deeply") }
        guard let c = peek() else { throw fail("unexpected end") }
        switch c {
        case UInt8(ascii: "{"):
            pos += 1
            var members: [(String, JSONValue)] = []
            if consume(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                let key = try readString()
                try expect(UInt8(ascii: ":"))
                members.append((key, try readJSONValue(depth: depth - 1)))
            } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
            return .object(members)
        case UInt8(ascii: "["):
            pos += 1
            var items: [JSONValue] = []
            if consume(UInt8(ascii: "]")) { return .list(items) }
            repeat { items.append(try readJSONValue(depth: depth - 1)) } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
            return .list(items)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let token = try readNumber()
            if !token.hasFraction && !token.hasExponent, let i = int64(token) { return .int(i) }
            guard let d = double(token) else { throw fail("number out of range") }
            return .float(d)
        default:
            switch try readLiteral() {
            case UInt8(ascii: "t"): return .bool(true)
            case UInt8(ascii: "f"): return .bool(false)
            default: return .null
            }
        }
    }
}
