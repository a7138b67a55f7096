/// The image's row format: one binary row per record, one cell per query-root field.
///
/// A row is a flags byte (bit 0: deleted), the type's name id, then cells to the end. A cell
/// is its storage key's name id, a tag byte (the value's kind in the low four bits; 0x10 when
/// a field error follows), the value, then the error if any: message, path and extensions.
/// A link is the target's type name id and key. A root cell is a cell without its name id.
/// Reading stops at the first thing that does not make sense, keeping what came before.
enum RowCodec {
    enum Tag: UInt8 {
        case missing, null, no, yes, int, float, string, link, links, scalars

        /// The tag `raw` names; nil past the last. Inlined where `init(rawValue:)` is not (a
        /// call a cell): the cases are numbered from 0 in order, as their raw values are
        /// (`RowHostileTests` checks every byte against `init(rawValue:)`).
        @inline(__always)
        static func of(_ raw: UInt8) -> Tag? {
            raw <= Tag.scalars.rawValue ? unsafeBitCast(raw, to: Tag.self) : nil
        }
    }
    static let errorBit: UInt8 = 0x10
    static let deletedFlag: UInt8 = 1

    // MARK: Writing

    /// A record's row, or nil when the record may not reach the image.
    static func row(_ record: RecordSnapshot, names: inout NameTable, exclusions: ImageExclusions) -> [UInt8]? {
        var sink = ByteSink()
        return row(record, into: &sink, names: &names, exclusions: exclusions) ? sink.bytes : nil
    }

    /// Appends a record's row to `sink`; false (nothing appended) when the record may not
    /// reach the image.
    static func row(_ record: RecordSnapshot, into sink: inout ByteSink, names: inout NameTable,
                    exclusions: ImageExclusions) -> Bool {
        withUnsafePointer(to: record) { row($0, into: &sink, names: &names, exclusions: exclusions) }
    }

    /// `row(_:into:names:exclusions:)` for a record read in place (the writer's batch): each
    /// part is read where it lies, not the whole record copied first (a retain and a release
    /// of its key, values, errors and store cells, ~240 instructions a row).
    static func row(_ record: UnsafePointer<RecordSnapshot>, into sink: inout ByteSink, names: inout NameTable,
                    exclusions: ImageExclusions) -> Bool {
        let type = record.pointee.type
        let kept = exclusions.surelyKeeps(key: record.pointee.key, type: type)
        guard kept || exclusions.keeps(key: record.pointee.key, type: type) else { return false }
        let isDeleted = record.pointee.isDeleted
        sink.byte(isDeleted ? deletedFlag : 0)
        sink.varint(names.id(of: type))
        guard !isDeleted else { return true }
        let errors = record.pointee.errors
        // Read through the array's buffer, this loop takes ~200 fewer instructions a row (the
        // compiler then inlines it and `admits` into the writer's loop; measured on the
        // benchmark page).
        record.pointee.values.withUnsafeBufferPointer { values in
            // The type's slot name ids, taken once for the row: a cell's name is then one load
            // (a call to `id(ofSlot:on:)` and its nested lookup was ~60 instructions a cell).
            var known = names.slotIDs(of: type)
            func name(_ slot: Int) -> Int? {
                if slot < known.count, case let cached = known[slot], cached != 0 { return cached > 0 ? cached : nil }
                // Let go of the copy first, so the table's array grows in place.
                known = []
                defer { known = names.slotIDs(of: type) }
                return names.id(ofSlot: slot, on: type)
            }
            for slot in values.indices {
                let error = errors.isEmpty ? nil : errors[slot]
                // Most cells are strings or link lists with no error: written here, read in
                // place (no copy of the value, so no retain and release of its parts).
                if error == nil, case .string = values[slot] {
                    guard let name = name(slot) else { continue }
                    string(named: name, in: values, at: slot, into: &sink)
                    continue
                }
                if error == nil, case .links = values[slot] {
                    // A cell linking where the image may not follow is left out, its name too.
                    guard admitsLinks(in: values, at: slot, exclusions), let name = name(slot) else { continue }
                    sink.varint(name)
                    links(in: values, at: slot, into: &sink, names: &names)
                    continue
                }
                let value = values[slot]
                if case .missing = value, error == nil { continue }
                // A cell linking where the image may not follow is left out, its name too.
                guard admits(value, exclusions), let name = name(slot) else { continue }
                sink.varint(name)
                encode(value, error, into: &sink, names: &names)
            }
        }
        for cell in record.pointee.storeCells where !ImageExclusions.localFields.contains(cell.name) {
            guard admits(cell.value, exclusions) else { continue }
            sink.varint(names.id(cell.name))
            encode(cell.value, cell.error, into: &sink, names: &names)
        }
        if errors.count > 0 {
            for (slot, error) in errors.sorted(by: { $0.key < $1.key }) where slot >= record.pointee.values.count {
                guard let name = names.id(ofSlot: slot, on: type) else { continue }
                sink.varint(name)
                encode(.missing, error, into: &sink, names: &names)
            }
        }
        return true
    }

