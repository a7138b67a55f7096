import Dispatch

/// The image's engine: one background writer (a thread of its own, `ImageWriterThread`) and a
/// gate that every use of the file passes, so a check's read waits for a write in flight and
/// never meets one.
///
/// The file is opened when the image is made, on the pool thread that then makes the writer's
/// thread (or by a check that asks for it before that open has begun: see `read`), and made
/// ready to write by the writer's first work. A file that cannot be used now
/// (locked, unreadable) keeps the writer's work for a retry at the next commit or read, no
/// sooner than `retryInterval` after the failed open; reads miss meanwhile, and work past
/// `workLimit` rows is dropped with the image marked to start over.
final class ImageWriter: @unchecked Sendable {
    let files: ImageFiles
    let version: String
    let sizeLimit: Int64
    /// How long after a failed open the next try waits.
    let retryInterval: Duration
    /// Rows of work kept while the file cannot be used.
    static let workLimit = 50_000

    /// Where the writer works (a serial thread of its own, told it is background work).
    private let thread = ImageWriterThread(name: "Baton image writer")
    /// Held by whoever uses the file: the writer, a check's read, closing, removing.
    private let gate = DispatchSemaphore(value: 1)

    // Under the gate.
    private var database: ImageDatabase?
    private var status = Status.opening
    private var startsOver = false
    /// The file is a database that is not an image (remembered after closing).
    private var isForeign = false

    /// Work waiting for the writer.
    private let pending = Locked(Pending())
    /// Where log events and written batches are reported.
    private let reports = Locked(Reports())
    /// The latest snapshot's and transaction's durations (for the benchmarks).
    let timings = Locked(ImageTimings())

    enum Status: Equatable {
        case opening, open
        /// The file could not be used; tried again no sooner than `retryInterval` later.
        case unavailable(since: ContinuousClock.Instant)
        /// A database that is not an image: left alone for good.
        case foreign
        /// Another image of this process holds the file.
        case unclaimed
        case closed
    }

    private struct Pending {
        var jobs: [ImageJob] = []
        var rows = 0
        var scheduled = false
        /// The work was dropped (too much kept while unavailable): start over at the next open.
        var dropped = false
        /// Packs asked for, one per root (the latest ask wins), made only when no other work
        /// waits.
        var packs: [PackBlob.Request] = []
    }

    private struct Reports {
        var log: (@Sendable (LogEvent) -> Void)?
        var unsent: [LogEvent] = []
        var written: (@Sendable (Int) -> Void)?
        /// Whether a store took this image (one store per image).
        var taken = false
    }

    /// Takes the image for one store; false when another store already has it.
    func take() -> Bool {
        reports.withLock { r in
            defer { r.taken = true }
            return !r.taken
        }
    }

    /// - Parameter opensAtOnce: whether the writer's thread opens the file now; when false
    ///   (tests), the file is opened by its first use.
    init(files: ImageFiles, version: String, sizeLimit: Int64, retryInterval: Duration = .seconds(1),
         opensAtOnce: Bool = true) {
        self.files = files
        self.version = version
        self.sizeLimit = sizeLimit
        self.retryInterval = retryInterval
        guard ImageClaims.claim(files) else {
            status = .unclaimed
            report(.imageUnavailable)
            thread.start()
            return
        }
        guard opensAtOnce else {
            thread.start()
            return
        }
        // The open begins at once, on the pool thread that then makes the writer's thread: a
        // first frame that asks for the file meanwhile waits for the rest of the open, not for
        // all of it (a check that asks before the open has begun does it itself: see `read`).
        thread.start { [self] in
            gate.wait()
            _ = isOpen()
            gate.signal()
        }
        // The writer's first work: the file made ready to write, off the main actor.
        thread.async { [self] in
            gate.wait()
            _ = usable()
            gate.signal()
        }
    }

    deinit {
        thread.stop()
        database?.close()
        if status != .unclaimed && status != .closed { ImageClaims.release(files) }
    }

    /// Sends log events to `log` (those already raised first), and tells `written` the
    /// sequence number of each batch that left the writer's hands (written or dropped).
    func report(to log: @escaping @Sendable (LogEvent) -> Void, written: @escaping @Sendable (Int) -> Void) {
        let unsent = reports.withLock { r -> [LogEvent] in
            r.log = log
            r.written = written
            defer { r.unsent = [] }
            return r.unsent
        }
        for event in unsent { log(event) }
    }

