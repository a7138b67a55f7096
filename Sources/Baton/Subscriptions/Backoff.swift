/// The waits between a lost stream and its reopening: 1 s, doubling to a 30 s cap, each
/// wait uniform between half and all of its step. An event resets it.
struct Backoff: Sendable {
    static let first = Duration.seconds(1)
    static let cap = Duration.seconds(30)

    /// The step the next wait is drawn from.
    private(set) var step = first

    /// The next wait, for a uniform draw `unit` in 0...1; the step then doubles.
    mutating func next(_ unit: Double) -> Duration {
        let wait = step * (0.5 + 0.5 * min(max(unit, 0), 1))
        step = min(step * 2, Self.cap)
        return wait
    }

    /// An event arrived: the next loss waits one step again.
    mutating func reset() { step = Self.first }
}

/// The clock, the sleep and the dice a subscription's reconnection uses. Tests replace them
/// so that a backoff costs no real time.
struct SubscriptionTiming: Sendable {
    var now: @Sendable () -> ContinuousClock.Instant = { .now }
    var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    var random: @Sendable () -> Double = { Double.random(in: 0...1) }
}