    /// A query-root cell, or nil when its value may not reach the image.
    static func cell(_ value: SlotValue, _ error: FieldError?, names: inout NameTable,
                     exclusions: ImageExclusions) -> [UInt8]? {
        guard admits(value, exclusions) else { return nil }
        var sink = ByteSink()
        encode(value, error, into: &sink, names: &names)
        return sink.bytes
    }

    // The cells read in place. Each reads `values[slot]` only between calls that cannot free
    // it (room in the sink is made before, never during): the compiler then reads the value
    // where it lies, with no retain and release of the string or of each link's record (~65
    // instructions a string and ~150 a link on the benchmark page).

    /// The string cell at `values[slot]` (no error) named `name`: the name's id, then the
    /// value's tag, length and bytes, with one check for room.
    @inline(__always)
    private static func string(named name: Int, in values: UnsafeBufferPointer<SlotValue>, at slot: Int,
                               into sink: inout ByteSink) {
        var length = 0
        if case .string(let text) = values[slot] { length = text.utf8.count }
        sink.reserve(length + 21)
        sink.varintInRoom(UInt64(name))
        sink.byteInRoom(Tag.string.rawValue)
        var written = false
        if case .string(let text) = values[slot] { written = sink.stringInRoom(text) }
        if !written { copiedString(in: values, at: slot, into: &sink) }
    }

    /// A string value whose UTF-8 is not contiguous: copied, then written (out of line: the
    /// copy is the only retain on a string cell's way).
    @inline(never)
    private static func copiedString(in values: UnsafeBufferPointer<SlotValue>, at slot: Int, into sink: inout ByteSink) {
        if case .string(let text) = values[slot] { sink.string(text) }
    }

    /// Whether the image may hold the link list at `values[slot]`: no link to a record it never
    /// keeps. Asked by each target's type and key's first byte (`surelyKeeps`), then, for a list
    /// where that does not tell, of `keeps` for each target.
    @inline(__always)
    private static func admitsLinks(in values: UnsafeBufferPointer<SlotValue>, at slot: Int,
                                    _ exclusions: ImageExclusions) -> Bool {
        var sure = true
        if case .links(let targets) = values[slot] {
            for index in targets.indices {
                if let target = targets[index], !exclusions.surelyKeeps(key: target.key, type: target.type) {
                    sure = false
                    break
                }
            }
        }
        guard !sure, case .links(let targets) = values[slot] else { return true }
        return targets.allSatisfy { $0.map { exclusions.keeps(key: $0.key, type: $0.type) } ?? true }
    }

