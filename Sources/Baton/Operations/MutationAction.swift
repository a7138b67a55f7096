/// A mutation as a view holds it: `@Mutation("…") var rename: Rename.Action`, called as
/// `try await rename(id: "1", name: "B")`.
///
/// Generated code adds, per mutation, an extension with one labelled parameter per variable:
///
/// ```swift
/// extension MutationAction where M == Rename {
///     @MainActor public func callAsFunction(id: String, name: String,
///                                           optimistic: Payload? = nil) async throws -> Rename.Data {
///         try await perform(Rename(id: id, name: name), optimistic: optimistic)
///     }
/// }
/// ```
///
/// An action made outside an environment (the marker's default) throws
/// `EnvironmentError.outsideEnvironment` when performed.
public struct MutationAction<M: MutationOperation>: Sendable {
    /// The environment that sends it; nil for an unbound action.
    public let environment: Environment?

    /// An action sent through `environment` (nil: unbound, it throws when performed).
    public init(environment: Environment? = nil) { self.environment = environment }

    /// Sends `operation` through the environment and returns its data lens.
    /// - Throws: `Failure`, or `EnvironmentError.outsideEnvironment` without an environment.
    @MainActor
    public func perform(_ operation: M, optimistic: Payload? = nil) async throws -> M.Data {
        guard let environment else { throw EnvironmentError.outsideEnvironment }
        return try await environment.mutate(operation, optimistic: optimistic)
    }
}

extension MutationOperation {
    /// The action type a view holds for this mutation.
    public typealias Action = MutationAction<Self>
}
