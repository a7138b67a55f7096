/// The image's interned names (the `names` table): type names and storage keys by a small id,
/// so a row spells each once. Slot numbers belong to a process, so the file keeps names and
/// this table caches the process's numbers for them both ways, in arrays indexed by the
/// process's type numbers (no lock, no hashing on the hot paths).
///
/// Owned by the image's gate: only the thread holding it reads or changes the table.
struct NameTable {
    /// Names by id; id 0 is never used, and "" marks an id no longer in use.
    private var names: [String] = [""]
    private var ids: [String: Int] = [:]
    /// Names interned since the last write transaction committed (to insert, or forget on
    /// rollback).
    private(set) var added: [(id: Int, name: String)] = []
    /// The process's type for each name id, once asked.
    private var types: [TypeID?] = []
    /// The name id of each process type's name, by type number (0 = not yet looked up).
    private var typeNames: [Int] = []
    /// Per type number: the name id of each slot (0 = not yet looked up, -1 = none).
    private var slotNames: [[Int]] = []
    /// Per type number: the slot of each name id (Int.min = not yet looked up); a key rendered
    /// from variables is kept as `~slot` (negative), so a plain name, nearly every cell, is
    /// answered by one load and one sign test.
    private var nameSlots: [[Int]] = []
    /// Per name id: whether the name is a key rendered from variables, one the reading store
    /// may number (0 = not yet looked, 1 = no, 2 = yes).
    private var rendered: [UInt8] = []
    /// The reading store's own numbers for keys rendered from variables: a name it numbered
    /// reads back at its number (never cached: the store frees and reuses numbers).
    var numbering: StoreNumbering?

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

    /// The id of `type`'s name, interning it on first sight. Inlined for a name cached
    /// already (every row's type and every link's: a call was ~30 instructions of a row's ~40
    /// a link).
    @inline(__always)
    mutating func id(of type: TypeID) -> Int {
        cachedID(of: type) ?? typeNameID(type)
    }

    /// The id of `type`'s name if `id(of:)` cached it already; nil otherwise (nothing interned).
    @inline(__always)
    func cachedID(of type: TypeID) -> Int? {
        let n = Int(type.number)
        guard !type.isScoped, n < typeNames.count, case let known = typeNames[n], known > 0 else { return nil }
        return known
    }

    /// `id(of:)` for a type not cached yet.
    private mutating func typeNameID(_ type: TypeID) -> Int {
        // A type only responses named has a number far past the dense ones: not cached.
        if type.isScoped { return id(type.name) }
        let n = Int(type.number)
        if n < typeNames.count, typeNames[n] > 0 { return typeNames[n] }
        let made = id(type.name)
        if n >= typeNames.count { typeNames.append(contentsOf: repeatElement(0, count: n + 1 - typeNames.count)) }
        typeNames[n] = made
        return made
    }

    /// The name of `id`, if the table has it.
    func name(_ id: Int) -> String? {
        guard id > 0, id < names.count, !names[id].isEmpty else { return nil }
        return names[id]
    }

    /// The type for the name `id`: a type the build names, else one the reading store holds
    /// (as if a response had named it) until it ends. The process never keeps such a name,
    /// and a store holds only so many; past that, or with no store reading, nil (the row or
    /// link reads as absent).
    mutating func type(_ id: Int) -> TypeID? {
        if id < types.count, let known = types[id] { return known }
        guard let name = name(id) else { return nil }
        let found = numbering.map { $0.type(named: name) } ?? TypeRegistry.shared.lookup(name)
        // Only a type the process keeps is cached: a store's own types go with the store.
        guard let made = found else { return nil }
        if made.isScoped { return made }
        if id >= types.count { types.append(contentsOf: repeatElement(nil, count: id + 1 - types.count)) }
        types[id] = made
        return made
    }

    /// The name id of slot `slot` of `type`, interning the storage key; nil for a slot with
    /// no storage key this process knows, or one the image never keeps (a loading flag).
    mutating func id(ofSlot slot: Int, on type: TypeID) -> Int? {
        guard slot >= 0 else { return nil }
        if type.isScoped { return SlotRegistry.shared.storageKey(type, slot).flatMap { nameID($0) } }
        let t = Int(type.number)
        if t < slotNames.count, slot < slotNames[t].count, slotNames[t][slot] != 0 {
            let known = slotNames[t][slot]
            return known > 0 ? known : nil
        }
        let found = SlotRegistry.shared.storageKey(type, slot).flatMap { nameID($0) } ?? -1
        if t >= slotNames.count { slotNames.append(contentsOf: repeatElement([], count: t + 1 - slotNames.count)) }
        if slot >= slotNames[t].count {
            slotNames[t].append(contentsOf: repeatElement(0, count: slot + 1 - slotNames[t].count))
        }
        slotNames[t][slot] = found
        return found > 0 ? found : nil
    }

