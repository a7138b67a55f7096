/// What a view's `@Query` holds: the handle of its operation value in the environment the
/// view sees, retained for as long as the holder lives, and resolved again when the value or
/// the environment changes. You never make one: `@Query` does, and the value its getter
/// returns carries it.
@_spi(Generated)
@MainActor
public final class QueryHolder<Q: Query> {
    private var operation: Q
    private let fetchPolicy: FetchPolicy
    private var seen = ViewEnvironment()
    private var handle: OperationHandle<Q>?
    private var retention: Retention?

    nonisolated init(_ operation: Q, fetchPolicy: FetchPolicy) {
        self.operation = operation
        self.fetchPolicy = fetchPolicy
    }

    /// The handle in the environment the view sees; nil outside every environment.
    func resolved() -> OperationHandle<Q>? {
        if seen.refresh() { attach() }
        return handle
    }

    /// SwiftUI's update: the value the view now has and the environment it now sees.
    func update(_ operation: Q, environment: Environment?) {
        let changedValue = operation != self.operation
        self.operation = operation
        if seen.inject(environment) || (changedValue && handle != nil) { attach() }
    }

    /// Resolves the value in the environment seen: the new handle is retained before the
    /// old retention ends, so a root both share never passes through the release buffer.
    private func attach() {
        let previous = retention
        if let environment = seen.environment {
            let handle = environment.handle(for: operation, fetchPolicy: fetchPolicy)
            retention = handle.retain()
            self.handle = handle
        } else {
            handle = nil
            retention = nil
        }
        previous?.end()
    }
}

extension QueryHolder {
    /// The handle's phase; `.failed(EnvironmentError.notInjected)` outside every environment.
    var phase: Phase<Q.Data> {
        guard let handle = resolved() else { return .failed(EnvironmentError.notInjected) }
        return handle.phase
    }

    /// Fetches again through the handle; throws `EnvironmentError.notInjected` outside every environment.
    func refetch() async throws {
        guard let handle = resolved() else { throw EnvironmentError.notInjected }
        try await handle.refetch()
    }
}
