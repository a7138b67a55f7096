/// Polls `condition` on the main actor until it holds, yielding between checks so other
/// work (commits, transport tasks) can run. Returns false when `timeout` passes first (and
/// the condition was checked at least 100 times) or the calling task is cancelled.
///
/// The wait is for an event: it returns as soon as `condition` holds. `timeout` only bounds a
/// hang, so it is generous by default (a minute): on a loaded machine, or beside CPU-heavy
/// tests, a fetch that takes milliseconds alone can take seconds. A main actor so busy that
/// the wait got few turns is not a hang: the wait gives up only after it has looked at the
/// condition often enough for the work it waits on to have had its turns too.
///
/// ```swift
/// #expect(await wait(until: { handle.phase.data != nil }))
/// ```
@MainActor
public func wait(
    until condition: @MainActor () -> Bool,
    timeout: Duration = .seconds(60)
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var checks = 0
    let minimumChecks = 100
    while true {
        if condition() { return true }
        if Task.isCancelled || (checks >= minimumChecks && clock.now >= deadline) { return false }
        checks += 1
        // A few bare yields let queued main-actor work run at once; after that, short
        // sleeps keep a long wait from spinning a shared core.
        if checks < 50 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
