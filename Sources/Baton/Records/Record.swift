import Observation

/// A normalized object: a type, a key, dense slots, a short sorted list of store-numbered
/// slots, per-slot field errors and a deleted flag.
///
/// Observation is per slot: one `ObservationRegistrar` per record read and one key path per
/// slot index (its channel, `SlotChannels`), so a read registers (record, slot) and a commit
/// notifies exactly the slots whose value or error changed. Only the store writes.
@MainActor
public final class Record: Observable {
    // Stored properties are laid out in the order declared: the key, the type's 4 bytes, the
    // two flags and the maker's generation share 8 bytes, and the object is 72 bytes (an
    // 80-byte heap block; it was 97 bytes, a 112-byte block, with the flags apart, an `Int?`
    // digest, and the store-numbered values and errors inline).

    /// The record's key (`Character:1`, `client:root`, …).
    public nonisolated let key: String
    /// The record's concrete type.
    public nonisolated let type: TypeID
    /// Whether `@deleteRecord` removed it; links to it read nil.
    /// Unchecked exclusivity, as for `values`: the commit reads it for every record.
    @exclusivity(unchecked) public internal(set) var isDeleted = false
    /// Whether this is a type's placeholder: reads below it report nothing again.
    public nonisolated let isPlaceholder: Bool
    /// The generation of the batch that made the record (0: none, or made before the store's
    /// numbering last wrapped): its commit tells no one about it. In the two bytes after the
    /// flags, so the object does not grow.
    @exclusivity(unchecked) var madeIn: UInt16 = 0
    /// Dense values of the build's slots, sized by the highest slot written, not by the
    /// type's slot count. Read directly only by the lens read's fast path (`readScalar`),
    /// which falls to `value(at:)` past its end; everything else reads `values`, which
    /// makes a kept row's values first.
    /// Unchecked exclusivity: only the store writes, on the main actor, never while a read
    /// of the same record is in progress; a checked access cost each lens read ~8 ns.
    @exclusivity(unchecked) @usableFromInline private(set) var denseValues: [SlotValue] = []
    /// What few records hold, apart so the others do not carry it, in one word: the extras
    /// (made by the first store-numbered value or field error), or a made record's row kept
    /// from the image, its values not made yet (`keep(row:)`); nothing for almost every
    /// record. The row is kept here, not in an `Extras`: one made for each record a check
    /// made was ~250 instructions a record (the page's check makes ~900), and a field of its
    /// own would push the object into the next heap block.
    @exclusivity(unchecked) private var apart = Apart.nothing

    /// Dense values of the build's slots (a kept row's made first).
    var values: [SlotValue] {
        makeKeptRow()
        return denseValues
    }
    /// The record's Observation registrar, made by its first read (before Observation registers
    /// it, so a body that reads the record is told of later changes); nil for a record nothing
    /// has read, which a commit then tells no one about. Most records of a large response are
    /// never read: they carry 8 bytes, not a registrar. A pointer to one, because a read then
    /// borrows it in place with neither a retain nor a value-witness copy: an
    /// `ObservationRegistrar?` (resilient layout) cost each untracked read ~250 instructions,
    /// a class holding it ~50 (a retain and release around Observation's call), measured.
    /// Set once, freed in `deinit`; nonisolated(unsafe) so that `deinit` may free it.
    @exclusivity(unchecked) @usableFromInline
    nonisolated(unsafe) var registrar: UnsafeMutablePointer<ObservationRegistrar>?
    /// `digest`, with `Self.noDigest` for none: an `Int?` would take a ninth byte and push
    /// the object into the next heap block. A change whose digest is that very value is
    /// kept as none, which only costs that change its skip. While the record keeps a row in
    /// a fill's shared buffers (`Apart.packed`), where the row is there, as a value below
    /// `firstDigest`, which reads as none: such a record has no digest (every write makes its
    /// row first). A digest below it is kept as none too (1 in 65,536 loses its skip), so
    /// reading `digest` stays one comparison (checking the row's case as well cost the
    /// commit of an unchanged page ~4 instructions a record, 3 %).
    @exclusivity(unchecked) private var storedDigest = Record.noDigest

