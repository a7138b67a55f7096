/// Bytes out: the image's rows are written with these (little-endian, LEB128 varints).
///
/// The bytes live in one buffer the sink owns and grows itself: a row is a few hundred small
/// writes, and each checks only that the buffer has room (an array's append also checks that
/// it is not shared). Not copyable, so the buffer has exactly one owner.
struct ByteSink: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = Swift.max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// A copy of the bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// The bytes written so far, in place, for the length of `body`.
    func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Makes room for `more` bytes past the end (the `InRoom` writes rely on it).
    @inline(__always)
    mutating func reserve(_ more: Int) {
        if capacity - count < more { grow(count + more) }
    }

    private mutating func grow(_ needed: Int) {
        let larger = Swift.max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    mutating func byte(_ value: UInt8) {
        reserve(1)
        byteInRoom(value)
    }

    /// A byte where room was made (`reserve`).
    @inline(__always)
    mutating func byteInRoom(_ value: UInt8) {
        start[count] = value
        count += 1
    }

    /// An unsigned LEB128 varint: 7 bits a byte, the high bit says more follow. Inlined for
    /// its one-byte form (a name id, a count): the call was ~23 instructions, the byte ~5.
    @inline(__always)
    mutating func varint(_ value: UInt64) {
        if value < 0x80, count < capacity {
            start[count] = UInt8(truncatingIfNeeded: value)
            count += 1
        } else {
            longVarint(value)
        }
    }

    private mutating func longVarint(_ value: UInt64) {
        reserve(10)
        varintInRoom(value)
    }

    /// A varint where room was made (`reserve`, 10 bytes at most).
    @inline(__always)
    mutating func varintInRoom(_ value: UInt64) {
        var rest = value
        var end = count
        while rest >= 0x80 {
            start[end] = UInt8(truncatingIfNeeded: rest) | 0x80
            rest >>= 7
            end += 1
        }
        start[end] = UInt8(rest)
        count = end + 1
    }

    @inline(__always)
    mutating func varint(_ value: Int) { varint(UInt64(Swift.max(0, value))) }

    /// A signed integer, zigzag-encoded so small negatives stay short.
    mutating func signed(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    mutating func double(_ value: Double) {
        reserve(8)
        UnsafeMutableRawPointer(start + count).storeBytes(of: value.bitPattern.littleEndian, as: UInt64.self)
        count += 8
    }

    /// A string: its UTF-8 length, then its bytes.
    mutating func string(_ value: String) {
        // A native string's UTF-8 is read in place; only a bridged one is copied first.
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { counted(UnsafeRawBufferPointer($0)) }
        guard done == nil else { return }
        var value = value
        value.withUTF8 { counted(UnsafeRawBufferPointer($0)) }
    }

    /// A string's UTF-8 bytes alone (the reader knows where they end).
    mutating func utf8(_ value: String) {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        guard done == nil else { return }
        var value = value
        value.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// A string's UTF-8 length and bytes where room was made for them (`reserve` of its UTF-8
    /// count + 10); false, nothing written, when its UTF-8 is not contiguous (`string` copies
    /// such a string first, and may make room).
    ///
    /// Why: it never grows the buffer, so a caller that reads the string in place (from a
    /// record's values) calls nothing that could free it meanwhile, and the compiler reads it
    /// where it lies rather than retaining and releasing it.
    @inline(__always)
    mutating func stringInRoom(_ value: String) -> Bool {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { countedInRoom(UnsafeRawBufferPointer($0)) }
        return done != nil
    }

    /// A string's UTF-8 bytes alone, where room was made for them; false, nothing written,
    /// when they are not contiguous (as `stringInRoom`).
    @inline(__always)
    mutating func utf8InRoom(_ value: String) -> Bool {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { put(UnsafeRawBufferPointer($0)) }
        return done != nil
    }

    /// `bytes` after their length, with one check for room.
    @inline(__always)
    private mutating func counted(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count + 10)
        countedInRoom(bytes)
    }

    /// `bytes` after their length, where room was made for both.
    @inline(__always)
    private mutating func countedInRoom(_ bytes: UnsafeRawBufferPointer) {
        // Nearly every string is shorter than 128 bytes: its length is one byte.
        if bytes.count < 0x80 {
            start[count] = UInt8(truncatingIfNeeded: bytes.count)
            count += 1
        } else {
            varintInRoom(UInt64(bytes.count))
        }
        put(bytes)
    }

    /// `bytes` past the end, where room was made for them.
    @inline(__always)
    private mutating func put(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        let target = UnsafeMutableRawPointer(start + count)
        let length = bytes.count
        // Most strings are short (keys, names, statuses): copied as overlapping words within
        // their bytes, not by a `memcpy` call (~25 instructions a string).
        if length > 16 {
            target.copyMemory(from: source, byteCount: length)
        } else {
            target.copyFew(from: source, count: length)
        }
        count += length
    }

    mutating func append(_ other: UnsafeRawBufferPointer) {
        reserve(other.count)
        put(other)
    }
}

/// Bytes in: every read answers nil past the end or on a malformed value, so a damaged row
/// is read as far as it makes sense and no further.
struct ByteSource {
    let buffer: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    var isAtEnd: Bool { position >= buffer.count }

    mutating func byte() -> UInt8? {
        guard position < buffer.count else { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    /// Inlined for its one-byte form (a name id, nearly every length): the call and the loop
    /// were ~50 instructions a cell of the benchmark page's rows.
    @inline(__always)
    mutating func varint() -> UInt64? {
        if position < buffer.count, case let first = buffer[position], first < 0x80 {
            position += 1
            return UInt64(first)
        }
        return longVarint()
    }

    private mutating func longVarint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    /// A varint that must fit a count or an id (no more than the bytes left when `bounded`).
    @inline(__always)
    mutating func count(bounded: Bool = true) -> Int? {
        guard let value = varint(), value <= UInt64(Int32.max) else { return nil }
        if bounded && Int(value) > buffer.count - position { return nil }
        return Int(value)
    }

    mutating func signed() -> Int64? {
        guard let raw = varint() else { return nil }
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    mutating func double() -> Double? {
        guard buffer.count - position >= 8 else { return nil }
        var bits: UInt64 = 0
        for i in 0..<8 { bits |= UInt64(buffer[position + i]) << (8 * UInt64(i)) }
        position += 8
        return Double(bitPattern: bits)
    }

    /// A string; nil when its length overruns the buffer. Bytes that are not UTF-8 (a
    /// damaged file) are repaired, never trusted.
    mutating func string() -> String? {
        guard let (start, length) = text() else { return nil }
        return Self.string(UnsafeRawBufferPointer(rebasing: buffer[start..<start + length]))
    }

    /// Where a string's bytes are (their start in the buffer and their length), the string
    /// not made; nil when its length overruns the buffer.
    @inline(__always)
    mutating func text() -> (start: Int, count: Int)? {
        guard let length = count() else { return nil }
        defer { position += length }
        return (position, length)
    }

    /// The string `bytes` hold, repaired where they are not UTF-8.
    static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        if bytes.count <= inlineCapacity { return inlineString(bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The longest string Swift keeps in its own two words, with no heap storage.
    private static let inlineCapacity = 15

    /// Most strings a row holds (names, statuses, link keys) are short and ASCII. For them this
    /// initializer skips `String(decoding:as:)`'s validation and byte-by-byte copy: it checks
    /// the bytes are ASCII a word at a time and repairs any that are not UTF-8 itself. The
    /// bytes go in as overlapping word copies, not a `memcpy` call, all within the string.
    @inline(__always)
    private static func inlineString(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { target in
            guard let to = UnsafeMutableRawPointer(target.baseAddress), let from = bytes.baseAddress else { return 0 }
            to.copyFew(from: from, count: bytes.count)
            return bytes.count
        }
    }

    /// Skips a string without decoding it.
    mutating func skipString() -> Bool {
        guard let length = count() else { return false }
        position += length
        return true
    }

    /// Skips `n` bytes.
    mutating func skip(_ n: Int) -> Bool {
        guard buffer.count - position >= n else { return false }
        position += n
        return true
    }
}

private extension UnsafeMutableRawPointer {
    /// Copies `count` bytes (at most 16) from `source` here as two overlapping loads and
    /// stores of the widest word that fits: for the short strings rows mostly hold, cheaper
    /// than a `memcpy` call.
    @inline(__always)
    func copyFew(from source: UnsafeRawPointer, count length: Int) {
        if length >= 8 {
            storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            storeBytes(of: source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self),
                       toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4 {
            storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            storeBytes(of: source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self),
                       toByteOffset: length &- 4, as: UInt32.self)
        } else if length > 0 {
            // One to three bytes: the first, the middle and the last cover them all.
            storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            storeBytes(of: source.load(fromByteOffset: length >> 1, as: UInt8.self), toByteOffset: length >> 1, as: UInt8.self)
            storeBytes(of: source.load(fromByteOffset: length &- 1, as: UInt8.self), toByteOffset: length &- 1, as: UInt8.self)
        }
    }
}
