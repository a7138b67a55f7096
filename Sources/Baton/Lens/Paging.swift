/// Which end of a connection a page extends.
@_spi(Generated)
public enum PageDirection: Sendable, Hashable {
    /// After the end cursor (`first`/`after`).
    case next
    /// Before the start cursor (`last`/`before`).
    case previous
}

/// The variables behind one direction of a connection's paging: `first: $count, after:
/// $cursor` gives `PageVariables("count", "cursor")`.
@_spi(Generated)
public struct PageVariables: Sendable, Hashable {
    /// The name of the variable that holds the page size.
    public let count: String
    /// The name of the variable that holds the cursor.
    public let cursor: String

    /// Generated code's initializer.
    public init(_ count: String, _ cursor: String) {
        self.count = count
        self.cursor = cursor
    }
}

@_spi(Generated)
@MainActor
extension Anchor {
    /// Loads `count` more edges of this connection (the anchor's record) at one end, with the
    /// fragment's refetch query: the lens's variables, the end (or start) cursor, and the
    /// origin record's id; the other direction's variables are sent as null. Returns once
    /// the page is merged (one notification of the edges list).
    ///
    /// Does nothing while a page in that direction is loading, when page info says there is
    /// none, or when the connection has no variables for that direction. The loading flag
    /// is set for the fetch's duration (local batches, never persisted).
    /// - Throws: the page's ``Failure`` (the list keeps what it had);
    ///   `EnvironmentError.outsideEnvironment` for a lens no environment made.
    public func loadPage<Q: RefetchQuery>(_ direction: PageDirection, _ count: Int, _ query: Q.Type,
                                          next: PageVariables?, previous: PageVariables?) async throws {
        let (store, session) = try refetcher()
        let names = ConnectionFlags(direction)
        guard let own = direction == .next ? next : previous, !store.flag(names.loading, of: record),
              let cursor = store.cursor(names, of: record) else { return }
        var variables = try refetchVariables(Q.self)
        variables[own.count] = .int(Int64(count))
        variables[own.cursor] = .string(cursor)
        if let other = direction == .next ? previous : next {
            variables[other.count] = .null
            variables[other.cursor] = .null
        }
        let connection = record
        store.setFlag(names.loading, of: connection, true)
        defer { store.setFlag(names.loading, of: connection, false) }
        _ = try await session.refetch(Q.self, variables: variables)
    }
}
