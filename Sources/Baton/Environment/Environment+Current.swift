/// The current environment: where a view's markers resolve when no SwiftUI environment gives
/// them one (Linux, server-side Swift, terminal UIs, UIKit and AppKit controllers, tests).
///
/// ```swift
/// env.withCurrent {
///     renderer.render(screen)   // screen.issues.phase resolves in env
/// }
/// ```
///
/// A marker looks at the current environment when it is first read, and again only after a
/// `withCurrent` began or ended somewhere, so later reads cost no task-local lookup.
extension Environment {
    /// Counts the starts and ends of `withCurrent`: a marker that saw the count it last looked
    /// at knows the current environment can be no other than the one it found then.
    static var bindingChanges = 0

    /// The environment `withCurrent` binds for the task running now; nil outside every one.
    public nonisolated static var current: Environment? { CurrentEnvironment.bound }

    /// Runs `body` with this environment current.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        Self.bindingChanges &+= 1
        defer { Self.bindingChanges &+= 1 }
        return try CurrentEnvironment.$bound.withValue(self, operation: body)
    }

    /// Runs `body` with this environment current, across its suspensions.
    public func withCurrent<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        Self.bindingChanges &+= 1
        defer { Self.bindingChanges &+= 1 }
        return try await CurrentEnvironment.$bound.withValue(self, operation: body)
    }
}

/// The task-local behind `Environment.current`, outside the main actor's isolation (a task
/// local is read from any isolation). Only `withCurrent` binds it.
private enum CurrentEnvironment {
    @TaskLocal static var bound: Environment?
}
