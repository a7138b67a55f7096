import Observation

/// A plain `@Observable` model: the floor for a field read through Observation, which a
/// Baton lens read is compared with.
@MainActor @Observable
final class ObservedCharacter {
    var name = "Rick Sanchez"
}

/// The cost of reading one observed property, outside and inside a tracking scope.
@MainActor
enum ObservationBaselines {
    static let untrackedName = "baseline-observable-read-untracked"
    static let trackedName = "baseline-observable-read-tracked"

    static var benchmarks: [Benchmark] {
        [
            .repeated(untrackedName, unit: .nanoseconds,
                      setup: { ObservedCharacter() },
                      body: { model in model.name }),
            // A body read: the tracking scope is set up and torn down per read, as a view's
            // body evaluation would do around its reads.
            .repeated(trackedName, unit: .nanoseconds,
                      setup: { ObservedCharacter() },
                      body: { model in
                          withObservationTracking { model.name } onChange: {}
                      }),
        ]
    }
}