    /// The link list at `values[slot]`: its tag (with `flag`), count and links; the one writer
    /// of a link list, for the row's loop (reading the batch in place) and `encode`.
    ///
    /// Room for the whole cell is made first, and a type's id or a key is taken out of line
    /// only when not cached or not contiguous: in the common case nothing is called that could
    /// free the list, so the compiler reads it where it lies, with no retain and release of
    /// each link's record (~150 instructions a link on the benchmark page).
    @inline(__always)
    private static func links(in values: UnsafeBufferPointer<SlotValue>, at slot: Int, flag: UInt8 = 0,
                              into sink: inout ByteSink, names: inout NameTable) {
        // The room the cell needs: tag and count, then each link's type id, key length and key.
        var room = 11
        if case .links(let targets) = values[slot] {
            for index in targets.indices { room += targets[index].map { $0.key.utf8.count + 20 } ?? 1 }
        }
        sink.reserve(room)
        guard case .links(let targets) = values[slot] else { return }
        sink.byteInRoom(Tag.links.rawValue | flag)
        sink.varintInRoom(UInt64(targets.count))
        for index in targets.indices {
            guard let target = targets[index] else { sink.byteInRoom(0); continue }
            let type = names.cachedID(of: target.type) ?? namedID(of: target, names: &names)
            sink.varintInRoom(UInt64(type + 1))
            if !sink.stringInRoom(target.key) { copiedKey(of: target, into: &sink) }
        }
    }

    /// The id of a link's type not cached yet (a scoped type, or one met the first time):
    /// interned (out of line, as `copiedKey`).
    @inline(never)
    private static func namedID(of target: Record, names: inout NameTable) -> Int {
        names.id(of: target.type)
    }

    /// A link's key whose UTF-8 is not contiguous: copied, then written (out of line, as
    /// `copiedString`; the room was made).
    @inline(never)
    private static func copiedKey(of target: Record, into sink: inout ByteSink) {
        sink.string(target.key)
    }

    /// Whether the image may hold `value`: not a link to a record it never keeps.
    private static func admits(_ value: SlotValue, _ exclusions: ImageExclusions) -> Bool {
        switch value {
        case .link(let target): exclusions.keeps(key: target.key, type: target.type)
        case .links: withUnsafePointer(to: value) { admitsLinks(in: UnsafeBufferPointer(start: $0, count: 1), at: 0, exclusions) }
        default: true
        }
    }

    /// Writes tag, value and error.
    private static func encode(_ value: SlotValue, _ error: FieldError?, into sink: inout ByteSink,
                               names: inout NameTable) {
        let flag = error == nil ? 0 : errorBit
        switch value {
        case .missing: sink.byte(Tag.missing.rawValue | flag)
        case .null: sink.byte(Tag.null.rawValue | flag)
        case .bool(let b): sink.byte((b ? Tag.yes : Tag.no).rawValue | flag)
        case .int(let i):
            sink.byte(Tag.int.rawValue | flag)
            sink.signed(i)
        case .float(let f):
            sink.byte(Tag.float.rawValue | flag)
            sink.double(f)
        case .string(let s): string(s, flag: flag, into: &sink)
        case .link(let target):
            sink.byte(Tag.link.rawValue | flag)
            sink.varint(names.id(of: target.type))
            sink.string(target.key)
        case .links:
            withUnsafePointer(to: value) {
                links(in: UnsafeBufferPointer(start: $0, count: 1), at: 0, flag: flag, into: &sink, names: &names)
            }
        case .scalars(let items):
            sink.byte(Tag.scalars.rawValue | flag)
            sink.varint(items.count)
            for item in items { scalar(item, into: &sink) }
        }
        if let error { self.error(error, into: &sink) }
    }

    /// A string value's tag and bytes.
    @inline(__always)
    private static func string(_ value: String, flag: UInt8, into sink: inout ByteSink) {
        sink.byte(Tag.string.rawValue | flag)
        sink.string(value)
    }

    private static func scalar(_ value: ScalarValue?, into sink: inout ByteSink) {
        switch value {
        case nil: sink.byte(Tag.null.rawValue)
        case .bool(let b)?: sink.byte((b ? Tag.yes : Tag.no).rawValue)
        case .int(let i)?:
            sink.byte(Tag.int.rawValue)
            sink.signed(i)
        case .float(let f)?:
            sink.byte(Tag.float.rawValue)
            sink.double(f)
        case .string(let s)?:
            sink.byte(Tag.string.rawValue)
            sink.string(s)
        }
    }

    private static func error(_ error: FieldError, into sink: inout ByteSink) {
        sink.string(error.message)
        sink.string(error.path)
        if let extensions = error.extensions {
            sink.byte(1)
            ImageJSON.write(extensions, into: &sink)
        } else {
            sink.byte(0)
        }
    }