    private enum Apart {
        case nothing
        case extras(Extras)
        case kept([StoredCell])
        /// A row kept in the buffers a fill shares among the records it makes (`KeptRows`), at
        /// `packedSpan`.
        case packed(KeptRows)
    }

    /// The extras, if made.
    private var extras: Extras? {
        if case .extras(let made) = apart { return made }
        return nil
    }

    /// The kept row's cells, values not made yet (empty once they are): a copy, for tests.
    var keptRow: [StoredCell] {
        switch apart {
        case .kept(let row): row
        case .packed(let rows): Array(rows.row(packedSpan))
        default: []
        }
    }

    /// The cells' room the kept row takes: its array's capacity, or exactly its cells in a
    /// fill's buffers.
    var keptRowRoom: Int {
        switch apart {
        case .kept(let row): row.capacity
        case .packed: packedSpan.count
        default: 0
        }
    }

    /// The buffer the kept row is in, shared with the other records its fill made (for tests).
    var keptRowBuffer: KeptRows? {
        if case .packed(let rows) = apart { return rows }
        return nil
    }

    /// Where a packed row is in its buffer: its start in the low 24 bits of `storedDigest`,
    /// its count in the next 24, above `noDigest`.
    private var packedSpan: KeptRows.Span {
        let place = storedDigest & ~Self.noDigest
        return KeptRows.Span(start: place & KeptRows.largestKept, count: place >> 24 & KeptRows.largestKept)
    }

    private static let noDigest = Int.min
    /// The least digest kept: below it, none (or a packed row's place).
    private static let firstDigest = Int.min + 1 << 48

    /// The digest of the change a commit last wrote here in full, without field errors; any
    /// later write clears it. While it is set, a change with the same digest (and the same
    /// link targets) writes nothing here, so the commit skips its values.
    var digest: Int? {
        get { storedDigest < Self.firstDigest ? nil : storedDigest }
        set {
            makeKeptRow()
            if let newValue, newValue >= Self.firstDigest { storedDigest = newValue } else { storedDigest = Self.noDigest }
        }
    }

    /// Values of store-numbered slots (negative indices: keys rendered from variables),
    /// sorted by slot; a record holds few of them.
    var storeValues: [(slot: Int, value: SlotValue)] {
        makeKeptRow()
        return extras?.storeValues ?? []
    }
    /// Field errors by slot; empty for almost every record.
    var errors: [Int: FieldError] {
        makeKeptRow()
        return extras?.errors ?? [:]
    }

    /// The extras, made when a store-numbered value or an error is first written.
    private var madeExtras: Extras {
        if let extras { return extras }
        // Every writer makes a kept row first (`makeKeptRow`), so none is dropped here.
        assert(!keepsRow, "extras are made only once a kept row is made")
        let made = Extras()
        apart = .extras(made)
        return made
    }

    /// Makes an empty record. Only a store (or a test) makes records.
    public init(key: String, type: TypeID) {
        self.key = key
        self.type = type
        self.isPlaceholder = Self.isPlaceholderKey(key)
    }

    deinit {
        guard let registrar else { return }
        registrar.deinitialize(count: 1)
        registrar.deallocate()
    }

    /// Makes the record's registrar, at its first read. Not inlined: a read does it once.
    @usableFromInline @inline(never)
    func makeRegistrar() {
        let made = UnsafeMutablePointer<ObservationRegistrar>.allocate(capacity: 1)
        made.initialize(to: ObservationRegistrar())
        registrar = made
    }

