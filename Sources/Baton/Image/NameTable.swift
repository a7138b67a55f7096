/// The image's interned names (the `names` table): type names and storage keys by a small id,
/// so a row spells each once. Slot numbers belong to a process, so the file keeps names and
/// this table caches the process's numbers for them both ways.
///
/// Owned by the image's gate: only the thread holding it reads or changes the table.
struct NameTable {
    /// Names by id; id 0 is never used.
    private var names: [String] = [""]
    private var ids: [String: Int] = [:]
    /// Names interned since the last write transaction committed (to insert, or forget on
    /// rollback).
    private(set) var added: [(id: Int, name: String)] = []
    /// The process's type for a name id, once asked.
    private var types: [Int: TypeID] = [:]
    /// Per type: the name id of each slot (0 = not yet looked up, -1 = the slot has no name).
    private var slotNames: [Int32: [Int]] = [:]
    /// Per type: the slot of each name id (Int.min = not yet looked up).
    private var nameSlots: [Int32: [Int]] = [:]

    /// The table as the file holds it.
    init(rows: [(id: Int, name: String)] = []) {
        for row in rows where row.id > 0 && row.id < 1 << 30 {
            if row.id >= names.count { names.append(contentsOf: repeatElement("", count: row.id + 1 - names.count)) }
            names[row.id] = row.name
            ids[row.name] = row.id
        }
    }

    /// Every name id in use by the table.
    var allIDs: [Int] { ids.values.sorted() }

    /// The id of `name`, interning it (and remembering to insert it) on first sight.
    mutating func id(_ name: String) -> Int {
        if let known = ids[name] { return known }
        let made = names.count
        names.append(name)
        ids[name] = made
        added.append((made, name))
        return made
    }

    /// The name of `id`, if the table has it.
    func name(_ id: Int) -> String? {
        guard id > 0, id < names.count, !names[id].isEmpty else { return nil }
        return names[id]
    }

    /// The process's type for the name `id`.
    mutating func type(_ id: Int) -> TypeID? {
        if let known = types[id] { return known }
        guard let name = name(id), !name.isEmpty else { return nil }
        let made = TypeID(name)
        types[id] = made
        return made
    }

    /// The name id of slot `slot` of `type`, interning the storage key; nil for a slot with
    /// no storage key this process knows, or one the image never keeps (a loading flag).
    mutating func id(ofSlot slot: Int, on type: TypeID) -> Int? {
        guard slot >= 0 else { return nil }
        var row = slotNames[type.number] ?? []
        if slot < row.count, row[slot] != 0 { return row[slot] > 0 ? row[slot] : nil }
        if slot >= row.count { row.append(contentsOf: repeatElement(0, count: slot + 1 - row.count)) }
        let name = SlotRegistry.shared.storageKey(type, slot)
        let found = name.map { ImageExclusions.localFields.contains($0) ? -1 : id($0) } ?? -1
        row[slot] = found
        slotNames[type.number] = row
        return found > 0 ? found : nil
    }

    /// The slot of the storage key `id` on `type`, numbering it in the process if new.
    mutating func slot(ofName id: Int, on type: TypeID) -> Int? {
        var row = nameSlots[type.number] ?? []
        if id >= 0, id < row.count, row[id] != Int.min { return row[id] }
        guard let name = name(id) else { return nil }
        let slot = SlotRegistry.shared.slot(type, name)
        if id >= row.count { row.append(contentsOf: repeatElement(Int.min, count: id + 1 - row.count)) }
        row[id] = slot
        nameSlots[type.number] = row
        return slot
    }

    /// The names interned since the last commit are in the file now.
    mutating func committed() { added = [] }

    /// The transaction that would have inserted the new names rolled back: forget them.
    mutating func rolledBack() {
        for (id, name) in added.reversed() {
            ids[name] = nil
            types[id] = nil
            if id == names.count - 1 { names.removeLast() }
        }
        added = []
        slotNames = [:]
        nameSlots = [:]
    }

    /// Forgets the names with these ids (no row uses them any more).
    mutating func remove(_ unused: Set<Int>) {
        for id in unused where id > 0 && id < names.count {
            ids[names[id]] = nil
            names[id] = ""
            types[id] = nil
        }
        slotNames = [:]
        nameSlots = [:]
    }
}