    private func report(_ event: LogEvent) {
        let log = reports.withLock { r -> (@Sendable (LogEvent) -> Void)? in
            if r.log == nil { r.unsent.append(event) }
            return r.log
        }
        log?(event)
    }

    // MARK: Work

    /// Hands `job` to the writer.
    func enqueue(_ job: ImageJob) {
        let schedule = pending.withLock { p -> Bool in
            p.jobs.append(job)
            p.rows += job.rows
            defer { p.scheduled = true }
            return !p.scheduled
        }
        if schedule { thread.async { [self] in drain() } }
    }

    /// Asks the writer for `request`'s pack, after the work handed over before it and when
    /// nothing else waits.
    func enqueuePack(_ request: PackBlob.Request) {
        let schedule = pending.withLock { p -> Bool in
            p.packs.removeAll { $0.root == request.root }
            p.packs.append(request)
            defer { p.scheduled = true }
            return !p.scheduled
        }
        if schedule { thread.async { [self] in drain() } }
    }

    /// Asks the writer to run (a read found the file unavailable, or a flush).
    private func nudge() {
        let schedule = pending.withLock { p -> Bool in
            defer { p.scheduled = true }
            return !p.scheduled
        }
        if schedule { thread.async { [self] in drain() } }
    }

    /// Writes everything pending in one transaction (on the writer's thread).
    private func drain() {
        gate.wait()
        defer { gate.signal() }
        let (jobs, dropped) = pending.withLock { p -> ([ImageJob], Bool) in
            defer { p.jobs = []; p.rows = 0; p.scheduled = false; p.dropped = false }
            return (p.jobs, p.dropped)
        }
        if dropped { startsOver = true }
        guard usable() else {
            keep(jobs)
            return
        }
        guard let database else { return }
        guard !jobs.isEmpty else { return writePacks(database) }
        do {
            let started = ContinuousClock.now
            let written = try database.write(jobs, exclusions: ImageExclusions.current)
            let rows = jobs.reduce(0) { $0 + $1.rows }
            timings.withLock { $0.write = ContinuousClock.now - started; $0.writtenRows = rows }
            for (id, types) in written.ambiguous { report(.ambiguousIdentity(id: id, types: types)) }
            if written.batches > 0 { report(.imageWritten(batches: written.batches)) }
            acknowledge(jobs)
            writePacks(database)
        } catch let error as SQLiteError where error.isUnavailable {
            report(.imageWriteFailed)
            keep(jobs)
        } catch let error as SQLiteError where error.isCorrupt {
            report(.imageWriteFailed)
            startsOver = true
            keep(jobs)
            if usable() { nudge() }
        } catch {
            report(.imageWriteFailed)
            acknowledge(jobs)
        }
    }

    /// Makes the packs asked for, one transaction each, while no other work waits (a batch
    /// handed over meanwhile goes first: its drain is already scheduled and makes the rest).
    /// A pack is a cache: one that fails is not tried again.
    private func writePacks(_ database: ImageDatabase) {
        while let request = pending.withLock({ p -> PackBlob.Request? in
            guard p.jobs.isEmpty, !p.packs.isEmpty else { return nil }
            return p.packs.removeFirst()
        }) {
            let started = ContinuousClock.now
            do {
                guard try database.writePack(request) else { continue }
                timings.withLock {
                    $0.packWrite = ContinuousClock.now - started
                    $0.packsWritten += 1
                }
            } catch let error as SQLiteError where error.isCorrupt {
                startsOver = true
                return
            } catch {
                return
            }
        }
    }

    /// Puts unwritten work back in front, or drops it all past the limit.
    private func keep(_ jobs: [ImageJob]) {
        guard !jobs.isEmpty else { return }
        let kept = pending.withLock { p -> Bool in
            guard status != .closed, status != .foreign, status != .unclaimed,
                  p.rows + jobs.reduce(0, { $0 + $1.rows }) <= Self.workLimit else {
                p.jobs = []
                p.rows = 0
                p.dropped = true
                return false
            }
            p.jobs = jobs + p.jobs
            p.rows += jobs.reduce(0, { $0 + $1.rows })
            return true
        }
        if !kept { acknowledge(jobs) }
    }