    /// Whether `key` is a placeholder's, compared as bytes: `hasPrefix` compares characters
    /// (normalizing both), and every record made asked it. A key that does not start with
    /// `c` (an entity key starts with its type's name) is answered by its first byte.
    private static func isPlaceholderKey(_ key: String) -> Bool {
        let prefix: StaticString = "client:placeholder:"
        let bytes = key.utf8
        guard bytes.first == UInt8(ascii: "c"), bytes.count >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { bytes.starts(with: $0) }
    }

    /// The value of slot `slot`, registering the read with Observation.
    public subscript(slot slot: Int) -> SlotValue {
        access(SlotChannels.channel(slot))
        return value(at: slot)
    }

    /// The field error of slot `slot`, registering the read on the same channel as the value.
    public func error(slot: Int) -> FieldError? {
        access(SlotChannels.channel(slot))
        return storedError(at: slot)
    }

    /// The value without registering a read (commit, export); the lens read's slow path.
    @usableFromInline
    func value(at slot: Int) -> SlotValue {
        if slot >= 0 && slot < denseValues.count { return denseValues[slot] }
        if keepsRow {
            makeKeptRow()
            return value(at: slot)
        }
        guard let extras, slot < 0, let k = storeIndex(slot) else { return .missing }
        return extras.storeValues[k].value
    }

    /// Slot `slot`'s value as the availability check weighs it (`checkedSlots`), without
    /// making a kept row's values.
    func checkedValue(at slot: Int) -> SlotValue { checkedSlots.value(slot) }

    /// The record's values as the availability check reads them, taken once per record it
    /// walks.
    var checkedSlots: CheckedSlots {
        switch apart {
        case .kept(let row): CheckedSlots(record: self, dense: denseValues, kept: row)
        case .packed(let rows): CheckedSlots(record: self, dense: denseValues, packed: rows, packedSpan)
        default: CheckedSlots(record: self, dense: denseValues, kept: [])
        }
    }

    /// Whether the record holds anything (a value or an error), asked without making a kept
    /// row's values.
    var holdsAnything: Bool {
        switch apart {
        case .kept(let row): Self.holdsAnything(row)
        case .packed(let rows): Self.holdsAnything(rows.row(packedSpan))
        default: !writtenSlots.isEmpty
        }
    }

    private static func holdsAnything<Row: RandomAccessCollection<StoredCell>>(_ row: Row) -> Bool {
        for k in row.indices where row[k].error != nil || row[k].value.makesValue { return true }
        return false
    }

    /// Whether slot `slot` already holds what `value` would write, compared in place (no
    /// copy of the stored value): the commit's test for an unchanged entry.
    func holds(_ value: ChangeValue, at slot: Int, targets: Targets) -> Bool {
        makeKeptRow()
        if slot >= 0 { return slot < denseValues.count && value.isSame(as: denseValues[slot], targets: targets) }
        guard let extras, let k = storeIndex(slot) else { return false }
        return value.isSame(as: extras.storeValues[k].value, targets: targets)
    }

    /// The error without registering a read.
    func storedError(at slot: Int) -> FieldError? {
        makeKeptRow()
        return extras?.errors[slot]
    }

    /// The slots that hold anything (value or error), for export.
    var writtenSlots: [Int] {
        makeKeptRow()
        var slots = Set(errors.keys)
        for (i, v) in denseValues.enumerated() where v != .missing { slots.insert(i) }
        for entry in storeValues { slots.insert(entry.slot) }
        return slots.sorted()
    }

    /// Whether the record keeps a row from the image, its values not made yet.
    var keepsRow: Bool {
        switch apart {
        case .kept, .packed: true
        default: false
        }
    }

    /// The bytes the strings of the row the record keeps are in, its values not made yet; nil
    /// once they are (or for a record that never kept one, or kept no string).
    var keptBytes: RowBytes? {
        switch apart {
        case .kept(let row): Self.bytes(of: row)
        case .packed(let rows): Self.bytes(of: rows.row(packedSpan))
        default: nil
        }
    }

    private static func bytes<Row: Collection<StoredCell>>(of row: Row) -> RowBytes? {
        for cell in row { if case .text(let bytes, _, _) = cell.value { return bytes } }
        return nil
    }