    // MARK: Reading

    /// A record's row as the process numbers it; nil when even its head is unreadable.
    ///
    /// With `kept`, a check's `RowBytes`, the row's bytes are kept there: its string values
    /// are not made, only found (`.text`), to be made when a reader first asks. The
    /// row is still read to its end, every length checked, so a row broken in its structure
    /// stops where it breaks, as when every string is made.
    ///
    /// With `keys`, the pack the row is read from, a link to a record the pack holds shares
    /// the key the pack made for it (one `String` and one SipHash a record, not one a link).
    ///
    /// With `keptAt`, `kept` holds the row's bytes already, there (a pack kept whole).
    static func decodeRow(_ bytes: UnsafeRawBufferPointer, keeping kept: RowBytes? = nil, keptAt: Int? = nil,
                          keys: PackIndex? = nil, names: inout NameTable) -> StoredRow? {
        decodeRow(bytes, keeping: kept, keptAt: keptAt, links: LinkKeys(pack: keys), whole: false, names: &names)
    }

    /// `decodeRow`, each link read by `links`. `whole`: nil unless every cell reads (a row
    /// broken in its structure, or a link `links` finds no target for, is not the row).
    static func decodeRow<Links: RowLinks>(_ bytes: UnsafeRawBufferPointer, keeping kept: RowBytes?, keptAt: Int?,
                                           links: Links, whole: Bool, names: inout NameTable) -> StoredRow? {
        if let kept {
            return decodeRow(bytes, keeping: kept, keptAt: keptAt, links: links, whole: whole, into: &kept.cells,
                             names: &names)
        }
        var cells = RowCells()
        return decodeRow(bytes, keeping: nil, keptAt: nil, links: links, whole: whole, into: &cells, names: &names)
    }

    /// A row's head: its type, and whether the record was deleted; nil when unreadable.
    static func head(_ bytes: UnsafeRawBufferPointer, names: inout NameTable) -> (type: TypeID, isDeleted: Bool)? {
        var source = ByteSource(bytes)
        return head(&source, names: &names)
    }

    private static func head(_ source: inout ByteSource, names: inout NameTable) -> (type: TypeID, isDeleted: Bool)? {
        guard let flags = source.byte(), let typeID = source.count(bounded: false),
              let type = names.type(typeID) else { return nil }
        return (type, flags & deletedFlag != 0)
    }

    /// `decodeRow`, the cells gathered in `cells` and moved out into the row. Not inlined, so
    /// a profile counts a row's decoding under one name (a call a row costs nothing to speak of).
    @inline(never)
    private static func decodeRow<Links: RowLinks>(_ bytes: UnsafeRawBufferPointer, keeping kept: RowBytes?,
                                                   keptAt: Int?, links: Links, whole: Bool, into cells: inout RowCells,
                                                   names: inout NameTable) -> StoredRow? {
        guard let read = gatherRow(bytes, keeping: kept, keptAt: keptAt, links: links, into: &cells, names: &names)
        else { return nil }
        var row = StoredRow(type: read.type, isDeleted: read.isDeleted)
        row.cells = cells.take()
        return whole && read.broken ? nil : row
    }

    /// A pack's row for its fill (`PackTargets`), read as `decodeRow(whole: true)` reads it, its
    /// cells moved into `rows` (buffers the fill's records share) rather than an array of their
    /// own: where they are in `rows.rows`; nil, nothing kept, when the row does not read whole
    /// or `links` finds no target for a link. `type` is the row's, its head read already (the
    /// fill made its record from it): the head is stepped over, not read again. Not inlined, as
    /// `decodeRow`.
    @inline(never)
    static func decodeRow<Links: RowLinks>(_ bytes: UnsafeRawBufferPointer, of type: TypeID, keeping kept: RowBytes,
                                           keptAt: Int, links: Links, into rows: inout KeptRowsWriter,
                                           names: inout NameTable) -> KeptRows.Span? {
        guard let read = gatherRow(bytes, of: type, keeping: kept, keptAt: keptAt, links: links, into: &kept.cells,
                                   names: &names),
              !read.broken else {
            kept.cells.removeAll()
            return nil
        }
        return rows.append(moving: &kept.cells)
    }

