/// Writes compact JSON bytes in a fixed key order (the order the query selects), the way
/// the recorded API answers. `JSONSerialization` would not keep the order.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = [false]

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func beginObject() { value(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    mutating func endObject() { needsComma.removeLast(); bytes.append(UInt8(ascii: "}")) }
    mutating func beginArray() { value(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    mutating func endArray() { needsComma.removeLast(); bytes.append(UInt8(ascii: "]")) }

    /// Writes `"key":`; the next value written belongs to it.
    mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        pendingKey = true
    }

    mutating func string(_ text: String?) {
        value()
        if let text { appendString(text) } else { bytes += Array("null".utf8) }
    }

    mutating func int(_ number: Int?) {
        value()
        bytes += Array((number.map(String.init) ?? "null").utf8)
    }

    mutating func field(_ name: String, _ text: String?) { key(name); string(text) }
    mutating func field(_ name: String, _ number: Int?) { key(name); int(number) }

    private var pendingKey = false

    /// Puts a comma before a value when it is not the first in its container.
    private mutating func value() {
        if pendingKey { pendingKey = false } else { separate() }
    }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0..<0x20:
                bytes += Array("\\u00".utf8)
                bytes += Array(String(byte, radix: 16).leftPadded(to: 2).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension String {
    /// Pads with zeros on the left to a width.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