    /// Keeps `row`, a made record's cells as the image's check read them (links bound, strings
    /// still bytes in the check's `RowBytes`), for the first read to make: most records a
    /// relaunch brings back are not read before they are fetched again. Only for a record that
    /// holds nothing. Nothing is told: a made record has no readers, and making the values
    /// later tells no one either.
    func keep(row: [StoredCell]) {
        assert(denseValues.isEmpty && extras == nil && !keepsRow, "a row is kept only by a record that holds nothing")
        apart = .kept(row)
    }

    /// Keeps the row at `span` of `rows` (a fill read it there: a pack's, or the check's walk),
    /// as `keep(row:)` keeps an array: the record keeps no array of its own.
    func keep(row span: KeptRows.Span, in rows: KeptRows) {
        assert(denseValues.isEmpty && extras == nil && !keepsRow && digest == nil,
               "a row is kept only by a record that holds nothing")
        precondition(span.start >= 0 && span.start <= KeptRows.largestKept && span.count >= 0
                     && span.count <= KeptRows.largestKept, "a packed row's place fits under the least digest")
        apart = .packed(rows)
        storedDigest = Self.noDigest | span.count << 24 | span.start
    }

    /// Takes the kept row out unmade, as an array: the record then holds nothing. For a made
    /// record the commit does not put in the store (its general path makes its own).
    func takeKeptRow() -> [StoredCell] {
        switch apart {
        case .kept(let row):
            apart = .nothing
            return row
        case .packed(let rows):
            let span = packedSpan
            apart = .nothing
            storedDigest = Self.noDigest
            let row = rows.row(span)
            var taken: [StoredCell] = []
            taken.reserveCapacity(row.count)
            for k in row.indices { taken.append(row[k]) }
            rows.clear(span)
            return taken
        default: return []
        }
    }

    /// Drops the kept row unmade, for a record being cleared (swept, or its store ending):
    /// true when it did, and the record then holds nothing. Only where no one can be told (no
    /// registrar): a record someone registered with is cleared value by value, as any other.
    func dropKeptRow() -> Bool {
        guard registrar == nil else { return false }
        switch apart {
        case .kept: apart = .nothing
        case .packed(let rows):
            let span = packedSpan
            apart = .nothing
            storedDigest = Self.noDigest
            rows.clear(span)
        default: return false
        }
        return true
    }

    /// Makes the kept row's values, if any, in place: the one door every read but the lens
    /// read's fast path goes through. Values in the row's order (a slot a damaged row repeats
    /// takes its last), errors the first per slot, as the commit's fill wrote them; a value
    /// that cannot be made reads as missing. Tells no one.
    private func makeKeptRow() {
        switch apart {
        case .kept(var row):
            apart = .nothing
            make(&row)
        case .packed(let rows):
            let span = packedSpan
            apart = .nothing
            storedDigest = Self.noDigest
            var row = rows.row(span)
            make(&row)
            rows.clear(span)
        default: return
        }
    }

    /// Makes `row`'s values (see `makeKeptRow`), taking them out of it.
    private func make<Row: MutableCollection<StoredCell> & RandomAccessCollection>(_ row: inout Row) {
        var top = -1
        for k in row.indices where row[k].slot > top { top = row[k].slot }
        if top >= 0 { sizeDense(upTo: top) }
        for k in row.indices {
            let slot = row[k].slot
            if let error = row[k].error, extras?.errors[slot] == nil { madeExtras.errors[slot] = error }
            var value = StoredValue.missing
            swap(&value, &row[k].value)
            guard let made = value.slotValue() else { continue }
            if slot >= 0 { denseValues[slot] = made } else { writeStored(made, at: slot) }
        }
    }

