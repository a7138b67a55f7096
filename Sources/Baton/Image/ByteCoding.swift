/// Bytes out: the image's rows are written with these (little-endian, LEB128 varints).
struct ByteSink {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 64) { bytes.reserveCapacity(capacity) }

    /// Bytes written so far.
    var count: Int { bytes.count }

    /// Empties the sink, keeping its storage for the next bytes.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Drops what was written after `count` bytes.
    mutating func truncate(to count: Int) { bytes.removeSubrange(count...) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// An unsigned LEB128 varint: 7 bits a byte, the high bit says more follow.
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func varint(_ value: Int) { varint(UInt64(max(0, value))) }

    /// A signed integer, zigzag-encoded so small negatives stay short.
    mutating func signed(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// A string: its UTF-8 length, then its bytes.
    mutating func string(_ value: String) {
        // A native string's UTF-8 is read in place; only a bridged one is copied first.
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { utf8 in
            varint(utf8.count)
            bytes.append(contentsOf: utf8)
        }
        guard done == nil else { return }
        var value = value
        value.withUTF8 { utf8 in
            varint(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append(_ other: UnsafeRawBufferPointer) { bytes.append(contentsOf: other) }
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

    mutating func varint() -> UInt64? {
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

    /// A string; nil when its length overruns the buffer.
    mutating func string() -> String? {
        guard let length = count() else { return nil }
        let start = position
        position += length
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[start..<start + length]), as: UTF8.self)
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
