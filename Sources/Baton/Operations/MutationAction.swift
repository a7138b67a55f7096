/// A mutation as a view holds it: `@Mutation("…") var rename: Rename.Action`, called as
/// `try await rename(id: "1", name: "B")`, with `rename.isInFlight` observable.
///
/// Generated code adds, per mutation, an extension with one labelled parameter per variable:
///
/// ```swift
/// extension MutationAction where M == Rename {
///     @MainActor public func callAsFunction(id: String, name: String,
///                                           optimistic: Rename.OptimisticResponse? = nil) async throws -> Rename.Data {
///         try await perform(Rename(id: id, name: name), optimistic: optimistic?.payload)
///     }
/// }
/// ```
///
/// A view's action sends through the view's environment; outside every environment it throws
/// `EnvironmentError.notInjected`. An action made by hand sends through the environment it
/// was given; without one it throws `EnvironmentError.outsideEnvironment`.
public struct MutationAction<M: Mutation>: Sendable {
    let holder: MutationHolder

    /// An action sent through `environment` (nil: unbound, it throws when performed).
    public init(environment: Environment? = nil) { holder = MutationHolder(.given(environment)) }

    init(holder: MutationHolder) { self.holder = holder }

    /// The environment the action sends through now; nil when it has none.
    @MainActor public var environment: Environment? { holder.environment }

    /// Whether a call of this action is waiting for the server.
    @MainActor public var isInFlight: Bool { holder.isInFlight }

    /// Sends `operation` through the environment and returns its data lens. `optimistic` is
    /// handed to `Environment.mutate` unchanged.
    /// - Throws: a ``Failure``; `EnvironmentError.notInjected` for a view's action outside
    ///   every environment, `.outsideEnvironment` for an unbound one made by hand.
    @MainActor
    public func perform(_ operation: M, optimistic: Payload? = nil) async throws -> M.Data {
        let environment = try holder.sender()
        holder.began()
        defer { holder.ended() }
        return try await environment.mutate(operation, optimistic: optimistic)
    }
}

extension Mutation {
    /// The action type a view holds for this mutation.
    public typealias Action = MutationAction<Self>
}

extension MutationAction {
    /// The storage `@Mutation("…") var rename: Rename.Action` expands to (`_rename`): an
    /// action bound to the view's environment, whose `isInFlight` lives as long as the view.
    public struct Storage {
        var slot: ViewSlot<MutationHolder>

        /// Storage for a view's action; it finds its environment when first called.
        public init() { slot = ViewSlot(MutationHolder(.view)) }

        /// The view's action.
        public var action: MutationAction { MutationAction(holder: slot.holder) }
    }
}
