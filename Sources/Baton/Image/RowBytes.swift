/// The bytes of the rows one availability check read from the image, kept past the check: a
/// record the check made holds its row's cells, whose strings stay here until a reader first
/// asks for them (most of a relaunched page is never read before it is fetched again).
///
/// One buffer a check, shared by every record it made; freed with the last of them to be read.
/// Only the main actor makes, reads or writes it (the check, then the records' reads).
final class RowBytes {
    /// Each row's bytes in the order they were read. A `ByteSink`, not a `[UInt8]`: the
    /// array's generic `append(contentsOf:)` and its regrowths were ~330 instructions a row
    /// of the benchmark page; the sink copies with `memcpy`.
    /// Unchecked: only `keep` writes it and only `string` reads it, neither reentrantly, both
    /// on the main actor (each access checked was ~110 instructions a row kept).
    @exclusivity(unchecked) private var sink = ByteSink(capacity: 8 << 10)
    /// Where each row's cells are gathered while it is read (`RowCodec.decodeRow`), one buffer
    /// for every row of the check. Unchecked, as `sink`: only the row being read uses it.
    @exclusivity(unchecked) var cells = RowCells()

    init() {}

    /// A buffer holding `blob`'s bytes alone (a pack's, read whole): its rows' strings are
    /// found in place, at their offsets in `blob`, and nothing is kept into it after.
    init(holding blob: UnsafeRawBufferPointer) {
        sink = ByteSink(capacity: blob.count)
        sink.append(blob)
    }

    /// The bytes held, in place: valid until the next `keep` or `forgetAll` moves them, so
    /// only a buffer made `holding` a pack, which is never kept into, hands them out (the
    /// pack reads its rows there, with no copy of its own).
    var held: UnsafeRawBufferPointer { sink.withUnsafeBytes { $0 } }

    /// Copies `row` to the end of the buffer; answers where it starts.
    func keep(_ row: UnsafeRawBufferPointer) -> Int {
        let base = sink.count
        sink.append(row)
        return base
    }

    /// The string at `start`, `count` bytes long; nil when the buffer does not hold them
    /// (a value that cannot be made then reads as missing, never as something else).
    func string(start: Int, count: Int) -> String? {
        sink.withUnsafeBytes { bytes -> String? in
            guard holds(start: start, count: count) else { return nil }
            return ByteSource.string(UnsafeRawBufferPointer(rebasing: bytes[start..<start + count]))
        }
    }

    /// Whether the buffer holds the `count` bytes at `start` (a string there can be made).
    func holds(start: Int, count: Int) -> Bool { start >= 0 && count >= 0 && start <= sink.count - count }

    /// Forgets every byte kept, so a string not made yet reads as missing: how a test
    /// stands in for bytes lost after the check.
    func forgetAll() { sink = ByteSink() }
}
