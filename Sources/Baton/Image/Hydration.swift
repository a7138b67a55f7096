/// Hydration: the availability check with the image, on the main actor.
extension StoreImage {
    /// After the walk in memory: when memory could not answer (or a deferred part is not
    /// held), the walk runs again with the image inside one read transaction, and what it
    /// found is committed after the walk as one fill (the commit's mode for slots memory lacks). `root`, if given and not dated
    /// in this launch, takes its age from the image.
    func check(_ resolution: Resolution, in store: Store, root: Root?, memory: Availability.Answer) -> Availability.Answer {
        if memory.isAvailable && memory.deferredHeld {
            if let root, needsAge(root) {
                let stored = writer.read { try $0.fetchTime(root.key) } ?? nil
                if stored != nil { writer.enqueue(.touch(ImageTouch(fetches: [root.key]))) }
                age(root, store: store, stored: stored)
            }
            return memory
        }
        var pack: PackIndex?
        if let root, Self.packs(root), PackFill.stands(for: resolution, in: store) {
            switch fillFromPack(resolution, in: store, root: root) {
            case .answered(let answer): return answer
            case .declined(let read): pack = read
            case .missed(let read): pack = read
            }
        }
        let started = ContinuousClock.now
        guard var found = walk(resolution, in: store, root: root, pack: pack) else { return memory }
        let walked = ContinuousClock.now
        if !found.touch.isEmpty { writer.enqueue(.touch(found.touch)) }
        if !found.walk.fills.isEmpty { found.walk.commitFills() }
        writer.timings.withLock { $0.hydrationWalk = walked - started; $0.hydrationCommit = .now - walked }
        if let root, found.agedRoot { age(root, store: store, stored: found.storedTime) }
        if found.usedPack {
            writer.timings.withLock { $0.packRead = found.packRead; $0.packsRead += 1 }
        } else if let root, !found.missed {
            // A root the walk found whole without a pack is packed for the next relaunch.
            wantsPack(root)
        }
        var answer = Availability.Answer(isAvailable: !found.missed, deferredHeld: !found.deferredMissed)
        answer.usedImage = true
        return answer
    }

    private struct Found {
        var walk: HydrationWalk
        var touch: ImageTouch
        var missed: Bool
        var deferredMissed: Bool
        var agedRoot = false
        var storedTime: Double?
        var usedPack = false
        var packRead = Duration.zero
    }

    private enum PackOutcome {
        /// Memory held the whole answer once the pack was filled.
        case answered(Availability.Answer)
        /// Nothing filled: the pack read (if any) is the walk's.
        case declined(PackIndex?)
        /// Filled, and memory still misses a field: the walk fills what is still missing,
        /// reading the same pack.
        case missed(PackIndex)
    }

