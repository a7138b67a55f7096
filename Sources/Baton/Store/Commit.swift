extension Store {
    /// The one door every write goes through.
    ///
    /// Order: learn memberships; find or create records (reviving a deleted one the set
    /// names); per record write each slot's last entry (an equal value writes nothing) and
    /// clear the errors of slots written without one, then its field errors; apply the
    /// edits in order. Then notify, netted: only slots of pre-existing records whose value
    /// or error differs from before the batch, and the slots linking to records deleted or
    /// revived.
    ///
    /// Under optimistic layers the batch lifts every layer, writes `changes`, and puts the
    /// layers back over the result, so a layer keeps showing until it is taken off; a slot
    /// whose value and error end as they began notifies no one.
    @discardableResult
    public func commit(_ changes: ChangeSet, kind: BatchKind) -> CommitSummary {
        commit(changes, kind: kind, replacing: nil)
    }

    /// A commit that also takes `layer` off (a mutation's answer replaces its own layer).
    @discardableResult
    package func commit(_ changes: ChangeSet, kind: BatchKind, replacing layer: Layer?) -> CommitSummary {
        // An ended store commits nothing: a late response reaches no record.
        guard !isEnded else { return CommitSummary(changed: 0, created: 0) }
        precondition(changes.numbering == nil || changes.numbering === numbering,
                     "a change set read for another store: resolve the plan for this store")
        guard !layers.isEmpty else {
            adoptTwins()
            let batch = makeBatch()
            write(changes, batch) { targets in if kind == .server { serverValuesSettled(changes, targets, batch) } }
            return finish(batch, kind: kind)
        }
        let batch = makeBatch(netted: true)
        lift(from: 0, batch)
        // Twins adopted over the server's values alone: the layers put back write both.
        adoptTwins()
        if let layer { layers.removeAll { $0 === layer } }
        write(changes, batch) { targets in if kind == .server { serverValuesSettled(changes, targets, batch) } }
        reapply(from: 0, batch)
        return finish(batch, kind: kind)
    }

    /// Writes a change set's records, errors and edits; `then` reads the records it names,
    /// in its order, before the write lets go of them (`Targets`: the store holds them, and
    /// the log hears of the write when it returns).
    func write(_ changes: ChangeSet, _ batch: Batch, then use: (Targets) -> Void) {
        let holding = holdEvents()
        defer { if holding { releaseEvents() } }
        for membership in changes.memberships {
            memberships[membership.type, default: []].insert(membership.condition)
        }
        // A record this batch made held nothing and no one reads it yet: written without
        // comparing or counting slots, unless layers journal the batch or twins need the slots.
        let writesMade = batch.before == nil && batch.layer == nil && twins.isEmpty
        var errorsByRecord: [Int: [Int: FieldError]] = [:]
        for placed in changes.errors where errorsByRecord[placed.record]?[placed.slot] == nil {
            errorsByRecord[placed.record, default: [:]][placed.slot] = placed.error
        }
        // Freed when the write returns; the records in it are the store's (see `Targets`).
        let list = UnsafeMutableBufferPointer<Record>.allocate(capacity: max(changes.records.count, 1))
        defer { list.deallocate() }
        let found = UnsafeMutableBufferPointer<Found>.allocate(capacity: max(changes.records.count, 1))
        defer { found.deallocate() }
        findRecords(changes, batch, into: list, found, writingMade: writesMade && errorsByRecord.isEmpty)
        let targets = Targets(UnsafeBufferPointer(rebasing: list[..<changes.records.count]))
        let noErrors: [Int: FieldError] = [:]
        // Read in place, as `findRecords` reads them.
        changes.records.withUnsafeBufferPointer { changes in
            for index in changes.indices where found[index] != .written {
                // Unchanged, known from the digest and the links compared in place: nothing is
                // written, so nothing else is looked up. The record is read where the list
                // holds it (see `Targets`), and only the change's fields the test needs are
                // read out of the change set (the whole change was copied to the stack).
                if errorsByRecord.isEmpty || errorsByRecord[index] == nil, targets[index].keeps(digest: changes[index].digest),
                   changes[index].linkEntries == 0
                    || targets[index].holdsLinks(changes[index].linkEntries, of: changes[index].entries, targets: targets) {
                    continue
                }
                let record = targets[index]
                let errors = errorsByRecord.isEmpty ? noErrors : errorsByRecord[index] ?? noErrors
                if writesMade, found[index] == .made {
                    writeMade(changes.baseAddress.unsafelyUnwrapped + index, to: record, errors: errors, targets: targets)
                    continue
                }
                let slots = apply(changes[index], to: record, errors: errors, targets: targets, batch)
                guard !slots.isEmpty else {
                    // Unchanged: no twins to write (the call alone checked the store's
                    // exclusivity once per record) and no one to tell.
                    if errors.isEmpty { record.keepDigest(changes[index].digest) }
                    continue
                }
                let twinned = writeTwins(of: slots, on: record, batch)
                if errors.isEmpty { record.keepDigest(changes[index].digest) }
                // A record this batch created notifies no one: skip the per-slot bookkeeping.
                guard !batch.isCreated(record) else { continue }
                for slot in slots + twinned { batch.noteChanged(record, slot) }
            }
        }
        for edit in changes.edits { apply(edit, targets, batch) }
        writeEditTwins(batch)
        // Merges, inserts and deletions may move or drop links: let the collector look, and
        // settle the verdicts.
        if !changes.edits.isEmpty {
            droppedLink = true
            verdictsUnsettled = true
        }
        use(targets)
    }

    /// What `findRecords` did for a change: found its record, made it, or made it and wrote it.
    private enum Found: UInt8 {
        case held, made, written
    }

    /// The record each change record names, found or made, put into `targets` in the change
    /// set's order, and into `steps` whether this call made it, or made it and wrote it.
    ///
    /// With `writingMade` (a batch that writes made records whole and places no errors), a
    /// made record is written here, while its change is still in the processor's cache, when
    /// every record its change links to is found before it (`ChangeRecord.lastTarget`, with
    /// the digest): past the cache, a second pass read each change, its record and the records
    /// it links to back from memory, and retained each of those as it wrote the link. A change
    /// linking to itself or a later record waits for the second pass.
    ///
    /// The key tables are grown once up front when the set is at least as large as the store
    /// (a first fetch, a large page): grown one record at a time they rehash every element
    /// at each doubling, and past the processor's cache every move is a miss.
    private func findRecords(_ changes: ChangeSet, _ batch: Batch, into targets: UnsafeMutableBufferPointer<Record>,
                             _ steps: UnsafeMutableBufferPointer<Found>, writingMade: Bool) {
        let count = changes.records.count
        if count >= records.count {
            records.reserveCapacity(records.count + count)
            identities.reserveCapacity(records.count + count)
            batch.reserveCreated(count)
        }
        // Both lists are sized once and written in place: appended one at a time, each
        // append checked the array's uniqueness and capacity out of line (~60 instructions a
        // record, most of a payload that comes back unchanged). The steps are the caller's
        // buffer, not an array written through a closure of its own: with the made record's
        // write below, that closure was no longer inlined (commit-same +2.1 %), and without it
        // the loop and what it calls (the table's insert, `lifted`, `markCreated`) compile
        // into one function that checks no access dynamically (commit-empty 1,866,971 →
        // 1,685,447 instructions inside the commit; `swift_beginAccess` ~28 K → ~1 K).
        steps.initialize(repeating: .held)
        // Made once: a `[:]` literal at each call built an empty dictionary (~40 instructions).
        let noErrors: [Int: FieldError] = [:]
        // Each change is read in place through the buffer, and only the fields a lookup
        // needs are passed on (see `record(for:type:isDeleted:held:in:)`).
        changes.records.withUnsafeBufferPointer { changes in
            @MainActor @inline(__always) func find(_ index: Int) {
                // The usual case, a record the store holds as the change names it, is taken
                // with neither the record nor the key retained.
                let held = records.unretained(changes[index].hashedKey)
                if let held, fits(held, type: changes[index].type, isDeleted: changes[index].isDeleted) {
                    Targets.put(held, at: index, in: targets)
                    return
                }
                let found = record(for: changes[index].hashedKey, type: changes[index].type,
                                   isDeleted: changes[index].isDeleted, held: held, in: batch)
                if found.made {
                    // Where its links go is known only from a digest (`linkEntries` and
                    // `lastTarget` come with it). The targets read are the ones found so far:
                    // a link past them stops the process, as one naming no record does.
                    if writingMade, changes[index].digest != nil,
                       changes[index].linkEntries == 0 || Int(changes[index].lastTarget) < index {
                        writeMade(changes.baseAddress.unsafelyUnwrapped + index, to: found.record, errors: noErrors,
                                  targets: Targets(targets, prefix: index))
                        steps[index] = .written
                    } else {
                        steps[index] = .made
                    }
                }
                Targets.put(.passUnretained(found.record), at: index, in: targets)
            }
            // A table small enough to stay in the processor's cache (a small change set, or
            // one into a small store) is probed as it comes: a loop of its own, as a test per
            // change cost commit-same ~6 instructions a record.
            guard records.isLarge else {
                for index in changes.indices { find(index) }
                return
            }
            // Past the cache the first probe of each change's key was a miss the loop waited
            // on (two thirds of this loop's time in the 16x scale commit, sampled), as the
            // made record's write waited on its change's entries: both are asked for
            // `probeAhead` changes early (`prefetch(_:)`), so the lines are on their way while
            // the records before are found and written.
            let asked = changes.count - Self.probeAhead
            // Most of a set at least as large as the store makes its records (a first fetch, a
            // large page), and each made record's entries are read; a smaller one mostly finds
            // records that hold it already, whose entries are not read (`keeps(digest:)`):
            // fetched for nothing, the page committed again into a store of 100,000 records
            // took ~15 % longer.
            let entryLines = changes.count >= records.count ? Self.entryLinesAhead : 0
            for index in changes.indices {
                if index < asked { prefetch(changes.baseAddress.unsafelyUnwrapped + index + Self.probeAhead, entryLines: entryLines) }
                find(index)
            }
        }
    }

    /// Asks the processor for what finding and writing `change` reads first: its key's slot
    /// in the records table, and the first `entryLines` lines of its entries (their count,
    /// and the first entries: the later ones the processor's own prefetcher follows once
    /// read in order).
    @inline(__always)
    private func prefetch(_ change: UnsafePointer<ChangeRecord>, entryLines: Int) {
        records.prefetch(change.pointee.hashedKey.hash)
        let entries = change.pointee.entriesStorage
        for line in 0..<entryLines { prefetchLine(at: entries + line * 64) }
    }

    /// The lines of a change's entries asked for ahead: the header and ~9 entries.
    private static let entryLinesAhead = 4

    /// How many changes ahead `findRecords` asks for a key's slot: far enough that the line
    /// comes before the probe (a made record's write is ~2,000 instructions, a held record's
    /// lookup ~100), near enough that it is still in the cache when the probe comes.
    private static let probeAhead = 8

    /// Writes a change into a record this batch just made: it held nothing, so every entry
    /// is written (the last per slot wins) without comparing, into values sized once, and no
    /// slot is counted (a made record notifies no one). Any write into it can change a
    /// verdict (a slot that was missing now holds something).
    ///
    /// Not inlined: both passes call it, and inlined into the first it left the second loop
    /// unspecialized (commit-same 230,802 → 414,078 instructions, measured).
    ///
    /// The change is read where the change set holds it: its entries passed as an array were
    /// retained and released around each call, and past the processor's cache that retain, an
    /// atomic write to a line not yet read, was one of the large commit's costliest steps (an
    /// `UnsafeBufferPointer` from a `withUnsafeBufferPointer` closure checked the main actor at
    /// each call instead; BENCHMARKS.md, `scale12`).
    @inline(never)
    private func writeMade(_ change: UnsafePointer<ChangeRecord>, to record: Record, errors: [Int: FieldError],
                           targets: Targets) {
        var top = -1
        var rising = true
        for k in change.pointee.entries.indices {
            let slot = change.pointee.entries[k].slot
            if slot > top { top = slot } else { rising = false }
        }
        if rising {
            // Slots in rising order, as a response's members come: the values are built whole,
            // each written once.
            var made: [SlotValue] = []
            made.reserveCapacity(top + 1)
            for k in change.pointee.entries.indices {
                while made.count < change.pointee.entries[k].slot { made.append(.missing) }
                made.append(slotValue(change.pointee.entries[k].value, targets))
            }
            record.takeValues(made)
        } else {
            record.makeRoom(upTo: top)
            for k in change.pointee.entries.indices {
                record.write(slotValue(change.pointee.entries[k].value, targets), at: change.pointee.entries[k].slot)
            }
        }
        for (slot, error) in errors { record.setError(error, at: slot) }
        if !change.pointee.entries.isEmpty || !errors.isEmpty { verdictsUnsettled = true }
        if errors.isEmpty { record.keepDigest(change.pointee.digest) }
    }

    /// Notifies what the batch changed, logs it and settles what depends on it.
    @discardableResult
    func finish(_ batch: Batch, kind: BatchKind) -> CommitSummary {
        let (changed, flipped) = batch.before.map { netted(batch, $0) } ?? (batch.changed, batch.flipped)
        for (record, slot) in changed { record.notify(slot: slot) }
        notifyLinks(toFlipped: flipped)
        // The log names server and optimistic batches only; local ones are the
        // runtime's own bookkeeping.
        if kind != .local { emit(.committed(kind: kind, changed: changed.count)) }
        if droppedLink, kind != .local { scheduleCollection() }
        // Verdicts hang on nulls, links, errors and deletions: a batch of plain scalars
        // settles nothing.
        if verdictsUnsettled || !flipped.isEmpty {
            verdictsUnsettled = false
            settleVerdicts()
        }
        return CommitSummary(changed: changed.count, created: batch.createdCount)
    }

    /// The slots whose value or error differs from `before`, in records that existed before
    /// the batch, and the records whose deleted flag differs.
    private func netted(_ batch: Batch, _ before: Journal) -> ([(Record, Int)], Set<ObjectIdentifier>) {
        var changed: [(Record, Int)] = []
        for entry in before.entries where !batch.isCreated(entry.record) {
            let now = entry.record.value(at: entry.slot)
            let errorChanged = entry.record.storedError(at: entry.slot) != entry.error
            guard now != entry.value || errorChanged else { continue }
            if Self.dropsLink(entry.value, now) { droppedLink = true }
            if errorChanged || Self.touchesVerdicts(entry.value, now) { verdictsUnsettled = true }
            changed.append((entry.record, entry.slot))
        }
        var flipped = Set<ObjectIdentifier>()
        for flag in before.flags where flag.record.isDeleted != flag.wasDeleted {
            flipped.insert(ObjectIdentifier(flag.record))
        }
        return (changed, flipped)
    }

    /// The one point where memory holds exactly a server batch's values: the payload is
    /// written and no optimistic layer is back yet. The image takes its snapshot here.
    private func serverValuesSettled(_ changes: ChangeSet, _ targets: Targets, _ batch: Batch) {
        guard let onServerValues else { return }
        onServerValues(ServerValues(targets: targets.owned, batch: batch, memberships: changes.memberships))
    }

    /// The record `key` names for a write: the store's, or one a lifted layer made, put back;
    /// found by the hash the key carries.
    func record(_ key: RecordKey.Hashed, in batch: Batch) -> Record? {
        records[key] ?? lifted(key, in: batch)
    }

    /// The record a lifted layer made under `key`, put back into the store.
    func lifted(_ key: RecordKey.Hashed, in batch: Batch) -> Record? {
        guard !batch.lifted.isEmpty, let lifted = batch.lifted.removeValue(forKey: key.text) else { return nil }
        records[key] = lifted
        identities.insert(lifted)
        batch.layer?.noteCreated(lifted)
        return lifted
    }

    /// A new record in the store under a key already hashed, counted as created by the batch.
    func makeRecord(_ key: RecordKey.Hashed, _ type: TypeID, in batch: Batch) -> Record {
        let made = Record(key: key.text, type: type)
        records[key] = made
        identities.insert(made)
        batch.markCreated(made)
        return made
    }

    private func apply(_ edit: ChangeEdit, _ targets: Targets, _ batch: Batch) {
        switch edit {
        case .merge(let connectionMerge):
            merge(connectionMerge, targets, batch)
        case .insert(let insert): self.insert(insert, targets, batch)
        case .deleteEdge(let id, let connections): deleteEdges(id: id, connections, batch)
        case .deleteRecord(let id): deleteRecord(id: id, batch)
        }
    }

    /// Writes one record's entries and errors for the general path; returns the slots whose
    /// value or error changed. A record that already holds the change (the usual case when a
    /// payload comes back) and whose digest did not say so (`write` asked it) is found in one
    /// tight pass (which leaves the digest for the next time), and nothing is written.
    private func apply(_ change: ChangeRecord, to record: Record, errors: [Int: FieldError],
                       targets: Targets, _ batch: Batch) -> [Int] {
        if errors.isEmpty, record.holdsAll(change.entries, targets: targets) { return [] }
        return writeSlots(change, to: record, errors: errors, targets: targets, journal: batch)
    }

    /// The one slot writer of every commit (the general path and the fill mode): writes a
    /// record's entries, then its errors, and returns the slots whose value or error changed,
    /// each once, in the order of their last entries, then the slots with an error alone.
    ///
    /// The last entry per slot wins (a damaged image row may repeat a slot): the entries are
    /// walked from the last, without a grouping pass, and an unchanged value is recognised in
    /// place (`Record.holds`) and builds nothing. A slot written without an error loses its
    /// old one. `journal`, when given, is told each slot before it is written (the general
    /// path's batch: it keeps what layers need to net and undo); the fill mode has none.
    func writeSlots(_ change: ChangeRecord, to record: Record, errors: [Int: FieldError],
                    targets: Targets, journal: Batch?) -> [Int] {
        var changed: [Int] = []
        var met = SlotsMet()
        let entries = change.entries
        for k in entries.indices.reversed() where met.insert(entries[k].slot) {
            let slot = entries[k].slot
            let sameValue = record.holds(entries[k].value, at: slot, targets: targets)
            let oldError = record.storedError(at: slot)
            let newError = errors.isEmpty ? nil : errors[slot]
            guard !sameValue || newError != oldError else { continue }
            journal?.note(record, slot)
            if !sameValue {
                let newValue = slotValue(entries[k].value, targets)
                let oldValue = record.value(at: slot)
                if Self.dropsLink(oldValue, newValue) { droppedLink = true }
                if Self.touchesVerdicts(oldValue, newValue) { verdictsUnsettled = true }
                record.write(newValue, at: slot)
            }
            if newError != oldError {
                record.setError(newError, at: slot)
                verdictsUnsettled = true
            }
            changed.append(slot)
        }
        changed.reverse()
        for (slot, error) in errors where met.insert(slot) && record.storedError(at: slot) != error {
            journal?.note(record, slot)
            record.setError(error, at: slot)
            changed.append(slot)
            verdictsUnsettled = true
        }
        return changed
    }

    /// The slot writer for a caller whose records are a list it owns (the fill mode).
    func writeSlots(_ change: ChangeRecord, to record: Record, errors: [Int: FieldError],
                    targets: [Record], journal: Batch?) -> [Int] {
        Targets.borrowing(targets) { writeSlots(change, to: record, errors: errors, targets: $0, journal: journal) }
    }

    /// Always inlined: called out of line from `writeMade`, each value was copied in and out
    /// (`ChangeValue`'s outlined copy and destroy): commit-empty 4,180,614 instructions
    /// against 3,764,994 inlined, measured.
    @inline(__always)
    func slotValue(_ value: ChangeValue, _ targets: Targets) -> SlotValue {
        switch value {
        case .null: .null
        case .bool(let v): .bool(v)
        case .int(let v): .int(v)
        case .float(let v): .float(v)
        case .string(let v): .string(v)
        case .link(let i): .link(targets[i])
        case .links(let list): .links(Self.records(list, targets))
        case .scalars(let list): .scalars(list)
        }
    }

    /// The records a link list's indices name in `targets`. Nonisolated, and a loop rather
    /// than `list.map { $0.map { targets[$0] } }`: each of those closures checked the main
    /// actor for every element (`swift_task_isCurrentExecutor`: 48,008 calls in the 16x scale
    /// commit), and each element was appended through unspecialized calls.
    @inline(__always)
    private nonisolated static func records(_ list: [Int?], _ targets: Targets) -> [Record?] {
        [Record?](unsafeUninitializedCapacity: list.count) { made, count in
            for k in list.indices {
                if let i = list[k] { made.initializeElement(at: k, to: targets[i]) } else { made.initializeElement(at: k, to: nil) }
                count += 1
            }
        }
    }
}
