import Foundation

/// A subscription handle's stream: open, commit each event through the door, wait and
/// reopen after a loss, park, end.
extension SubscriptionHandle {
    /// Opens the stream (replacing any task), or parks or ends it when it cannot open.
    func open(resuming: Bool) {
        cancelTask()
        guard let environment, !environment.isEnded else {
            stream = .ended(.environment)
            return
        }
        guard root.isHeld else { return }
        guard let transport = environment.live.subscriptions else {
            error = EnvironmentError.noSubscriptionTransport
            stream = .ended(.environment)
            return
        }
        guard environment.live.isActive else {
            stream = .parked
            return
        }
        if resuming { resumptions += 1 }
        hasOpened = true
        stream = .connecting
        let ticket = generation
        task = Task { [weak self] in await self?.run(transport, ticket) }
    }

    /// Reads the stream until it ends, then settles what comes next.
    private func run(_ transport: any Transport, _ ticket: Int) async {
        var delivered = 0
        var refused: GraphQLErrors?
        do {
            for try await payload in transport.send(operation.request) {
                guard ticket == generation else { return }
                switch await deliver(payload, ticket) {
                case .committed: delivered += 1
                case .refused(let errors): refused = errors
                case .bad, .dropped: break
                }
            }
            guard ticket == generation else { return }
            // A connection that brought only a refusal was a request error.
            stream = .ended(delivered == 0 && refused != nil ? .request : .completed)
        } catch {
            guard ticket == generation, !Task.isCancelled else { return }
            lost(error)
        }
    }

    private enum Delivery {
        case committed, refused(GraphQLErrors), bad, dropped
    }

    /// One event through the door: read off the main actor, then committed at the
    /// subscription root unless the stream was replaced meanwhile.
    private func deliver(_ payload: Foundation.Data, _ ticket: Int) async -> Delivery {
        guard let environment else { return .dropped }
        do {
            let result = try await Environment.ingest(Array(payload), root.resolution)
            guard ticket == generation else { return .dropped }
            try environment.enter(result, root: root, operation: S.name, checksCancellation: true)
            backoff.reset()
            events += 1
            latest = lens(in: environment.store)
            error = nil
            stream = .open
            return .committed
        } catch let errors as GraphQLErrors {
            guard ticket == generation else { return .dropped }
            error = errors
            stream = .open
            return .refused(errors)
        } catch let malformed as IngestError {
            guard ticket == generation else { return .dropped }
            error = Failure.malformed(malformed)
            stream = .open
            return .bad
        } catch {
            // Cancelled or the environment ended: the task's end settles the state.
            return .dropped
        }
    }

    /// The stream failed: a refusal or the environment ends it; anything else waits and
    /// reopens.
    private func lost(_ failure: any Error) {
        switch failure {
        case let errors as GraphQLErrors:
            error = errors
            stream = .ended(.request)
        case is EnvironmentError:
            error = failure
            stream = .ended(.environment)
        default:
            error = failure
            wait()
        }
    }

    /// Waits one backoff step, then reopens (a resumption).
    private func wait() {
        guard let timing = environment?.live.timing else { return }
        let delay = backoff.next(timing.random())
        stream = .waiting(until: timing.now() + delay)
        let ticket = generation
        task = Task { [weak self] in
            do { try await timing.sleep(delay) } catch { return }
            guard let self, ticket == self.generation else { return }
            self.open(resuming: true)
        }
    }

    /// Stops the current task; a late callback of it finds a newer generation.
    func cancelTask() {
        task?.cancel()
        task = nil
        generation += 1
    }

    // MARK: The environment's side

    /// The environment went inactive: a retained stream parks.
    func park() {
        switch stream {
        case .connecting, .open, .waiting:
            cancelTask()
            stream = .parked
        default: break
        }
    }

    /// The environment is active again: a parked stream reopens.
    func resume() {
        if case .parked = stream { open(resuming: hasOpened) }
    }

    /// The last holder let go (the root left the store): the stream closes at once.
    func close() {
        cancelTask()
        hasOpened = false
        backoff.reset()
        stream = .idle
    }

    /// The environment ended: the stream ends for good.
    func endSession() {
        cancelTask()
        stream = .ended(.environment)
    }
}
