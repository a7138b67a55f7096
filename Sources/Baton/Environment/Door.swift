/// The one door every fetched payload enters the store by (SPEC §5.15): ingest off the main
/// actor, the terminal "ended?" check, the commit, then dating the root.
extension Environment {
    /// Sends `operation`, ingests its first payload off the main actor and commits it.
    ///
    /// A query fetch (`checksCancellation`) checks for cancellation before the commit, so a
    /// superseded response never lands; a mutation never checks. After `end()` nothing is
    /// committed or logged. A mutation's answer takes the place of its optimistic `layer`.
    /// - Throws: a ``Failure``, or `CancellationError` when cancelled.
    @discardableResult
    func door<O: Operation>(_ operation: O, root: Root, checksCancellation: Bool,
                            replacing layer: Layer? = nil) async throws -> IngestResult {
        guard !isEnded else { throw Failure.environment(.gone) }
        let started = ContinuousClock.now
        store.emit(.fetchStarted(operation: O.name))
        do {
            let payload = try await transport.payload(operation.request)
            let result = try await Self.ingest(Array(payload), root.resolution)
            guard !isEnded else { throw Failure.environment(.gone) }
            if checksCancellation { try Task.checkCancellation() }
            store.commit(result.changes, kind: .server, replacing: layer)
            store.date(root)
            store.settle(root, after: result, operation: O.name)
            root.present = true
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