    /// A row for the check's walk, read as `decodeRow(keeping:keys:)` reads it (the cells before
    /// a break kept), its cells moved into `rows` (buffers the records the check makes share, as
    /// a pack's fill's do) rather than an array of their own; nil, nothing kept, when not even its
    /// head reads. Not inlined, as `decodeRow`.
    @inline(never)
    static func decodeRow(_ bytes: UnsafeRawBufferPointer, keeping kept: RowBytes, keys: PackIndex?,
                          into rows: inout KeptRowsWriter, names: inout NameTable) -> KeptRow? {
        guard let read = gatherRow(bytes, keeping: kept, keptAt: nil, links: LinkKeys(pack: keys), into: &kept.cells,
                                   names: &names) else { return nil }
        return KeptRow(type: read.type, isDeleted: read.isDeleted, place: rows.place(moving: &kept.cells))
    }

    /// Reads a row's head (of type `known`, if given: read already), then its cells into `cells`
    /// up to its end or the first that does not read (`broken`); nil, nothing gathered, when the
    /// head does not read. A deleted row's cells are not read.
    @inline(__always)
    private static func gatherRow<Links: RowLinks>(_ bytes: UnsafeRawBufferPointer, of known: TypeID? = nil,
                                                   keeping kept: RowBytes?, keptAt: Int?, links: Links,
                                                   into cells: inout RowCells, names: inout NameTable)
        -> (type: TypeID, isDeleted: Bool, broken: Bool)? {
        var source = ByteSource(bytes)
        let head: (type: TypeID, isDeleted: Bool)
        if let known {
            // Stepped over: the type's number is not looked up again.
            guard let flags = source.byte(), source.count(bounded: false) != nil else { return nil }
            head = (known, flags & deletedFlag != 0)
        } else {
            guard let read = Self.head(&source, names: &names) else { return nil }
            head = read
        }
        guard !head.isDeleted else { return (head.type, true, false) }
        let base = keptBase(bytes, kept, keptAt)
        var known = names.plainSlots(of: head.type)
        var broken = false
        while !source.isAtEnd {
            guard let nameID = source.count(bounded: false) else { broken = true; break }
            var slot = nameID < known.count ? known[nameID] : -1
            if slot < 0 {
                guard let looked = names.slot(ofName: nameID, on: head.type) else { broken = true; break }
                slot = looked
                known = names.plainSlots(of: head.type)
            }
            guard let cell = decodeCell(&source, slot: slot, kept: kept, base: base, links: links, names: &names)
            else { broken = true; break }
            cells.append(cell)
        }
        return (head.type, false, broken)
    }

    /// A query-root cell; nil when unreadable.
    static func decodeRootCell(_ bytes: UnsafeRawBufferPointer, slot: Int, keeping kept: RowBytes? = nil,
                               keptAt: Int? = nil, keys: PackIndex? = nil, names: inout NameTable) -> StoredCell? {
        var source = ByteSource(bytes)
        let base = keptBase(bytes, kept, keptAt)
        return decodeCell(&source, slot: slot, kept: kept, base: base, links: LinkKeys(pack: keys), names: &names)
    }

