/// The session: one store and one transport paired for life (SPEC §5.15). Sign-in makes
/// one; sign-out ends it.
@MainActor
public final class Environment {
    /// The store every payload of this session enters.
    public let store: Store
    /// The transport queries and mutations are sent through.
    public let transport: any Transport

    /// Pairs `transport` with `store` for the session's life.
    public init(transport: any Transport, store: Store = Store()) {
        self.transport = transport
        self.store = store
    }

    /// Sends a mutation and returns its data lens. Not built yet: it throws
    /// `EnvironmentError.outsideEnvironment` until mutations land.
    public func mutate<M: MutationOperation>(_ operation: M, optimistic: Payload? = nil) async throws -> M.Data {
        throw EnvironmentError.outsideEnvironment
    }
}
