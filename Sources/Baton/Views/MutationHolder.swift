import Observation

/// The state behind a ``MutationAction``: where it sends, and how many of its calls wait for
/// the server (observable, so a body reading `isInFlight` re-runs when the count starts or
/// stops being zero).
@MainActor
final class MutationHolder: Observable {
    /// Where the action's environment comes from.
    enum Source {
        /// Made by hand with this environment (nil: unbound).
        case given(Environment?)
        /// A view's `@Mutation`: the environment the view sees.
        case view
    }

    private let source: Source
    private var seen = ViewEnvironment()
    private let registrar = ObservationRegistrar()
    private var calls = 0

    nonisolated init(_ source: Source) { self.source = source }

    /// The environment the action sends through now.
    var environment: Environment? {
        switch source {
        case .given(let environment): return environment
        case .view:
            _ = seen.refresh()
            return seen.environment
        }
    }

    /// SwiftUI's update: the environment the view now sees.
    func update(environment: Environment?) { _ = seen.inject(environment) }

    /// The environment to send through, or the error that says why there is none.
    func sender() throws -> Environment {
        if let environment { return environment }
        if case .view = source { throw EnvironmentError.notInjected }
        throw EnvironmentError.outsideEnvironment
    }

    /// Whether a call waits for the server.
    var isInFlight: Bool {
        registrar.access(self, keyPath: \.isInFlight)
        return calls > 0
    }

    func began() { count(+1) }

    func ended() { count(-1) }

    /// Notifies only when the count starts or stops being zero.
    private func count(_ step: Int) {
        let wasInFlight = calls > 0
        calls += step
        guard (calls > 0) != wasInFlight else { return }
        registrar.withMutation(of: self, keyPath: \.isInFlight) {}
    }
}