    private static func decodeCell<Links: RowLinks>(_ source: inout ByteSource, slot: Int, kept: RowBytes?, base: Int?,
                                                    links: Links, names: inout NameTable) -> StoredCell? {
        guard let tagByte = source.byte(), let tag = Tag.of(tagByte & 0x0f) else { return nil }
        let value: StoredValue
        switch tag {
        case .missing: value = .missing
        case .null: value = .null
        case .no: value = .bool(false)
        case .yes: value = .bool(true)
        case .int:
            guard let i = source.signed() else { return nil }
            value = .int(i)
        case .float:
            guard let f = source.double() else { return nil }
            value = .float(f)
        case .string:
            if let kept, let base {
                guard let (start, count) = source.text() else { return nil }
                value = .text(kept, start: base + start, count: count)
            } else {
                guard let s = source.string() else { return nil }
                value = .string(s)
            }
        case .link:
            guard let typeID = source.count(bounded: false), let type = names.type(typeID),
                  let target = linkTarget(&source, type, links) else { return nil }
            value = Links.link(target)
        case .links:
            guard let count = source.count() else { return nil }
            var targets: [Links.Target?] = []
            targets.reserveCapacity(count)
            // A list's links are mostly of one type: the last one's is kept at hand.
            var last: (id: Int, type: TypeID)?
            for _ in 0..<count {
                guard let typeID = source.count(bounded: false) else { return nil }
                if typeID == 0 { targets.append(nil); continue }
                let type: TypeID
                if let last, last.id == typeID {
                    type = last.type
                } else {
                    guard let found = names.type(typeID - 1) else { return nil }
                    type = found
                    last = (typeID, found)
                }
                guard let target = linkTarget(&source, type, links) else { return nil }
                targets.append(target)
            }
            value = Links.links(targets)
        case .scalars:
            guard let count = source.count() else { return nil }
            var items: [ScalarValue?] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                guard let item = scalar(&source) else { return nil }
                items.append(item)
            }
            value = .scalars(items)
        }
        var error: FieldError?
        if tagByte & errorBit != 0 {
            guard let message = source.string(), let path = source.string(), let hasExtensions = source.byte()
            else { return nil }
            var extensions: JSONValue?
            if hasExtensions == 1 {
                guard let json = ImageJSON.read(&source, depth: 0) else { return nil }
                extensions = json
            }
            error = FieldError(message: message, path: path, extensions: extensions)
        }
        return StoredCell(slot: slot, value: value, error: error)
    }

    /// Where `bytes` start in `kept`: at `keptAt` when `kept` holds them already (a pack kept
    /// whole), else copied there now; nil when nothing keeps the row.
    @inline(__always)
    private static func keptBase(_ bytes: UnsafeRawBufferPointer, _ kept: RowBytes?, _ keptAt: Int?) -> Int? {
        guard let kept else { return nil }
        return keptAt ?? kept.keep(bytes)
    }

    /// A link's target, found by `links` from its key's bytes; nil when unreadable or when
    /// `links` finds none.
    @inline(__always)
    private static func linkTarget<Links: RowLinks>(_ source: inout ByteSource, _ type: TypeID,
                                                    _ links: Links) -> Links.Target? {
        guard let (start, count) = source.text() else { return nil }
        return links.target(type, UnsafeRawBufferPointer(rebasing: source.buffer[start..<start + count]))
    }

    /// One element of a scalar list: `.some(nil)` is a null element; nil is unreadable (the
    /// writer's pack judge reads lists with it too).
    static func scalar(_ source: inout ByteSource) -> ScalarValue?? {
        guard let byte = source.byte(), let tag = Tag.of(byte) else { return nil }
        switch tag {
        case .null: return .some(nil)
        case .no: return .some(.bool(false))
        case .yes: return .some(.bool(true))
        case .int: return source.signed().map { .some(.int($0)) }
        case .float: return source.double().map { .some(.float($0)) }
        case .string: return source.string().map { .some(.string($0)) }
        default: return nil
        }
    }
}

/// The cells of the row being read, gathered in one buffer that the rows a check reads reuse,
/// then moved into an array of exactly their number. A row's cells outlive the check (a made
/// record keeps them until its first read), and an array reserved for 16 kept the room of
/// ~11 cells empty for each of the benchmark page's rows (most have 3 to 5): 896 bytes a
/// hydrated record where ~280 do.
struct RowCells: ~Copyable {
    private var start: UnsafeMutablePointer<StoredCell>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit {
        start.deinitialize(count: count)
        start.deallocate()
    }

    mutating func append(_ cell: consuming StoredCell) {
        if count == capacity { grow() }
        (start + count).initialize(to: cell)
        count += 1
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<StoredCell>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = bigger
        capacity *= 2
    }

    /// Moves the cells gathered to `target`, which has room for them; none are left.
    mutating func move(to target: UnsafeMutablePointer<StoredCell>) {
        target.moveInitialize(from: start, count: count)
        count = 0
    }

    /// Drops the cells gathered.
    mutating func removeAll() {
        start.deinitialize(count: count)
        count = 0
    }