    private func acknowledge(_ jobs: [ImageJob]) {
        var last = -1
        for job in jobs { if case .batch(let batch) = job { last = max(last, batch.sequence) } }
        guard last >= 0, let written = reports.withLock({ $0.written }) else { return }
        written(last)
    }

    // MARK: Opening

    /// Whether the file is open now and ready to write, opening it (again) when that is due.
    /// Under the gate.
    private func usable() -> Bool {
        guard startsOver ? startOver() : isOpen() else { return false }
        // The write settings, which an open on a first frame's path leaves for now. Writes
        // run without them if they fail (they are tried again at the next turn).
        try? database?.readyToWrite()
        return true
    }

    /// Whether the file is open now, opening it when that is due. Under the gate.
    private func isOpen() -> Bool {
        switch status {
        case .open: return true
        case .opening: open()
        case .unavailable(let since):
            guard ContinuousClock.now - since >= retryInterval else { return false }
            open()
        case .foreign, .unclaimed, .closed: return false
        }
        return status == .open
    }

    private func open() {
        do {
            switch try ImageDatabase.open(files, version: version, sizeLimit: sizeLimit) {
            case .open(let made):
                database = made
                status = .open
                report(.imageOpened)
            case .foreign:
                status = .foreign
                report(.imageUnavailable)
            }
        } catch {
            status = .unavailable(since: .now)
            report(.imageUnavailable)
        }
    }

    /// Deletes the file and makes a fresh one (a damaged file, or work that was dropped);
    /// until that succeeds, the image stays marked to start over.
    private func startOver() -> Bool {
        database?.close()
        database = nil
        guard status != .foreign, status != .unclaimed, status != .closed else {
            startsOver = false
            return false
        }
        if case .unavailable(let since) = status, ContinuousClock.now - since < retryInterval { return false }
        files.remove()
        open()
        if status == .open { startsOver = false }
        return status == .open
    }

    // MARK: Reading, closing, removing

    /// Runs `body` over the open image inside one read transaction; nil when the file cannot
    /// be used now (the read misses, and the writer is asked to try again).
    ///
    /// A read that finds the file not opened yet (the writer's thread has not had its turn on
    /// a core) opens it itself: the caller would wait for the open either way, and this way it
    /// does not also wait for the thread to be scheduled.
    func read<R>(_ body: (ImageDatabase) throws -> R) -> R? {
        gate.wait()
        defer { gate.signal() }
        if status == .opening { open() }
        guard status == .open, !startsOver, let database else {
            if case .unavailable = status { nudge() }
            return nil
        }
        do {
            try database.connection.execute("BEGIN")
            defer { try? database.connection.execute("COMMIT") }
            return try body(database)
        } catch let error as SQLiteError where error.isCorrupt {
            startsOver = true
            nudge()
            return nil
        } catch {
            return nil
        }
    }

    /// Waits until everything handed to the writer so far is written (or kept for later).
    func flush() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            thread.async { [self] in
                drain()
                done.resume()
            }
        }
    }

    /// Writes what is pending, closes the file and gives it back; later work is dropped.
    func close() async {
        await flush()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            thread.async { [self] in
                shut(removing: false)
                done.resume()
            }
        }
    }

    /// Closes the file and deletes it under the removal marker (synchronously).
    func removeAll() {
        thread.sync { [self] in shut(removing: true) }
    }

    private func shut(removing: Bool) {
        gate.wait()
        defer { gate.signal() }
        let jobs = pending.withLock { p -> [ImageJob] in
            defer { p.jobs = []; p.rows = 0; p.packs = [] }
            return p.jobs
        }
        acknowledge(jobs)
        database?.close()
        database = nil
        if status == .foreign { isForeign = true }
        let held = status != .unclaimed && status != .closed
        // A database that is not an image, or a file another image holds, is not ours to
        // delete; a file this image gave back may be taken again to delete it.
        if removing, !isForeign, status != .unclaimed, held || ImageClaims.claim(files) {
            files.remove()
            if !held { ImageClaims.release(files) }
        }
        if held { ImageClaims.release(files) }
        if status != .unclaimed { status = .closed }
    }
}