    /// The name ids of `type`'s slots cached so far, by slot (0: not looked up yet, -1: none):
    /// a row's writer takes it once for the row, not a nested array lookup and a call a cell
    /// (`id(ofSlot:on:)` answers the rest). Empty for a type only responses named.
    func slotIDs(of type: TypeID) -> [Int] {
        let t = Int(type.number)
        guard !type.isScoped, t < slotNames.count else { return [] }
        return slotNames[t]
    }

    /// The name id of a storage key the image keeps; nil for one it never keeps (a loading flag).
    private mutating func nameID(_ storageKey: String) -> Int? {
        ImageExclusions.localFields.contains(storageKey) ? nil : id(storageKey)
    }

    /// The slots of `type`'s plain names cached so far, by name id (negative: not a plain
    /// name, or not looked up yet: ask `slot(ofName:on:)`): a row's reader takes it once for
    /// the row, not a nested array lookup a cell.
    func plainSlots(of type: TypeID) -> [Int] {
        let t = Int(type.number)
        guard !type.isScoped, t < nameSlots.count else { return [] }
        return nameSlots[t]
    }

    /// The slot of the storage key `id` on `type`, numbering it in the process if new.
    mutating func slot(ofName id: Int, on type: TypeID) -> Int? {
        let t = Int(type.number)
        if !type.isScoped, id >= 0, t < nameSlots.count, id < nameSlots[t].count, nameSlots[t][id] >= 0 {
            return nameSlots[t][id]
        }
        return lookUpSlot(ofName: id, on: type)
    }

    /// `slot(ofName:on:)` for a name not cached as plain: a rendered key the reading store
    /// numbered reads back at its number (never cached: the store frees and reuses numbers).
    private mutating func lookUpSlot(ofName id: Int, on type: TypeID) -> Int? {
        if let numbering, isRendered(id), let name = name(id),
           let own = numbering.number(of: name, space: SlotRegistry.space(type)) {
            return StoreNumbering.slot(own)
        }
        if type.isScoped { return name(id).map { SlotRegistry.shared.slot(type, $0) } }
        let t = Int(type.number)
        if t < nameSlots.count, id >= 0, id < nameSlots[t].count, case let known = nameSlots[t][id], known != Int.min {
            return known >= 0 ? known : ~known
        }
        guard let name = name(id) else { return nil }
        let slot = SlotRegistry.shared.slot(type, name)
        if t >= nameSlots.count { nameSlots.append(contentsOf: repeatElement([], count: t + 1 - nameSlots.count)) }
        if id >= nameSlots[t].count {
            nameSlots[t].append(contentsOf: repeatElement(Int.min, count: id + 1 - nameSlots[t].count))
        }
        nameSlots[t][id] = isRendered(id) ? ~slot : slot
        return slot
    }

    /// Whether the name `id` holds arguments (`field(arg:…)`), looked at once per id.
    private mutating func isRendered(_ id: Int) -> Bool {
        guard id >= 0 else { return false }
        if id < rendered.count, rendered[id] != 0 { return rendered[id] == 2 }
        let yes = name(id)?.utf8.contains(UInt8(ascii: "(")) ?? false
        if id >= rendered.count { rendered.append(contentsOf: repeatElement(0, count: id + 1 - rendered.count)) }
        rendered[id] = yes ? 2 : 1
        return yes
    }

    /// The names interned since the last commit are in the file now.
    mutating func committed() { added = [] }

    /// The transaction that would have inserted the new names rolled back: forget them.
    mutating func rolledBack() {
        for (id, name) in added.reversed() {
            ids[name] = nil
            if id == names.count - 1 { names.removeLast() } else if id < names.count { names[id] = "" }
        }
        added = []
        forgetCaches()
    }

    /// Forgets the names with these ids (no row uses them any more).
    mutating func remove(_ unused: Set<Int>) {
        for id in unused where id > 0 && id < names.count {
            ids[names[id]] = nil
            names[id] = ""
        }
        forgetCaches()
    }

    private mutating func forgetCaches() {
        types = []
        typeNames = []
        slotNames = []
        nameSlots = []
        rendered = []
    }
}
