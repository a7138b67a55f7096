/// Tells whether a response body is a GraphQL request error: a JSON object whose `errors`
/// is a non-empty list and whose `data` is absent or null.
///
/// It looks at the top level only and skips every other value without building anything
/// (iteratively, so nesting depth costs no stack). Anything that is not such an object,
/// including invalid JSON, answers false.
enum RequestErrorShape {
    static func matches(_ body: [UInt8]) -> Bool {
        var scanner = Scanner(bytes: body)
        guard scanner.consume(UInt8(ascii: "{")) else { return false }
        var hasErrors = false
        var dataIsNull = true
        if scanner.consume(UInt8(ascii: "}")) { return false }
        repeat {
            guard let key = scanner.readKey(), scanner.consume(UInt8(ascii: ":")) else { return false }
            switch key {
            case "errors": hasErrors = scanner.peekNonEmptyList()
            case "data": dataIsNull = scanner.peekNull()
            default: break
            }
            guard scanner.skipValue() else { return false }
        } while scanner.consume(UInt8(ascii: ","))
        return scanner.consume(UInt8(ascii: "}")) && hasErrors && dataIsNull
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A member name; only plain names matter here, so escapes are kept verbatim.
        mutating func readKey() -> String? {
            skipSpace()
            let start = index
            guard skipString() else { return nil }
            return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
        }

        mutating func peekNull() -> Bool {
            skipSpace()
            return bytes[index...].starts(with: Array("null".utf8))
        }

        mutating func peekNonEmptyList() -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
            var next = index + 1
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
            return next < bytes.count && bytes[next] != UInt8(ascii: "]")
        }

        /// Skips a quoted string starting at `index`.
        mutating func skipString() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""): index += 1; return true
                default: index += 1
                }
            }
            return false
        }

        /// Skips one value: strings by their quotes, containers by counting brackets.
        mutating func skipValue() -> Bool {
            skipSpace()
            var depth = 0
            repeat {
                guard index < bytes.count else { return false }
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1; index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard depth > 0 else { return true }
                    depth -= 1; index += 1
                case UInt8(ascii: ","):
                    guard depth > 0 else { return true }
                    index += 1
                default:
                    index += 1
                }
            } while depth > 0 || !atValueEnd()
            return true
        }

        private func atValueEnd() -> Bool {
            guard index < bytes.count else { return true }
            let byte = bytes[index]
            return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                || [0x20, 0x09, 0x0A, 0x0D].contains(byte)
        }
    }
}