    /// The slots whose link, or some entry of whose link list, is a record `matches`
    /// accepts (links to records deleted, revived or swept).
    func slotsLinking(to matches: (Record) -> Bool) -> [Int] {
        var found: [Int] = []
        func check(_ slot: Int, _ value: SlotValue) {
            switch value {
            case .link(let target): if matches(target) { found.append(slot) }
            case .links(let targets):
                // A loop, not `contains(where:)`: a closure capturing `matches` is refused by
                // the release build's region checking ("sending 'matches' risks data races").
                for case let target? in targets where matches(target) {
                    found.append(slot)
                    return
                }
            default: return
            }
        }
        for (slot, value) in values.enumerated() { check(slot, value) }
        for entry in storeValues { check(entry.slot, entry.value) }
        return found
    }

    /// Writes a slot without notifying; the store nets notifications per batch.
    func write(_ value: SlotValue, at slot: Int) {
        makeKeptRow()
        digest = nil
        guard slot >= 0 else { return writeStored(value, at: slot) }
        if slot >= denseValues.count {
            if case .missing = value { return }
            denseValues.append(contentsOf: repeatElement(.missing, count: slot + 1 - denseValues.count))
        }
        denseValues[slot] = value
    }

    /// Sizes the dense values for slots up to `top` at once, for a record about to be written
    /// whole (a fill): its writes then grow nothing, whatever their order.
    func makeRoom(upTo top: Int) {
        makeKeptRow()
        sizeDense(upTo: top)
    }

    private func sizeDense(upTo top: Int) {
        guard top >= denseValues.count else { return }
        guard denseValues.isEmpty else {
            return denseValues.append(contentsOf: repeatElement(.missing, count: top + 1 - denseValues.count))
        }
        // A made record's values, sized once: `reserveCapacity` on an empty array takes the
        // array's allocation specialized for `SlotValue`; `Array(repeating:count:)` and
        // `init(unsafeUninitializedCapacity:)` call the standard library's unspecialized
        // allocation, which looks the storage type's metadata up generically on every call.
        var made: [SlotValue] = []
        made.reserveCapacity(top + 1)
        for _ in 0...top { made.append(.missing) }
        denseValues = made
    }

    /// Gives a record the commit just made its dense values whole, built from its change
    /// (slot k at index k). Filled with `.missing` and then written slot by slot, each write
    /// checked the array's uniqueness and destroyed the `.missing` it replaced.
    func takeValues(_ made: [SlotValue]) {
        assert(!keepsRow, "values are given whole only to a record the commit made")
        digest = nil
        denseValues = made
    }

    /// Sets or clears a slot's error without notifying.
    func setError(_ error: FieldError?, at slot: Int) {
        makeKeptRow()
        digest = nil
        if let error { madeExtras.errors[slot] = error } else if let extras { extras.errors[slot] = nil }
    }

    /// Clears store-numbered slots the store freed (nothing can name them any more, so no
    /// one is told).
    func forget(storeSlots freed: Set<Int>) {
        makeKeptRow()
        guard let extras else { return }
        digest = nil
        extras.storeValues.removeAll { freed.contains($0.slot) }
        for slot in extras.errors.keys where slot < 0 && freed.contains(slot) { extras.errors[slot] = nil }
    }

    /// Tells the observers of one slot that it changed.
    func notify(slot: Int) {
        guard let registrar else { return }  // never read: no one to tell
        registrar.pointee.withMutation(of: SlotChannels(), keyPath: SlotChannels.channel(slot)) {}
    }

    private func storeIndex(_ slot: Int) -> Int? {
        guard let extras else { return nil }
        for k in extras.storeValues.indices where extras.storeValues[k].slot == slot { return k }
        return nil
    }

    private func writeStored(_ value: SlotValue, at slot: Int) {
        if let k = storeIndex(slot) {
            if case .missing = value { madeExtras.storeValues.remove(at: k) } else { madeExtras.storeValues[k].value = value }
            return
        }
        if case .missing = value { return }
        let extras = madeExtras
        let k = extras.storeValues.firstIndex { $0.slot > slot } ?? extras.storeValues.count
        extras.storeValues.insert((slot, value), at: k)
    }
}

