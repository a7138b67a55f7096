/// What a query's data looks like to a view: derived, never stored.
public enum Phase<Data: Sendable>: Sendable {
    /// No data yet, and no failure to show.
    case loading
    /// The data's root lens.
    case ready(Data)
    /// No data and a failed fetch (`failure.error`), a `storeOnly` miss
    /// (`MissingDataError`), an ended environment (`EnvironmentError.gone`), or a view
    /// outside every environment (`EnvironmentError.notInjected`); or data the operation
    /// refuses to show: uncaught field errors under `@throwOnFieldError` (`FieldErrors`), or a
    /// `@required` field that bubbles to the root and holds no value (`RequiredFieldError`).
    /// The data stays in the store either way.
    case failed(any Error)

    /// The data, when ready.
    public var data: Data? {
        if case .ready(let data) = self { return data }
        return nil
    }

    /// The error, when failed.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Whether the phase is `.loading`.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

/// The state of a handle's fetch.
public enum Fetch: Sendable {
    /// No fetch in flight, and the last one (if any) succeeded.
    case idle
    /// A fetch is in flight.
    case inFlight
    /// The last fetch failed at the given instant.
    case failed(Failure, at: ContinuousClock.Instant)

    /// The failure, when the last fetch failed.
    public var failure: Failure? {
        if case .failed(let failure, _) = self { return failure }
        return nil
    }

    /// Whether a fetch is in flight.
    public var isInFlight: Bool {
        if case .inFlight = self { return true }
        return false
    }
}
