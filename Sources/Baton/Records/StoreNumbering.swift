/// What one store numbers for itself, apart from the process's tables: the storage keys
/// rendered from variables (one per id looked up, per cursor) and the type names only its
/// responses named. Thread-safe: resolutions number keys, and ingest interns types, off the
/// main actor.
///
/// A rendered key gets the number `n`, shown `~n` and stored at slot `-(n + 1)`, apart
/// from the build's numbers. A key the build also names as a constant uses the constant's
/// slot. The store:
/// - holds a number while a resolution or a lens scope holds it (``KeyHolds``);
/// - frees the unheld numbers after a collection, reusing the lowest free number first;
/// - forgets all its numbers, and lets go of its types, at `end()`.
public final class StoreNumbering: Sendable {
    private struct Name: Hashable {
        let space: Int32
        let text: String
    }

    private struct Entry {
        let name: Name
        var holders: Int
    }

    private struct State {
        var numbers: [Name: Int] = [:]
        var entries: [Int: Entry] = [:]
        /// Freed numbers, highest first, so the lowest is taken from the end.
        var free: [Int] = []
        var next = 0
        /// Bumped by `reset()`: holds taken before it release nothing.
        var epoch = 0
        /// Scoped types this store holds, by name.
        var types: [String: TypeID] = [:]
        var ended = false
    }

    private let state = Locked(State())

    init() {}

    deinit {
        let types = state.withLock { Array($0.types.values) }
        TypeRegistry.shared.release(types)
    }

    /// The slot a key reads when no store numbers it (a scope without a store): no record
    /// ever holds it.
    static let unnumbered = -(1 << 40)

    /// The slot index of store number `n`.
    static func slot(_ n: Int) -> Int { -(n + 1) }

    /// The store number of a negative slot index.
    static func number(ofSlot slot: Int) -> Int { -slot - 1 }

    // MARK: Keys

    /// The slot of `text` (a storage key rendered from variables) on `type`: this store's
    /// number when it has one (held by `holds` too), else the build's constant when it names
    /// the same text, else a new number. A constant the build numbers after the store did is
    /// its twin (adopted at the next check or commit), so every reader finds the data.
    func slot(_ type: TypeID, _ text: String, holds: KeyHolds) -> Int {
        let name = Name(space: SlotRegistry.space(type), text: text)
        if let known = hold(name, holds) { return known }
        if let constant = SlotRegistry.shared.existingSlot(type, text) { return constant }
        return state.withLock { s in
            let n: Int
            if let known = s.numbers[name] {
                n = known
            } else {
                n = s.free.popLast() ?? s.next
                if n == s.next { s.next += 1 }
                s.numbers[name] = n
                s.entries[n] = Entry(name: name, holders: 0)
            }
            if holds.insert(n, epoch: s.epoch) { s.entries[n]?.holders += 1 }
            return Self.slot(n)
        }
    }

    /// The slot of a text this store already numbered, now held by `holds` too.
    private func hold(_ name: Name, _ holds: KeyHolds) -> Int? {
        state.withLock { s in
            guard let n = s.numbers[name] else { return nil }
            if holds.insert(n, epoch: s.epoch) { s.entries[n]?.holders += 1 }
            return Self.slot(n)
        }
    }

    /// Lets go of numbers `holds` took under `epoch`.
    func release(_ numbers: [Int], epoch: Int) {
        state.withLock { s in
            guard s.epoch == epoch else { return }
            for n in numbers { s.entries[n]?.holders -= 1 }
        }
    }

    /// Frees every number nothing holds; returns their slot indices, which the store clears
    /// from its records. The freed numbers are reused lowest first.
    func freeUnheld() -> [Int] {
        state.withLock { s in
            let unheld = s.entries.filter { $0.value.holders <= 0 }
            guard !unheld.isEmpty else { return [] }
            for (n, entry) in unheld {
                s.entries[n] = nil
                s.numbers[entry.name] = nil
            }
            s.free += unheld.keys
            s.free.sort(by: >)
            // Free numbers at the top of the range shrink it instead.
            var top = 0
            while top < s.free.count, s.free[top] == s.next - 1 {
                s.next -= 1
                top += 1
            }
            s.free.removeFirst(top)
            return unheld.keys.map(Self.slot)
        }
    }

    /// The storage key text of a store-numbered slot, while it is numbered.
    func text(ofSlot slot: Int) -> String? {
        state.withLock { s in s.entries[Self.number(ofSlot: slot)]?.name.text }
    }

    /// The store numbers a rendered key text has, by the numbering space of its type.
    func number(of text: String, space: Int32) -> Int? {
        state.withLock { s in s.numbers[Name(space: space, text: text)] }
    }

    /// How many keys the store has numbered and not freed.
    var keyCount: Int { state.withLock { $0.entries.count } }

    /// The current epoch, which a new hold records.
    var epoch: Int { state.withLock { $0.epoch } }

    /// The session ended: every number is forgotten (holds taken before release nothing),
    /// and the store's types are let go.
    func reset() {
        let types = state.withLock { s -> [TypeID] in
            let types = Array(s.types.values)
            s = State(epoch: s.epoch + 1, ended: true)
            return types
        }
        TypeRegistry.shared.release(types)
    }

    // MARK: Types

    /// The id of a `__typename` a response named: a type the build knows, else a type this
    /// store holds until it ends. Nil when the store already holds
    /// `TypeRegistry.scopedLimitPerStore` such types (the response is malformed).
    func type(named name: String) -> TypeID? {
        if let known = TypeRegistry.shared.lookup(name), !known.isScoped { return known }
        return state.withLock { s -> TypeID? in
            if let held = s.types[name] { return held }
            guard !s.ended, s.types.count < TypeRegistry.scopedLimitPerStore,
                  let (type, holding) = TypeRegistry.shared.scopedType(name) else { return nil }
            if holding { s.types[name] = type }
            return type
        }
    }

    /// How many scoped types the store holds.
    var scopedTypeCount: Int { state.withLock { $0.types.count } }
}

/// The store numbers one resolution or one lens scope holds. When it goes, its numbers are
/// released; the store frees the unheld ones at its next collection.
final class KeyHolds: Sendable {
    private let numbering: StoreNumbering
    private let held = Locked((numbers: Set<Int>(), epoch: 0))

    init(_ numbering: StoreNumbering) { self.numbering = numbering }

    /// Notes `n` (taken under `epoch`); true when it is new to this holder. Called with the
    /// numbering's lock held.
    func insert(_ n: Int, epoch: Int) -> Bool {
        held.withLock { h in
            if h.epoch != epoch {
                h = (numbers: [], epoch: epoch)
            }
            return h.numbers.insert(n).inserted
        }
    }

    deinit {
        let (numbers, epoch) = held.withLock { ($0.numbers, $0.epoch) }
        if !numbers.isEmpty { numbering.release(Array(numbers), epoch: epoch) }
    }
}
