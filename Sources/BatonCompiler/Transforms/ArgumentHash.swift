import GraphQL

/// The suffix a fragment's copy gets for one set of `@arguments` (`Profile_4CNNX6`).
///
/// Relay names each copy by a short hash of the arguments passed at the spread, resolved in
/// the spread's scope: the arguments sorted by name, written as the JSON text
/// `[{"name":"a","value":{"variable":"v"}},…]` (a literal is `{"value":<JSON>}`, a list or
/// object holding variables is `{"list":[…]}` / `{"object":[{"name":…,"value":…}]}`), hashed
/// with 32-bit MurmurHash3 (seed 0) over its UTF-8 bytes and written in base 62 (`0-9a-zA-Z`).
/// An integer passed where the argument definition says `Float` counts as a float (`2.0`).
/// The fixtures pin this: `count:$count,cursor:$cursor` is `1G22uz`, `scale:2` (a Float) is
/// `1HMuo6`.
enum ArgumentHash {
    /// One argument as hashed: its name, value, and whether its declared type is `Float`.
    struct Entry {
        var name: String
        var value: Value
        var isFloat: Bool
    }

    /// The base-62 suffix for these arguments.
    static func suffix(_ entries: [Entry]) -> String {
        let sorted = entries.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        let items = sorted.map { #"{"name":"# + json($0.name) + #","value":"# + identifier($0.value, isFloat: $0.isFloat) + "}" }
        return base62(murmur3(Array(("[" + items.joined(separator: ",") + "]").utf8)))
    }

    /// `{"variable":"v"}`, `{"value":…}`, `{"list":[…]}` or `{"object":[…]}`.
    static func identifier(_ value: Value, isFloat: Bool) -> String {
        switch value {
        case .variable(let variable): return #"{"variable":"# + json(variable.name.value) + "}"
        case .list(let items, _) where !value.isConstant:
            return #"{"list":["# + items.map { identifier($0, isFloat: isFloat) }.joined(separator: ",") + "]}"
        case .object(let fields, _) where !value.isConstant:
            let members = fields.map {
                #"{"name":"# + json($0.name.value) + #","value":"# + identifier($0.value, isFloat: false) + "}"
            }
            return #"{"object":["# + members.joined(separator: ",") + "]}"
        default: return #"{"value":"# + constantJSON(value, isFloat: isFloat) + "}"
        }
    }

    /// A constant value as JSON.
    static func constantJSON(_ value: Value, isFloat: Bool) -> String {
        switch value {
        case .variable(let variable): return json(variable.name.value)
        case .int(let text, _): return isFloat ? floatText(text) : integerText(text)
        case .float(let text, _): return floatText(text)
        case .string(let string): return json(string.value)
        case .boolean(let flag, _): return flag ? "true" : "false"
        case .null: return "null"
        case .enumValue(let name, _): return json(name)
        case .list(let items, _): return "[" + items.map { constantJSON($0, isFloat: isFloat) }.joined(separator: ",") + "]"
        case .object(let fields, _):
            return "{" + fields.map { json($0.name.value) + ":" + constantJSON($0.value, isFloat: false) }
                .joined(separator: ",") + "}"
        }
    }

    /// An integer literal as JSON writes the number (`-0` is `0`).
    static func integerText(_ text: String) -> String {
        guard let number = Int(text) else { return floatText(text) }
        return String(number)
    }

    /// A float as Rust's JSON writer (ryu) spells an `f64`: the shortest round-trip digits,
    /// as a plain decimal with at least one fraction digit when the decimal point falls
    /// within 16 digits of the first (`2.0`, `1000000000000000.0`, `0.00001`), else in
    /// exponent form without `+` or padding (`1e16`, `1e-6`, `1.5e-7`).
    static func floatText(_ text: String) -> String {
        guard let number = Double(text), number.isFinite else { return "null" }
        if number == 0 { return number.sign == .minus ? "-0.0" : "0.0" }
        let (digits, point) = shortestDigits(abs(number))
        let sign = number < 0 ? "-" : ""
        let count = digits.count
        if point >= count && point <= 16 {
            return sign + digits + String(repeating: "0", count: point - count) + ".0"
        }
        if point > 0 && point <= 16 {
            return sign + digits.prefix(point) + "." + digits.dropFirst(point)
        }
        if point > -5 && point <= 0 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        let mantissa = count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
        return sign + mantissa + "e" + String(point - 1)
    }

    /// The shortest round-trip digits of a positive finite double (no leading or trailing
    /// zeros) and where the decimal point falls: the value is `0.digits × 10^point`.
    /// Swift's `description` already chooses the shortest digits; this reads them back.
    static func shortestDigits(_ number: Double) -> (digits: String, point: Int) {
        let spelled = number.description
        let parts = spelled.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        let whole = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = String(whole[0])
        let fraction = whole.count == 2 ? String(whole[1]) : ""
        var digits = integer + fraction
        var point = integer.count + exponent
        while digits.first == "0" {
            digits.removeFirst()
            point -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        return (digits.isEmpty ? "0" : digits, point)
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x08: out += "\\b"
            case 0x0C: out += "\\f"
            case 0x00...0x1F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// MurmurHash3, x86 32-bit variant, seed 0.
    static func murmur3(_ bytes: [UInt8]) -> UInt32 {
        let c1: UInt32 = 0xcc9e_2d51, c2: UInt32 = 0x1b87_3593
        var hash: UInt32 = 0
        let blocks = bytes.count / 4
        for block in 0..<blocks {
            let i = block * 4
            var k = UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
            k = (k &* c1).rotatedLeft(15) &* c2
            hash ^= k
            hash = hash.rotatedLeft(13) &* 5 &+ 0xe654_6b64
        }
        var tail: UInt32 = 0
        let rest = bytes.count & 3
        let start = blocks * 4
        if rest >= 3 { tail ^= UInt32(bytes[start + 2]) << 16 }
        if rest >= 2 { tail ^= UInt32(bytes[start + 1]) << 8 }
        if rest >= 1 {
            tail ^= UInt32(bytes[start])
            hash ^= (tail &* c1).rotatedLeft(15) &* c2
        }
        hash ^= UInt32(truncatingIfNeeded: bytes.count)
        hash ^= hash >> 16
        hash = hash &* 0x85eb_ca6b
        hash ^= hash >> 13
        hash = hash &* 0xc2b2_ae35
        hash ^= hash >> 16
        return hash
    }

    /// Base 62 with digits, then lower case, then upper case.
    static func base62(_ number: UInt32) -> String {
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var value = number
        var out: [Character] = []
        repeat {
            out.append(digits[Int(value % 62)])
            value /= 62
        } while value > 0
        return String(out.reversed())
    }
}

extension UInt32 {
    fileprivate func rotatedLeft(_ count: UInt32) -> UInt32 { (self << count) | (self >> (32 - count)) }
}
