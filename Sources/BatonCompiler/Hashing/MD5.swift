/// MD5 (RFC 1321): Relay's default persisted-id algorithm and the schema digest.
///
/// The schema digest hashes the whole SDL on every compile (1.2 MB for GitHub's schema), so
/// the rounds are written out with their constants and read the input in place: whole
/// 64-byte blocks straight from the bytes, only a block split between two parts and the
/// padded last one or two copied.
enum MD5 {
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var stream = Stream()
        stream.add(bytes)
        return stream.finish()
    }

    /// MD5 over bytes given in parts, as of the parts joined: the schema digest hashes the
    /// SDL, its extensions and the settings without first copying them into one array.
    struct Stream {
        private var state = State()
        /// The bytes of a block not yet whole (fewer than 64).
        private var pending: [UInt8] = []
        /// Every byte added so far.
        private var length = 0

        /// Adds the next part.
        mutating func add(_ bytes: [UInt8]) {
            length += bytes.count
            bytes.withUnsafeBytes { raw in
                var offset = 0
                if !pending.isEmpty {
                    offset = min(64 - pending.count, raw.count)
                    pending += raw[..<offset]
                    guard pending.count == 64 else { return }
                    let full = pending
                    pending = []
                    full.withUnsafeBytes { state.compress($0, at: 0) }
                }
                let whole = offset + (raw.count - offset) / 64 * 64
                while offset < whole {
                    state.compress(raw, at: offset)
                    offset += 64
                }
                pending += raw[offset...]
            }
        }

        /// The digest of everything added: the pending bytes padded with `0x80`, zeros and
        /// the length in bits.
        mutating func finish() -> [UInt8] {
            var tail = pending
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            let bitLength = UInt64(length) &* 8
            for index in 0..<8 { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index))) }
            tail.withUnsafeBytes { raw in
                for offset in stride(from: 0, to: raw.count, by: 64) { state.compress(raw, at: offset) }
            }
            return [state.a, state.b, state.c, state.d].flatMap { word in
                (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
            }
        }
    }

    /// The four words the rounds carry from block to block.
    private struct State {
        var a: UInt32 = 0x6745_2301
        var b: UInt32 = 0xEFCD_AB89
        var c: UInt32 = 0x98BA_DCFE
        var d: UInt32 = 0x1032_5476

        /// One 64-byte block at `offset`: four rounds of sixteen steps. Each step's constant is
        /// floor(abs(sin(i + 1)) * 2^32) for step i, as RFC 1321 tabulates it.
        mutating func compress(_ raw: UnsafeRawBufferPointer, at offset: Int) {
            // Each round reads the block through a pointer the optimizer cannot see through, so
            // it loads each word where a step adds it: otherwise it kept all sixteen words from
            // the first round in registers, spilled them, and moved them about (10 instructions
            // a step instead of 9; 12.3 M instructions for GitHub's schema instead of 11.6 M).
            var block = raw.baseAddress! + offset
            func x(_ word: Int) -> UInt32 {
                UInt32(littleEndian: block.loadUnaligned(fromByteOffset: 4 * word, as: UInt32.self))
            }
            var (a, b, c, d) = (self.a, self.b, self.c, self.d)

            func f(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { d ^ (b & (c ^ d)) }
            func g(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { c ^ (d & (b ^ c)) }
            func h(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { b ^ c ^ d }
            func i(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { c ^ (b | ~d) }

            Self.step(f, &a, b, c, d, x(0), 7, 0xD76A_A478); Self.step(f, &d, a, b, c, x(1), 12, 0xE8C7_B756)
            Self.step(f, &c, d, a, b, x(2), 17, 0x2420_70DB); Self.step(f, &b, c, d, a, x(3), 22, 0xC1BD_CEEE)
            Self.step(f, &a, b, c, d, x(4), 7, 0xF57C_0FAF); Self.step(f, &d, a, b, c, x(5), 12, 0x4787_C62A)
            Self.step(f, &c, d, a, b, x(6), 17, 0xA830_4613); Self.step(f, &b, c, d, a, x(7), 22, 0xFD46_9501)
            Self.step(f, &a, b, c, d, x(8), 7, 0x6980_98D8); Self.step(f, &d, a, b, c, x(9), 12, 0x8B44_F7AF)
            Self.step(f, &c, d, a, b, x(10), 17, 0xFFFF_5BB1); Self.step(f, &b, c, d, a, x(11), 22, 0x895C_D7BE)
            Self.step(f, &a, b, c, d, x(12), 7, 0x6B90_1122); Self.step(f, &d, a, b, c, x(13), 12, 0xFD98_7193)
            Self.step(f, &c, d, a, b, x(14), 17, 0xA679_438E); Self.step(f, &b, c, d, a, x(15), 22, 0x49B4_0821)
            block = opaque(block)

            Self.step(g, &a, b, c, d, x(1), 5, 0xF61E_2562); Self.step(g, &d, a, b, c, x(6), 9, 0xC040_B340)
            Self.step(g, &c, d, a, b, x(11), 14, 0x265E_5A51); Self.step(g, &b, c, d, a, x(0), 20, 0xE9B6_C7AA)
            Self.step(g, &a, b, c, d, x(5), 5, 0xD62F_105D); Self.step(g, &d, a, b, c, x(10), 9, 0x0244_1453)
            Self.step(g, &c, d, a, b, x(15), 14, 0xD8A1_E681); Self.step(g, &b, c, d, a, x(4), 20, 0xE7D3_FBC8)
            Self.step(g, &a, b, c, d, x(9), 5, 0x21E1_CDE6); Self.step(g, &d, a, b, c, x(14), 9, 0xC337_07D6)
            Self.step(g, &c, d, a, b, x(3), 14, 0xF4D5_0D87); Self.step(g, &b, c, d, a, x(8), 20, 0x455A_14ED)
            Self.step(g, &a, b, c, d, x(13), 5, 0xA9E3_E905); Self.step(g, &d, a, b, c, x(2), 9, 0xFCEF_A3F8)
            Self.step(g, &c, d, a, b, x(7), 14, 0x676F_02D9); Self.step(g, &b, c, d, a, x(12), 20, 0x8D2A_4C8A)
            block = opaque(block)

            Self.step(h, &a, b, c, d, x(5), 4, 0xFFFA_3942); Self.step(h, &d, a, b, c, x(8), 11, 0x8771_F681)
            Self.step(h, &c, d, a, b, x(11), 16, 0x6D9D_6122); Self.step(h, &b, c, d, a, x(14), 23, 0xFDE5_380C)
            Self.step(h, &a, b, c, d, x(1), 4, 0xA4BE_EA44); Self.step(h, &d, a, b, c, x(4), 11, 0x4BDE_CFA9)
            Self.step(h, &c, d, a, b, x(7), 16, 0xF6BB_4B60); Self.step(h, &b, c, d, a, x(10), 23, 0xBEBF_BC70)
            Self.step(h, &a, b, c, d, x(13), 4, 0x289B_7EC6); Self.step(h, &d, a, b, c, x(0), 11, 0xEAA1_27FA)
            Self.step(h, &c, d, a, b, x(3), 16, 0xD4EF_3085); Self.step(h, &b, c, d, a, x(6), 23, 0x0488_1D05)
            Self.step(h, &a, b, c, d, x(9), 4, 0xD9D4_D039); Self.step(h, &d, a, b, c, x(12), 11, 0xE6DB_99E5)
            Self.step(h, &c, d, a, b, x(15), 16, 0x1FA2_7CF8); Self.step(h, &b, c, d, a, x(2), 23, 0xC4AC_5665)
            block = opaque(block)

            Self.step(i, &a, b, c, d, x(0), 6, 0xF429_2244); Self.step(i, &d, a, b, c, x(7), 10, 0x432A_FF97)
            Self.step(i, &c, d, a, b, x(14), 15, 0xAB94_23A7); Self.step(i, &b, c, d, a, x(5), 21, 0xFC93_A039)
            Self.step(i, &a, b, c, d, x(12), 6, 0x655B_59C3); Self.step(i, &d, a, b, c, x(3), 10, 0x8F0C_CC92)
            Self.step(i, &c, d, a, b, x(10), 15, 0xFFEF_F47D); Self.step(i, &b, c, d, a, x(1), 21, 0x8584_5DD1)
            Self.step(i, &a, b, c, d, x(8), 6, 0x6FA8_7E4F); Self.step(i, &d, a, b, c, x(15), 10, 0xFE2C_E6E0)
            Self.step(i, &c, d, a, b, x(6), 15, 0xA301_4314); Self.step(i, &b, c, d, a, x(13), 21, 0x4E08_11A1)
            Self.step(i, &a, b, c, d, x(4), 6, 0xF753_7E82); Self.step(i, &d, a, b, c, x(11), 10, 0xBD3A_F235)
            Self.step(i, &c, d, a, b, x(2), 15, 0x2AD7_D2BB); Self.step(i, &b, c, d, a, x(9), 21, 0xEB86_D391)

            self.a &+= a
            self.b &+= b
            self.c &+= c
            self.d &+= d
        }

        /// `a = b + ((a + mix(b, c, d) + x + t) <<< s)`.
        @inline(__always)
        private static func step(_ mix: (UInt32, UInt32, UInt32) -> UInt32, _ a: inout UInt32, _ b: UInt32,
                                 _ c: UInt32, _ d: UInt32, _ x: UInt32, _ s: UInt32, _ t: UInt32) {
            a = b &+ rotateLeft(a &+ mix(b, c, d) &+ x &+ t, s)
        }
    }
}

/// The pointer it is given, in a call the optimizer keeps (see `MD5.State.compress`).
@_optimize(none) @inline(never)
private func opaque(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer { pointer }

@inline(__always) func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value << count) | (value >> (32 - count))
}
