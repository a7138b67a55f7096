/// A handle's fetches: one in flight, superseding, heal.
extension SharedHandle {
    /// A read found a missing slot: the first one since the last fetch refetches (next
    /// turn, not inside the reading body) if a holder allows it; after the heal's own fetch
    /// the read is unexpected.
    func missingRead() -> Bool {
        switch heal {
        case .healed: return false
        case .pending: return true
        case .none:
            heal = .pending
            Task { [weak self] in
                guard let self, !self.gone, self.root.allowsNetwork else { return }
                _ = self.start(superseding: false, healing: true)
            }
            return true
        }
    }

    /// Starts a fetch, or joins the one in flight unless `superseding`.
    func start(superseding: Bool, healing: Bool = false) -> Task<FetchOutcome, Never> {
        if let task, !superseding { return task }
        if !healing { heal = .none }
        task?.cancel()
        generation += 1
        let ticket = generation
        fetch = .inFlight
        let made = Task { [weak self] () -> FetchOutcome in
            guard let self else { return .superseded }
            return await self.run(ticket)
        }
        task = made
        return made
    }

    func run(_ ticket: Int) async -> FetchOutcome {
        let outcome: FetchOutcome
        if let environment {
            do {
                _ = try await environment.door(operation, root: root, checksCancellation: true)
                outcome = .done
            } catch let failure as Failure {
                outcome = .failed(failure)
            } catch {
                outcome = .superseded
            }
        } else {
            outcome = .failed(.environment(.gone))
        }
        guard ticket == generation else { return .superseded }
        task = nil
        if heal == .pending { heal = .healed }
        switch outcome {
        case .done: fetch = .idle
        case .failed(let failure):
            root.lastFetchFailed = true
            fetch = .failed(failure, at: .now)
        case .superseded: fetch = .idle
        }
        return outcome
    }
}

/// Whether a handle's data was healed since its last fetch.
enum HealState: Sendable {
    case none, pending, healed
}

/// How one fetch of a handle ended.
enum FetchOutcome: Sendable {
    case done
    case failed(Failure)
    /// Cancelled or replaced by a later fetch: nothing to show.
    case superseded
}

/// What the environment asks of a handle whatever its operation.
@MainActor
protocol HandleControl: AnyObject {
    var root: Root { get }
    var isFetching: Bool { get }
    func refreshIfAllowed()
    func leave()
}

extension SharedHandle: HandleControl {}
