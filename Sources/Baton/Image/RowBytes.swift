/// The bytes of the rows one availability check read from the image, kept past the check: a
/// record the check made holds its row's cells, whose strings stay here until a reader first
/// asks for them (most of a relaunched page is never read before it is fetched again).
///
/// One buffer a check, shared by every record it made; freed with the last of them to be read.
/// Only the main actor makes, reads or writes it (the check, then the records' reads).
final class RowBytes {
    /// The bytes, in chunks that never move once made: a row is copied into the last chunk,
    /// or into a new one (twice as large) when it does not fit. One buffer grown by copying
    /// moved every byte kept at each growth (~120 KB four times a check of the benchmark page,
    /// ~115 K instructions, callgrind). Each row's bytes are in one chunk.
    /// Unchecked: only `keep` writes it and only the reads below read it, none reentrantly,
    /// all on the main actor (each access checked was ~110 instructions a row kept).
    @exclusivity(unchecked) private var chunks: [Chunk] = []
    /// Bytes kept so far: where the next row starts (a chunk's unused end takes no place).
    private var total = 0
    /// Where each row's cells are gathered while it is read (`RowCodec.decodeRow`), one buffer
    /// for every row of the check. Unchecked, as `chunks`: only the row being read uses it.
    @exclusivity(unchecked) var cells = RowCells()

    /// The first chunk's size: a check that keeps nothing allocates none.
    private static let firstChunk = 8 << 10
    /// No chunk made to be filled by many rows is larger (a row larger gets one its size).
    private static let largestChunk = 256 << 10

    private struct Chunk {
        /// Where the chunk's first byte is among all the bytes kept.
        let base: Int
        let start: UnsafeMutableRawPointer
        let capacity: Int
        var count = 0
    }

    init() {}

    /// A buffer holding `blob`'s bytes alone (a pack's, read whole): its rows' strings are
    /// found in place, at their offsets in `blob`, and nothing is kept into it after.
    init(holding blob: UnsafeRawBufferPointer) {
        chunks = [Chunk(base: 0, start: .allocate(byteCount: Swift.max(blob.count, 1), alignment: 8),
                        capacity: blob.count)]
        _ = keep(blob)
    }

    deinit { forgetAll() }

    /// The bytes held, in place: valid until `forgetAll`. Only a buffer made `holding` a pack
    /// hands them out (the pack reads its rows there, with no copy of its own); its one chunk
    /// holds them all.
    var held: UnsafeRawBufferPointer {
        guard let chunk = chunks.first else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: chunk.start, count: chunk.count)
    }

    /// Copies `row` after the bytes kept; answers where it starts.
    func keep(_ row: UnsafeRawBufferPointer) -> Int {
        if chunks.isEmpty || chunks[chunks.count - 1].capacity - chunks[chunks.count - 1].count < row.count {
            addChunk(atLeast: row.count)
        }
        let k = chunks.count - 1
        if let source = row.baseAddress, row.count > 0 {
            (chunks[k].start + chunks[k].count).copyMemory(from: source, byteCount: row.count)
        }
        chunks[k].count += row.count
        let base = total
        total += row.count
        return base
    }

    private func addChunk(atLeast needed: Int) {
        let next = chunks.last.map { Swift.min($0.capacity * 2, Self.largestChunk) } ?? Self.firstChunk
        let capacity = Swift.max(next, needed)
        let start = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(capacity, 1), alignment: 8)
        chunks.append(Chunk(base: total, start: start, capacity: capacity))
    }

    /// The string at `start`, `count` bytes long; nil when the buffer does not hold them
    /// (a value that cannot be made then reads as missing, never as something else).
    func string(start: Int, count: Int) -> String? {
        bytes(start: start, count: count).map(ByteSource.string)
    }

    /// Whether the buffer holds the `count` bytes at `start` (a string there can be made).
    func holds(start: Int, count: Int) -> Bool { bytes(start: start, count: count) != nil }

    /// The `count` bytes at `start`, in place; nil unless one chunk holds them all. The last
    /// chunks are looked at first: there are a handful, and the last holds most rows.
    private func bytes(start: Int, count: Int) -> UnsafeRawBufferPointer? {
        guard start >= 0, count >= 0 else { return nil }
        var k = chunks.count
        while k > 0 {
            k -= 1
            let chunk = chunks[k]
            guard start >= chunk.base else { continue }
            let offset = start - chunk.base
            guard offset <= chunk.count - count else { return nil }
            return UnsafeRawBufferPointer(start: chunk.start + offset, count: count)
        }
        return nil
    }

    /// How many chunks hold the bytes (for tests).
    var chunkCount: Int { chunks.count }

    /// Forgets every byte kept, so a string not made yet reads as missing: how a test
    /// stands in for bytes lost after the check.
    func forgetAll() {
        for chunk in chunks { chunk.start.deallocate() }
        chunks = []
        total = 0
    }
}
