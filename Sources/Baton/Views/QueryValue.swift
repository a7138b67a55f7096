/// A query value read inside a view: its live side, resolved in the view's environment.
///
/// ```swift
/// struct IssuesScreen: View {
///     @Query("query IssuesQuery($owner: String!, $name: String!) { … }")
///     var issues: IssuesQuery
///
///     var body: some View {
///         switch issues.phase { … }
///     }
/// }
/// ```
///
/// A value made by hand, outside any view, is unresolved: it reads `.loading`, an idle fetch,
/// and its `refetch()` throws `EnvironmentError.outsideEnvironment`. A view outside every
/// environment reads `.failed(EnvironmentError.notInjected)`, an idle fetch, and its
/// `refetch()` throws `EnvironmentError.notInjected`. Nothing traps.
extension Query {
    /// Loading, ready with the root lens, or failed, as the view's ``OperationHandle`` says.
    @MainActor public var phase: Phase<Data> {
        holder?.phase ?? .loading
    }

    /// The state of the handle's fetch: `.idle`, `.inFlight`, or `.failed(Failure, at:)`.
    @MainActor public var fetch: Fetch {
        holder?.resolved()?.fetch ?? .idle
    }

    /// Data present and a fetch in flight.
    @MainActor public var isRefreshing: Bool {
        holder?.resolved()?.isRefreshing ?? false
    }

    /// Data shown and stale (see ``OperationHandle/isStale``).
    @MainActor public var isStale: Bool {
        holder?.resolved()?.isStale ?? false
    }

    /// When a server write last dated the data.
    @MainActor public var fetchTime: ContinuousClock.Instant? {
        holder?.resolved()?.fetchTime
    }

    /// Fetches again and throws a failure instead of showing it; data stays visible.
    @MainActor public func refetch() async throws {
        guard let holder else { throw EnvironmentError.outsideEnvironment }
        try await holder.refetch()
    }

    /// After a failure without data, shows loading while it fetches; with data behind a
    /// failure, refreshes behind it.
    @MainActor public func retry() {
        holder?.resolved()?.retry()
    }
}
