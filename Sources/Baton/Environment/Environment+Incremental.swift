/// Deferred responses fetched without a handle.
extension Environment {
    /// Fetches `operation` without a handle and returns its root lens. With `firstPart`,
    /// it returns as soon as the first part of a deferred response is committed; the later
    /// parts keep arriving through the same door (the environment's end stops them), and
    /// each deferred spread reads nil until its part lands. Without it, this waits for the
    /// whole response, as ``fetch(_:)`` does. The write dates the root when the response
    /// completes.
    /// - Throws: a ``Failure`` of the first part; `EnvironmentError.gone` after `end()`; a
    ///   ``RequiredFieldError`` when a `@required` field that bubbles to the root holds no
    ///   value in the first part.
    public func fetch<Q: Query>(_ operation: Q, firstPart: Bool) async throws -> Q.Data {
        guard firstPart else { return try await fetch(operation) }
        guard !isEnded else { throw EnvironmentError.gone }
        let root = store.roots.root(operation.rootKey, resolution: resolution(operation))
        root.checksRequired(operation)
        let first = FirstPart()
        let task = live.keep { [weak self] in
            guard let self else { return first.fail(CancellationError()) }
            do {
                try await self.door(operation, root: root, checksCancellation: true, afterFirstPart: first.arrive)
                first.arrive()
            } catch {
                first.fail(error)
            }
        }
        try await withTaskCancellationHandler { try await first.wait() } onCancel: { task.cancel() }
        try root.throwIfRequiredMissing()
        return lens(operation)
    }
}

/// The first part's arrival (or the fetch's failure before it), awaited once.
@MainActor
private final class FirstPart {
    private var outcome: Result<Void, any Error>?
    private var waiter: CheckedContinuation<Void, any Error>?

    func arrive() { settle(.success(())) }

    func fail(_ error: any Error) { settle(.failure(error)) }

    func wait() async throws {
        if let outcome { return try outcome.get() }
        try await withCheckedThrowingContinuation { waiter = $0 }
    }

    private func settle(_ result: Result<Void, any Error>) {
        guard outcome == nil else { return }
        outcome = result
        waiter?.resume(with: result)
        waiter = nil
    }
}