/// A record's store-numbered values and field errors. Unchecked exclusivity, as for a
/// record's `values`: only the store writes, on the main actor.
private final class Extras {
    @exclusivity(unchecked) var storeValues: [(slot: Int, value: SlotValue)] = []
    @exclusivity(unchecked) var errors: [Int: FieldError] = [:]
}

/// A record's values as the availability check reads them, tested in place: taken once per
/// record walked (its values and its kept row retained once), each field then costs no copy
/// of its value (a copy, retained and released, was ~80 instructions a field). A kept row's
/// values are not made: the check after a fill walks every record the fill made, and making
/// them all there cost more than the rest of that walk (~3,400 instructions a record of the
/// benchmark page, callgrind). A string not made yet fits as any text would (whether text
/// fits depends on the field alone), and is missing when its bytes are not there; everything
/// else reads as `Record.value(at:)` reads it once the row is made.
@MainActor
struct CheckedSlots {
    let record: Record
    let dense: [SlotValue]
    /// The row kept as an array of its own, or (empty) in a fill's buffers at `span`.
    let kept: [StoredCell]
    /// The buffer of a row kept in a fill's buffers, held while the record is weighed.
    private let packed: KeptRows?
    private let span: KeptRows.Span

    init(record: Record, dense: [SlotValue], kept: [StoredCell]) {
        self.record = record
        self.dense = dense
        self.kept = kept
        packed = nil
        span = KeptRows.Span(start: 0, count: 0)
    }

    init(record: Record, dense: [SlotValue], packed: KeptRows, _ span: KeptRows.Span) {
        self.record = record
        self.dense = dense
        kept = []
        self.packed = packed
        self.span = span
    }

    /// Whether slot `slot` holds a value that fits `shape` (`Availability.fits`).
    func fits(_ slot: Int, _ shape: ScalarShape) -> Bool {
        if slot >= 0 && slot < dense.count { return Self.fits(held: dense[slot], shape) }
        if let packed { return Self.fits(slot, shape, in: packed.row(span)) }
        guard !kept.isEmpty else { return Self.fits(held: record.value(at: slot), shape) }
        return Self.fits(slot, shape, in: kept)
    }

    /// Slot `slot`'s value: a kept row's links as they are, a string not made yet as an
    /// empty one.
    func value(_ slot: Int) -> SlotValue {
        if slot >= 0 && slot < dense.count { return dense[slot] }
        if let packed { return Self.value(slot, in: packed.row(span)) }
        guard !kept.isEmpty else { return record.value(at: slot) }
        return Self.value(slot, in: kept)
    }

    private static func fits(held value: SlotValue, _ shape: ScalarShape) -> Bool {
        if case .missing = value { return false }
        return Availability.fits(value, shape)
    }

    private static func fits<Row: RandomAccessCollection<StoredCell>>(_ slot: Int, _ shape: ScalarShape,
                                                                       in kept: Row) -> Bool where Row.Index == Int {
        guard let k = keptIndex(slot, in: kept) else { return false }
        return kept[k].value.fits(shape)
    }

    private static func value<Row: RandomAccessCollection<StoredCell>>(_ slot: Int, in kept: Row) -> SlotValue
        where Row.Index == Int {
        guard let k = keptIndex(slot, in: kept) else { return .missing }
        return kept[k].value.checkedSlotValue ?? .missing
    }

    /// The kept cell of `slot` whose value a first read makes: the last, as making the row
    /// keeps it, passing over cells that make none.
    private static func keptIndex<Row: RandomAccessCollection<StoredCell>>(_ slot: Int, in kept: Row) -> Int?
        where Row.Index == Int {
        var k = kept.endIndex
        while k > kept.startIndex {
            k -= 1
            if kept[k].slot == slot && kept[k].value.makesValue { return k }
        }
        return nil
    }
}