    /// The cells gathered, moved (not copied) into an array of exactly their number; none
    /// are left.
    mutating func take() -> [StoredCell] {
        let n = count
        count = 0
        guard n > 0 else { return [] }
        // Reserved, then appended: `init(unsafeUninitializedCapacity:)` takes the standard
        // library's unspecialized allocation (~750 instructions a row, callgrind), where
        // `reserveCapacity` is specialized for the element.
        var cells: [StoredCell] = []
        cells.reserveCapacity(n)
        for k in 0..<n { cells.append((start + k).move()) }
        return cells
    }
}

/// A record's row read back: its type, whether it was deleted, and its cells by slot.
struct StoredRow {
    let type: TypeID
    let isDeleted: Bool
    var cells: [StoredCell] = []
}

/// A record's row read back into a fill's buffers (`KeptRowsWriter`): its type, whether it was
/// deleted (then it has no cells), and where its cells are.
struct KeptRow {
    let type: TypeID
    let isDeleted: Bool
    let place: KeptPlace
}

/// One cell read back.
struct StoredCell {
    var slot: Int
    var value: StoredValue
    /// The field's error, boxed: errors are rare, and without one inline a cell is 56 bytes,
    /// not 96.
    private var boxedError: StoredError?

    var error: FieldError? {
        get { boxedError?.error }
        set { boxedError = newValue.map(StoredError.init) }
    }

    init(slot: Int, value: StoredValue, error: FieldError? = nil) {
        self.slot = slot
        self.value = value
        boxedError = error.map(StoredError.init)
    }
}

/// A cell's field error, out of line.
private final class StoredError: Sendable {
    let error: FieldError
    init(_ error: FieldError) { self.error = error }
}

/// A value read back: links name their target by type and key.
enum StoredValue {
    case missing, null
    case bool(Bool)
    case int(Int64)
    case float(Double)
    case string(String)
    /// A string not made yet: the check's `RowBytes`, and where its bytes are in them. The
    /// buffer goes with the value (no larger than a link), so a record keeping its row needs
    /// nothing beside the row's cells.
    case text(RowBytes, start: Int, count: Int)
    case link(StoredLink)
    case links([StoredLink?])
    /// A link (a list of links) bound to its target: only in a made record's row kept for
    /// its first read (`Record.keep(row:)`), where the fill settled every target.
    case record(Record)
    case records([Record?])
    case scalars([ScalarValue?])
}

/// A link as the image keeps it.
///
/// Its key is hashed once, where the row is read: the check's walk, the fill's plan and the
/// store's table all find the target by that hash, so a key's text is hashed once a check
/// per link rather than once a table.
struct StoredLink: Hashable {
    let type: TypeID
    let hashedKey: RecordKey.Hashed
    var key: String { hashedKey.text }

    init(type: TypeID, key: String) { self.init(type: type, key: RecordKey.Hashed(key)) }

    init(type: TypeID, key: RecordKey.Hashed) {
        self.type = type
        hashedKey = key
    }
}

/// How a row's links are read: each link's target from its type and its key's UTF-8 bytes
/// (valid only during the call).
protocol RowLinks {
    /// What a link points at as read.
    associatedtype Target
    /// The target of a link to `key` of `type`; nil when there is none (the cell does not read).
    func target(_ type: TypeID, _ key: UnsafeRawBufferPointer) -> Target?
    static func link(_ target: Target) -> StoredValue
    static func links(_ targets: [Target?]) -> StoredValue
}

/// Links read as keys (`StoredLink`), bound later by whoever writes them: a key the pack
/// `pack` holds is the pack's own (one `String` and one SipHash a record, not one a link).
struct LinkKeys: RowLinks {
    let pack: PackIndex?

    func target(_ type: TypeID, _ key: UnsafeRawBufferPointer) -> StoredLink? {
        StoredLink(type: type, key: pack?.hashedKey(key) ?? RecordKey.Hashed(ByteSource.string(key)))
    }

    static func link(_ target: StoredLink) -> StoredValue { .link(target) }
    static func links(_ targets: [StoredLink?]) -> StoredValue { .links(targets) }
}
