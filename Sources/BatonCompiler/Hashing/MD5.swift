import Foundation

/// MD5 (RFC 1321): Relay's default persisted-id algorithm and the schema digest.
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// floor(abs(sin(i + 1)) * 2^32), computed once.
    private static let constants: [UInt32] = (0..<64).map { index in
        UInt32(truncatingIfNeeded: Int64((abs(sin(Double(index + 1))) * 4_294_967_296).rounded(.down)))
    }

    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476)
        let message = paddedMessage(bytes, bigEndianLength: false)
        var words = [UInt32](repeating: 0, count: 16)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for index in 0..<16 {
                let base = chunk + index * 4
                words[index] = UInt32(message[base]) | UInt32(message[base + 1]) << 8
                    | UInt32(message[base + 2]) << 16 | UInt32(message[base + 3]) << 24
            }
            state = compress(state, words)
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
    }

    private static func compress(_ state: (UInt32, UInt32, UInt32, UInt32), _ words: [UInt32])
        -> (UInt32, UInt32, UInt32, UInt32) {
        var (a, b, c, d) = state
        for index in 0..<64 {
            var f: UInt32
            let g: Int
            switch index {
            case 0..<16: f = (b & c) | (~b & d); g = index
            case 16..<32: f = (d & b) | (~d & c); g = (5 * index + 1) % 16
            case 32..<48: f = b ^ c ^ d; g = (3 * index + 5) % 16
            default: f = c ^ (b | ~d); g = (7 * index) % 16
            }
            f = f &+ a &+ constants[index] &+ words[g]
            a = d
            d = c
            c = b
            b = b &+ rotateLeft(f, shifts[index])
        }
        return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }
}

@inline(__always) func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value << count) | (value >> (32 - count))
}
