/// The environment a view's marker resolves in: the one SwiftUI gives it (`\.baton`), else the
/// current one (`Environment.current`, bound by `withCurrent`).
///
/// The current environment is looked at on the first read and then only when a
/// `withCurrent` began or ended since the last look, so a body's later reads cost a counter
/// comparison, not a task-local lookup. A look that finds no environment keeps the one the
/// view already resolved in: a view lives in the environment it was shown in until it is
/// shown in another.
struct ViewEnvironment {
    /// The environment resolved in; nil before any was found.
    private(set) weak var environment: Environment?
    /// `Environment.bindingChanges` at the last look; nil before the first.
    private var lookedAt: Int?

    nonisolated init() {}

    /// Looks at the current environment if a binding began or ended since the last look;
    /// answers whether the environment changed.
    @MainActor
    mutating func refresh() -> Bool {
        guard lookedAt != Environment.bindingChanges else { return false }
        lookedAt = Environment.bindingChanges
        MarkerLookups.count &+= 1
        return adopt(Environment.current)
    }

    /// Takes the environment SwiftUI gives the view; answers whether it changed.
    @MainActor
    mutating func inject(_ given: Environment?) -> Bool {
        lookedAt = Environment.bindingChanges
        return adopt(given ?? Environment.current)
    }

    @MainActor
    private mutating func adopt(_ found: Environment?) -> Bool {
        guard let found, found !== environment else { return false }
        environment = found
        return true
    }
}

/// How many times markers looked up the current environment: the tests and the `view-resolve`
/// benchmark check that a body's later reads add none.
package enum MarkerLookups {
    @MainActor package static var count = 0
}
