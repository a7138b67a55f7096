/// The one door every fetched payload enters the store by: ingest off the main actor, the
/// terminal "ended?" check, the commit, then dating the root. Later parts of a deferred
/// response and subscription events come through the same steps (`DoorParts.swift`,
/// `SubscriptionDelivery.swift`).
extension Environment {
    /// Sends `operation` and enters its payloads: the first as a response, then, while the
    /// response says more will come (`hasNext`), each later part of a deferred response as
    /// one commit. The root is dated when the stream completes.
    ///
    /// A query fetch (`checksCancellation`) checks for cancellation before every commit, so
    /// a superseded response never lands; a mutation never checks. After `end()` nothing is
    /// committed or logged. `afterFirstPart` runs once the first payload is committed. A
    /// mutation's answer takes the place of its optimistic `layer` in that first commit.
    /// - Throws: a ``Failure``, or `CancellationError` when cancelled.
    @discardableResult
    func door<O: Operation>(_ operation: O, root: Root, checksCancellation: Bool,
                            afterFirstPart: (@MainActor () -> Void)? = nil,
                            replacing layer: Layer? = nil) async throws -> IngestResult {
        guard !isEnded else { throw Failure.environment(.gone) }
        let started = ContinuousClock.now
        store.emit(.fetchStarted(operation: O.name))
        do {
            let result = try await deliver(operation, root: root, checksCancellation: checksCancellation,
                                           afterFirstPart: afterFirstPart, replacing: layer)
            store.date(root)
            store.emit(.fetchCompleted(operation: O.name, duration: ContinuousClock.now - started))
            return result
        } catch {
            let failure = Self.failure(error)
            let cancelled = failure == nil || (checksCancellation && Task.isCancelled)
            if !isEnded {
                store.emit(.fetchFailed(operation: O.name, kind: cancelled ? .cancelled : failure!.logKind))
            }
            if cancelled { throw CancellationError() }
            throw failure!
        }
    }

    /// Reads the transport's stream: the first payload, then the parts it announces.
    private func deliver<O: Operation>(_ operation: O, root: Root, checksCancellation: Bool,
                                       afterFirstPart: (@MainActor () -> Void)?,
                                       replacing layer: Layer?) async throws -> IngestResult {
        var first: IngestResult?
        var parts = PartsInFlight()
        for try await payload in transport.send(operation.request) {
            guard first != nil else {
                let result = try await Self.ingest(Array(payload), root.resolution)
                try enter(result, root: root, operation: O.name, checksCancellation: checksCancellation,
                          replacing: layer)
                first = result
                afterFirstPart?()
                guard result.hasNext == true else { break }
                parts.announce(result.pending)
                continue
            }
            let part = try await Self.readPart(Array(payload))
            try await enter(part, parts: &parts, root: root, operation: O.name, checksCancellation: checksCancellation)
            if part.hasNext == false { break }
        }
        guard let first else {
            try Task.checkCancellation()
            throw TransportError(statusCode: 0, body: "delivered no payload")
        }
        return first
    }

    /// Commits a response read for `root`: the ended check, the cancellation check (when the
    /// kind asks for it), the commit (taking off the optimistic `layer` it answers), the
    /// verdict. The data is then present.
    func enter(_ result: IngestResult, root: Root, operation: String, checksCancellation: Bool,
               replacing layer: Layer? = nil) throws {
        guard !isEnded else { throw Failure.environment(.gone) }
        if checksCancellation { try Task.checkCancellation() }
        store.commit(result.changes, kind: .server, replacing: layer)
        store.settle(root, after: result, operation: operation)
        root.present = true
    }

    /// Reads a response off the main actor.
    @concurrent
    nonisolated static func ingest(_ bytes: [UInt8], _ resolution: Resolution) async throws -> IngestResult {
        try Ingest.response(bytes, resolution: resolution)
    }

    /// The failure kind of an error a fetch met; nil for a cancellation.
    nonisolated static func failure(_ error: any Error) -> Failure? {
        switch error {
        case let failure as Failure: failure
        case is CancellationError: nil
        case let errors as GraphQLErrors: .request(errors)
        case let malformed as IngestError: .malformed(malformed)
        case let environment as EnvironmentError: .environment(environment)
        default: .transport(error)
        }
    }
}

extension Failure {
    /// The log's name for the kind.
    var logKind: FetchFailureKind {
        switch self {
        case .transport: .transport
        case .request: .request
        case .malformed: .malformed
        case .environment: .environment
        }
    }
}
