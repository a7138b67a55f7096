/// The cells of rows a fill read, many records' rows one after another in one buffer: a record
/// the fill makes keeps its row here (`Record.keep(row:in:)`), not in an array of its own. Both
/// fills keep rows so: a pack's, and the check's walk with the image. An array a row was a heap
/// allocation a record, ~350 of the ~490 instructions its cells took past their reading, and
/// one more to free (callgrind, the benchmark page's 895 records).
///
/// A buffer holds a fixed number of cells; the fill starts another when a row does not fit
/// (`KeptRowsWriter`), so no buffer is moved as it grows and none is one large allocation. A
/// row made (`Record.makeKeptRow`), dropped, or never kept is left as `.missing` cells: the
/// buffer then keeps nothing of it alive (no link, no error), and it is freed with the last
/// record that keeps a row in it (or with its fill, when none does). Only the main actor reads
/// or writes it (the fill, then the records).
final class KeptRows {
    /// Where a row is in its buffer.
    struct Span: Equatable {
        let start: Int
        let count: Int
    }

    /// The most cells a row kept here has, and the last start (a record keeps both in 48
    /// bits: `Record.keep(row:in:)`); a longer row is given to its record as an array.
    static let largestKept = (1 << 24) - 1

    private let cells: UnsafeMutablePointer<StoredCell>
    let capacity: Int
    /// Unchecked: only the fill appends, before any record keeps a row here.
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        cells = .allocate(capacity: capacity)
    }

    deinit {
        cells.deinitialize(count: count)
        cells.deallocate()
    }

    /// Moves the cells `gathered` holds to the end of the buffer (which has room for them);
    /// answers where they are.
    func append(moving gathered: inout RowCells) -> Span {
        let span = Span(start: count, count: gathered.count)
        gathered.move(to: cells + count)
        count += span.count
        return span
    }

    /// The cells of the row at `span`, in place.
    func row(_ span: Span) -> UnsafeMutableBufferPointer<StoredCell> {
        precondition(span.start >= 0 && span.count >= 0 && span.start + span.count <= count, "a row outside its buffer")
        return UnsafeMutableBufferPointer(start: cells + span.start, count: span.count)
    }

    /// Leaves the row at `span` holding nothing: its links and errors are released now, not
    /// with the buffer.
    func clear(_ span: Span) { Self.clear(row(span)) }

    /// Leaves `cells` holding nothing, their links and errors released now: a row cleared in
    /// its buffer (`clear(_:)`, `KeptPlace.clear()`).
    static func clear(_ cells: UnsafeMutableBufferPointer<StoredCell>) {
        cells.update(repeating: StoredCell(slot: 0, value: .missing))
    }
}

/// Where a fill puts the rows it reads: the buffer being filled, a new one when a row does not
/// fit, and (for a fill whose records keep their rows only at its commit) every buffer placed
/// in, by number (`KeptPlace`).
struct KeptRowsWriter {
    /// Cells a buffer holds (a row with more takes a buffer of its own size): ~14 KB, under
    /// the allocator's threshold for a mapping of its own; the benchmark page's 4,559 cells
    /// take 18.
    static let cellsPerBuffer = 256

    private(set) var rows = KeptRows(capacity: cellsPerBuffer)
    /// The buffers `place` put rows in, in order, held for the fill (the check's walk), whose
    /// records keep their rows only at its commit. A pack's fill keeps each row at once
    /// (`append`), and holds none here.
    private var placed: [KeptRows] = []

    /// Moves the cells `gathered` holds into a buffer, `rows` after; answers where they are
    /// there. (The buffer is not answered too: a reference handed back was retained and
    /// released again at each row, ~100 instructions a row, callgrind.)
    mutating func append(moving gathered: inout RowCells) -> KeptRows.Span {
        if rows.count + gathered.count > rows.capacity {
            rows = KeptRows(capacity: max(Self.cellsPerBuffer, gathered.count))
        }
        return rows.append(moving: &gathered)
    }

    /// `append(moving:)`, answering the buffer's number and the row's first cell too, the
    /// buffer held until the fill ends.
    mutating func place(moving gathered: inout RowCells) -> KeptPlace {
        let span = append(moving: &gathered)
        // Only a row first in its buffer can be in a new one (unless the writer appended before).
        if span.start == 0 || placed.isEmpty, placed.last !== rows { placed.append(rows) }
        return KeptPlace(buffer: placed.count - 1, span: span, first: rows.row(span).baseAddress)
    }

    /// The buffer numbered `n` (`KeptPlace.buffer`).
    func buffer(_ n: Int) -> KeptRows { placed[n] }
}

/// Where a row is among a writer's buffers (`KeptRowsWriter.place`), with its first cell in
/// place: read and written through it with no reference to the buffer taken (a retain and a
/// release each time, and the walk weighs ~14 K fields a check of the benchmark page). Valid
/// while the writer, or a record keeping a row in the buffer, holds it.
struct KeptPlace {
    let buffer: Int
    let span: KeptRows.Span
    /// Nil for a row of no cells.
    let first: UnsafeMutablePointer<StoredCell>?

    /// The row's cells, in place.
    var cells: UnsafeMutableBufferPointer<StoredCell> { UnsafeMutableBufferPointer(start: first, count: span.count) }

    /// Moves the cells out, leaving `.missing` in their place: nothing of them stays alive in
    /// the buffer.
    func take() -> [StoredCell] {
        let cells = self.cells
        var taken: [StoredCell] = []
        taken.reserveCapacity(cells.count)
        for k in cells.indices {
            var cell = StoredCell(slot: 0, value: .missing)
            swap(&cell, &cells[k])
            taken.append(cell)
        }
        return taken
    }

    /// Leaves the row holding nothing (a row read but not kept).
    func clear() { KeptRows.clear(cells) }
}