    /// A relaunch's check with `root`'s pack (`PackFill`): the pack's rows filled and
    /// committed, then memory answers. Touches and the root's age are the walk's.
    private func fillFromPack(_ resolution: Resolution, in store: Store, root: Root) -> PackOutcome {
        let started = ContinuousClock.now
        let operation = PackBlob.operation(resolution.operation.document)
        var packRead = Duration.zero
        // The fill leaves the read by this variable, moved out after: a copy would share its
        // rows' cells with the commit, which then copies each row it binds (~1 M instructions
        // a check of the benchmark page) and tears the copy down after (~0.9 M).
        var made: PackFill?
        let read = writer.read { database -> PackIndex? in
            guard try database.usePack(root.key, operation: operation), let pack = database.pack else { return nil }
            database.pack = nil
            packRead = ContinuousClock.now - started
            database.names.numbering = store.numbering
            defer { database.names.numbering = nil }
            made = PackFill(pack, resolution, store: store, database: database)
            if made != nil, needsAge(root) { made?.storedTime = try database.fetchTime(root.key) }
            return pack
        }
        guard let read, let pack = read else {
            made?.dropRows()
            return .declined(nil)
        }
        guard var fill = made.take() else { return .declined(pack) }
        let decoded = ContinuousClock.now
        fill.touch.sequence = sequence
        store.commit(fill: &fill.fills)
        let answer = answer(resolution, in: store, pack: pack, rootFields: fill.touch.rootFields)
        writer.timings.withLock {
            $0.hydrationWalk = decoded - started
            $0.hydrationCommit = .now - decoded
        }
        guard answer.isAvailable else {
            // A pack holds every row the root's plan reached when memory held it whole, so
            // this is a pack that is not that copy (damaged, or made by a build whose plan
            // reached other records): the walk reads on, the pack's rows first, the file's
            // for any record the pack lacks. The rows filled are memory's now, as the walk's
            // would be.
            if !fill.touch.isEmpty { writer.enqueue(.touch(fill.touch)) }
            writer.timings.withLock { $0.packsMissed += 1 }
            return .missed(pack)
        }
        let ages = needsAge(root)
        if ages, fill.storedTime != nil { fill.touch.fetches.append(root.key) }
        if !fill.touch.isEmpty { writer.enqueue(.touch(fill.touch)) }
        if ages { age(root, store: store, stored: fill.storedTime) }
        writer.timings.withLock {
            $0.packRead = packRead
            $0.packsRead += 1
            $0.packsFilled += 1
        }
        var packed = Availability.Answer(isAvailable: true, deferredHeld: answer.deferredHeld)
        packed.usedImage = true
        return .answered(packed)
    }

    /// Whether memory holds `resolution` once `pack` is filled and committed: the pack's
    /// verdict, when it vouches for this plan over this store (no walk; a deferred operation
    /// never fills a pack, so its parts are held), else the walk in memory.
    private func answer(_ resolution: Resolution, in store: Store, pack: PackIndex,
                        rootFields: [String]) -> Availability.Answer {
        guard let verdict = pack.verdict, verdict.vouches(for: resolution, in: store, rootFields: rootFields) else {
            return Availability.holds(resolution, in: store)
        }
        writer.timings.withLock { $0.verdictsTrusted += 1 }
        return Availability.Answer(isAvailable: true, deferredHeld: true)
    }

    /// The walk inside the read transaction; nil when the image cannot be read now. `pack`,
    /// if given, is the root's pack already read this check.
    private func walk(_ resolution: Resolution, in store: Store, root: Root?, pack: PackIndex? = nil) -> Found? {
        writer.read { database -> Found in
            // Keys rendered from variables read back at the numbers this store gave them, and
            // type names only the image knows are held by this store; the image keeps no
            // hold on the store's numbering past the read.
            database.names.numbering = store.numbering
            defer { database.names.numbering = nil }
            // A query root's pack, if the file has one: the walk reads the same rows from it
            // (a pack is a copy of the file's), by one statement rather than a seek a record.
            let started = ContinuousClock.now
            var usedPack = false
            if let pack {
                database.pack = pack
                usedPack = true
            } else if let root, Self.packs(root) {
                usedPack = try database.usePack(root.key, operation: PackBlob.operation(resolution.operation.document))
            }
            let packRead = ContinuousClock.now - started
            defer { database.pack = nil }
            var walk = HydrationWalk(store: store, database: database, resolution: resolution)
            try walk.run(from: store.root(resolution.operation.kind), resolution.root)
            walk.finish()
            var found = Found(walk: walk, touch: walk.touch, missed: walk.missed, deferredMissed: walk.deferredMissed,
                              usedPack: usedPack, packRead: packRead)
            // The rows filled are memory's now: a batch snapshotted after this replaces them
            // (the writer marks them read when it stamps them).
            found.touch.sequence = sequence
            if let root, !found.missed, needsAge(root) {
                found.agedRoot = true
                found.storedTime = try database.fetchTime(root.key)
                if found.storedTime != nil { found.touch.fetches.append(root.key) }
            }
            return found
        }
    }
}
