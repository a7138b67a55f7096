extension PackVerdict {
    /// What the choice's marking noted for the writer's verdict (`PackJudge`): the variants
    /// met, each step's variant by the key it stepped on, and whether the walk met anything a
    /// verdict cannot vouch for.
    struct Notes: Sendable {
        /// In the order met; the first is the root record's, under the root's selection.
        var variants: [Variant] = []
        /// The variant of each listed key's first step (`PackBlob.Request.keys`' order), as
        /// runs: from the key numbered `start`, each key's is `variant` until the next run (the
        /// records of a list follow one another under one variant). -1 for a step the check
        /// never takes (under a selection only client links reach).
        var firstRuns: [(start: Int, variant: Int)] = []
        /// How many keys' first steps were noted.
        var firstCount = 0

        /// The variant of each key's first step, by the key's number.
        var firstSteps: [Int] {
            var steps: [Int] = []
            steps.reserveCapacity(firstCount)
            for (k, run) in firstRuns.enumerated() {
                let end = k + 1 < firstRuns.count ? firstRuns[k + 1].start : firstCount
                steps.append(contentsOf: repeatElement(run.variant, count: end - run.start))
            }
            return steps
        }
        /// Steps on a record met before under another selection: rare.
        var laterSteps: [(key: String, variant: Int)] = []
        /// False when the walk met the root record again, another root record, or a deferred
        /// field: no verdict is judged.
        var sound = true
    }
}

/// The marking's opt-in notes for a pack's verdict (`Marking.verdict`): for each (record,
/// selection) step, what `Availability.holds` would demand of the record (its variant's
/// server fields, as `Walk.run` weighs them). One list a variant and type, shared by every
/// record of it; selections numbered in the order their first link is met.
@MainActor
struct VerdictNotes {
    private(set) var notes = PackVerdict.Notes()
    /// The selections numbered, by their number. A plan has few selections and variants, so
    /// both are searched in order: a dictionary hashed each key with SipHash (~5,500
    /// instructions a variant made, the benchmark page's choice).
    private var selections: [ObjectIdentifier]
    /// The variant and type of each list, by its number.
    private var known: [Key] = []
    /// The last step's variant: records met one after another are mostly of one variant.
    private var last: (key: Key, index: Int)?
    private var rootNoted = false

    private struct Key: Equatable {
        let variant: ObjectIdentifier
        let type: TypeID
    }

    init(root: ResolvedSelection) {
        selections = [ObjectIdentifier(root)]
    }

    /// Notes the step on `record` under `selection`, whose variant is `variant`.
    mutating func note(_ record: Record, _ selection: ResolvedSelection, _ variant: ResolvedVariant,
                       _ visit: MarkedRecords.Visit, isRoot: Bool, store: Store) {
        let index = self.index(Key(variant: ObjectIdentifier(variant), type: record.type), selection, variant, store)
        if isRoot {
            // Only the query root, once, under the root's selection: its cells are the pack's.
            if rootNoted || index != 0 || visit != .first || record !== store.root(.query) { notes.sound = false }
            rootNoted = true
            return
        }
        switch visit {
        case .first:
            if notes.firstRuns.last?.variant != index { notes.firstRuns.append((notes.firstCount, index)) }
            notes.firstCount += 1
        case .again: notes.laterSteps.append((record.key, index))
        case .seen: return
        }
    }

    /// The number of the variant's list: made at its first step, -1 (and not kept) under a
    /// selection no server link reached yet, whose steps the check never takes.
    private mutating func index(_ key: Key, _ selection: ResolvedSelection, _ variant: ResolvedVariant,
                                _ store: Store) -> Int {
        if let last, last.key == key { return last.index }
        if let found = known.firstIndex(of: key) {
            last = (key, found)
            return found
        }
        guard let number = selections.firstIndex(of: ObjectIdentifier(selection)) else { return -1 }
        let made = make(key, number, variant, store)
        last = (key, made)
        return made
    }

    private mutating func make(_ key: Key, _ number: Int, _ variant: ResolvedVariant, _ store: Store) -> Int {
        var demands: [PackVerdict.Demand] = []
        demands.reserveCapacity(variant.fields.count)
        for field in variant.fields where field.isServerField {
            if field.deferLabel != nil { notes.sound = false }
            switch field.kind {
            case .typename: continue
            case .scalar(let shape): demands.append(PackVerdict.Demand(name: field.storageKey, kind: .scalar(shape)))
            case .link(let link):
                let child = selections.firstIndex(of: ObjectIdentifier(link.selection)) ?? selections.count
                if child == selections.count { selections.append(ObjectIdentifier(link.selection)) }
                demands.append(PackVerdict.Demand(name: field.storageKey,
                                                  kind: .link(child: child, handle: field.connection?.handleKey)))
            }
        }
        let conditions = (store.memberships[key.type] ?? []).sorted()
        notes.variants.append(PackVerdict.Variant(selection: number, type: key.type.name, conditions: conditions,
                                                  demands: demands))
        known.append(key)
        return known.count - 1
    }
}
