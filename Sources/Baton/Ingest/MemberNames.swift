/// The response keys of one selection, laid out for matching a member name as bytes.
///
/// A name is told apart by its length and its first eight bytes, compared as one word; only
/// a longer name compares its remaining bytes. The member the plan expects next is matched
/// in place, on the response's bytes, before the name is scanned at all. Built once per
/// resolved selection, never per response; no `String` is made for a member name.
struct MemberNames: Sendable {
    private let names: [[UInt8]]
    private let lengths: [Int]
    private let heads: [UInt64]

    init(_ names: [[UInt8]]) {
        self.names = names
        lengths = names.map(\.count)
        heads = names.map { name in name.withUnsafeBufferPointer { Self.head($0.baseAddress!, count: $0.count) } }
    }

    /// The first eight bytes of a name (fewer, zero-padded), little-endian in a word.
    private static func head(_ start: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var word: UInt64 = 0
        for k in 0..<min(count, 8) { word |= UInt64(start[k]) << (8 * UInt64(k)) }
        return word
    }

    /// The bits of a word that hold a name's first `count` bytes (all of them from eight).
    private static func headMask(_ count: Int) -> UInt64 {
        count >= 8 ? ~0 : (1 << (8 * UInt64(count))) &- 1
    }

    /// Whether `names[index]` is spelled by the `count` bytes at `start`.
    private func spells(_ index: Int, _ start: UnsafePointer<UInt8>, count: Int, head: UInt64) -> Bool {
        guard lengths[index] == count, heads[index] == head else { return false }
        guard count > 8 else { return true }
        return names[index].withUnsafeBufferPointer { name in
            JSONReader.sameBytes(name.baseAddress! + 8, start + 8, count: count - 8)
        }
    }

    /// The index of the name the unescaped bytes `start..<start + count` spell, trying
    /// `expected` first; nil when the selection has no such name.
    func match(_ start: UnsafePointer<UInt8>, count: Int, expected: Int) -> Int? {
        let head = Self.head(start, count: count)
        if expected < names.count, spells(expected, start, count: count, head: head) { return expected }
        for i in names.indices where spells(i, start, count: count, head: head) { return i }
        return nil
    }

    /// The length of the name at `index` when the bytes at `start` (at most `available`
    /// of them) are that name and its closing quote: a member name the reader need not scan,
    /// since no response key holds a quote, a backslash or a control byte.
    func quotedLength(of index: Int, at start: UnsafePointer<UInt8>, available: Int) -> Int? {
        guard index < names.count else { return nil }
        let count = lengths[index]
        guard count < available, start[count] == UInt8(ascii: "\"") else { return nil }
        // Eight bytes are there to load at once (the name's head and what follows, masked
        // off), or the head is built byte by byte near the buffer's end.
        let head = available >= 8
            ? UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) & Self.headMask(count)
            : Self.head(start, count: count)
        guard head == heads[index] else { return nil }
        guard count > 8 else { return count }
        return spells(index, start, count: count, head: heads[index]) ? count : nil
    }
}

extension JSONReader {
    /// Reads a member name (its opening quote next) and says which of `variant`'s fields it
    /// names, the `expected` one tried first and in place; nil for a name the selection
    /// lacks. An escaped name (`"na\u006De"`) is decoded and found by its text.
    mutating func readMemberName(of variant: ResolvedVariant, expected: Int) throws -> Int? {
        let names = variant.members
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "\""),
           let count = names.quotedLength(of: expected, at: bytes.baseAddress! + pos + 1,
                                          available: bytes.count - pos - 1) {
            pos += count + 2
            return expected
        }
        let span = try readStringSpan()
        if span.hasEscapes { return variant.field(try decode(span)) }
        return names.match(bytes.baseAddress! + span.start, count: span.end - span.start, expected: expected)
    }
}
