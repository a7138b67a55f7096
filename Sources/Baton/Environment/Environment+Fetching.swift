extension Environment {
    /// Fetches the query `Q` with `variables`, without an operation value or a handle, and
    /// returns the field errors no `@catch` covers (empty when the data is clean). The data
    /// lands in the store as any fetch's does: the write dates the root, which waits in the
    /// release buffer, so a handle of an equal value attached later finds it.
    ///
    /// ```swift
    /// let errors = try await env.fetch(CharacterQuery.self, variables: ["id": "1"])
    /// for error in errors { print(error.path, error.message) }
    /// ```
    ///
    /// Pass every variable the operation declares (`null` for one left unset), as a value
    /// of `Q` sends them, so the fetch dates the same root an equal value names.
    /// - Throws: a ``Failure`` (`request`, `transport`, `malformed`);
    ///   `EnvironmentError.gone` after `end()`; a ``RequiredFieldError`` (after the write)
    ///   when a `@required` field that bubbles to the root holds no value.
    @discardableResult
    public func fetch<Q: Query>(_ query: Q.Type, variables: Variables) async throws -> [FieldError] {
        guard !isEnded else { throw EnvironmentError.gone }
        let operation = VariablesOnly<Q>(variables: variables)
        let root = store.roots.root(operation.rootKey, resolution: resolution(operation))
        root.checksRequired(operation)
        let result = try await door(operation, root: root, checksCancellation: true)
        try root.throwIfRequiredMissing()
        return Store.uncaughtErrors(result)
    }
}

/// The query `Q` bound to variables given as values: what a fetch without an operation value
/// sends. Its name, document, plan and root key are `Q`'s.
struct VariablesOnly<Q: Query>: Query {
    typealias Data = Q.Data
    let variables: Variables
    var holder: QueryHolder<VariablesOnly>?

    static var plan: PlanOperation { Q.plan }
    static var name: String { Q.name }
    static var document: Document { Q.document }
}
