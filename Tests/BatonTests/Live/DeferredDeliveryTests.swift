import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// `@defer` through an environment: the first part renders, later parts enter by the same
/// door (one commit each), in both incremental shapes.
@Suite("Deferred parts delivered")
@MainActor
struct DeferredDeliveryTests {
    nonisolated static let label = "LiveHeroDeferred$defer$LivePowers_hero"

    enum Shape: String, CaseIterable, Sendable {
        case june2023, pending2024

        var first: Data {
            switch self {
            case .june2023: Data(#"{"data":{"hero":{"name":"A","id":"h1"}},"hasNext":true}"#.utf8)
            case .pending2024:
                Data(#"{"data":{"hero":{"name":"A","id":"h1"}},"pending":[{"id":"0","path":["hero"],"label":"\#(label)"}],"hasNext":true}"#.utf8)
            }
        }

        func later(_ data: String, hasNext: Bool = false) -> Data {
            switch self {
            case .june2023:
                Data(#"{"incremental":[{"data":\#(data),"path":["hero"],"label":"\#(label)"}],"hasNext":\#(hasNext)}"#.utf8)
            case .pending2024:
                Data(#"{"incremental":[{"id":"0","data":\#(data)}],"completed":[{"id":"0"}],"hasNext":\#(hasNext)}"#.utf8)
            }
        }

        var powers: Data { later(#"{"power":7,"sidekick":{"name":"S","id":"s1"}}"#) }
    }

    @MainActor
    struct Setup {
        let env: Environment
        let transport: ScriptedTransport
        let log: EventLog

        init() {
            transport = ScriptedTransport()
            transport.drive(LiveHeroDeferred.name)
            env = Environment(transport: transport)
            log = EventLog(env)
        }

        var commits: Int { log.commits }

        /// A retained handle whose fetch has sent `first` and shows it.
        func started(_ first: Data) async throws
            -> (OperationHandle<LiveHeroDeferred>, Retention, ScriptedTransport.Driven) {
            let handle = env.handle(for: LiveHeroDeferred())
            let retention = handle.retain()
            let stream = try await stream()
            stream.send(first)
            #expect(await eventually({ handle.phase.data != nil }), "the first part did not render")
            return (handle, retention, stream)
        }

        /// Waits for the request, then returns its driven stream.
        func stream() async throws -> ScriptedTransport.Driven {
            #expect(await eventually({ !transport.driven.isEmpty }), "the request was not sent")
            return try #require(transport.driven.first)
        }
    }

    /// Counts invalidations of a body reading the phase, the hero's name and its deferred
    /// fragment; re-tracks after each.
    final class Body: @unchecked Sendable {
        private(set) var runs = 0
        private(set) var invalidations = 0
        let handle: OperationHandle<LiveHeroDeferred>

        @MainActor init(_ handle: OperationHandle<LiveHeroDeferred>) {
            self.handle = handle
            track()
        }

        @MainActor func track() {
            runs += 1
            withObservationTracking {
                let hero = handle.phase.data?.hero
                _ = (hero?.name, hero?.powers?.power, hero?.powers?.sidekick?.name)
            } onChange: { [self] in
                invalidations += 1
                Task { @MainActor in self.track() }
            }
        }
    }

    @Test(arguments: Shape.allCases)
    func theDeferredFragmentArrivesAfterTheRestRendersWithOneNotificationPerPart(_ shape: Shape) async throws {
        let setup = Setup()
        let handle = setup.env.handle(for: LiveHeroDeferred())
        let retention = handle.retain()
        defer { retention.end() }
        let body = Body(handle)
        let stream = try await setup.stream()

        stream.send(shape.first)
        #expect(await eventually({ handle.phase.data?.hero?.name == "A" }))
        #expect(handle.phase.data?.hero?.powers == nil)
        #expect(handle.fetch.isInFlight && handle.isRefreshing == true)
        #expect(handle.fetchTime == nil, "the root is dated when the stream completes")
        #expect(await eventually({ body.runs == 2 }))
        #expect(body.invalidations == 1)
        #expect(setup.commits == 1)

        stream.send(shape.powers)
        #expect(await eventually({ handle.phase.data?.hero?.powers?.power == 7 }))
        #expect(handle.phase.data?.hero?.powers?.sidekick?.name == "S")
        #expect(await eventually({ body.runs == 3 && !handle.fetch.isInFlight }))
        #expect(body.invalidations == 2)
        #expect(setup.commits == 2)
        #expect(handle.fetchTime != nil)
        #expect(setup.log.names.filter { $0.hasPrefix("fetch") } == ["fetchStarted(LiveHeroDeferred)", "fetchCompleted(LiveHeroDeferred)"])
        // The response said it is over: the stream was closed, not left open.
        #expect(setup.transport.driven.isEmpty)
    }

    @Test func itemsOfOnePartAreOneCommitAndASubPathItemFillsBelowItsPart() async throws {
        let setup = Setup()
        let (handle, retention, stream) = try await setup.started(Shape.pending2024.first)
        defer { retention.end() }
        stream.send(Data(#"{"incremental":[{"id":"0","data":{"power":7,"sidekick":{"name":"S","id":"s1"}}}],"hasNext":true}"#.utf8))
        #expect(await eventually({ setup.commits == 2 }))
        // Below an announced part's object the server sends only what is new.
        stream.send(Data(#"{"incremental":[{"id":"0","subPath":["sidekick"],"data":{"name":"S2"}},{"id":"0","data":{"power":8,"sidekick":{"id":"s1","name":"S2"}}}],"completed":[{"id":"0"}],"hasNext":false}"#.utf8))
        #expect(await eventually({ !handle.fetch.isInFlight }))
        #expect(handle.phase.data?.hero?.powers?.sidekick?.name == "S2")
        #expect(handle.phase.data?.hero?.powers?.power == 8)
        #expect(setup.commits == 3, "two items of one part are one commit")
    }

    @Test func partsForUnknownPlacesLabelsOrPartsAreDroppedAndLogged() async throws {
        let setup = Setup()
        let (handle, retention, stream) = try await setup.started(Shape.pending2024.first)
        defer { retention.end() }
        stream.send(Data(#"{"incremental":[{"data":{"power":1},"path":["nowhere",0],"label":"\#(Self.label)"},{"data":{"power":2},"path":["hero"],"label":"Other$defer$X"},{"id":"9","subPath":["sidekick"],"data":{"name":"Z"}}],"hasNext":false}"#.utf8))
        #expect(await eventually({ !handle.fetch.isInFlight }))
        #expect(setup.log.events.filter { if case .partDropped = $0 { true } else { false } }
            == [.partDropped(path: "nowhere.0"), .partDropped(path: "hero"), .partDropped(path: "sidekick")])
        #expect(handle.phase.data?.hero?.powers == nil)
        #expect(setup.commits == 1, "a part with nothing placed commits nothing")
        #expect(handle.fetch.failure == nil)
    }

    @Test(arguments: Shape.allCases)
    func aFailedPartPutsItsErrorOnTheFieldsItWouldHaveFilled(_ shape: Shape) async throws {
        let setup = Setup()
        let (handle, retention, stream) = try await setup.started(shape.first)
        defer { retention.end() }
        switch shape {
        case .june2023:
            stream.send(Data(#"{"incremental":[{"data":null,"path":["hero"],"label":"\#(Self.label)","errors":[{"message":"boom","path":["hero","power"]}]}],"hasNext":false}"#.utf8))
        case .pending2024:
            stream.send(Data(#"{"completed":[{"id":"0","errors":[{"message":"boom","path":["hero","power"]}]}],"hasNext":false}"#.utf8))
        }
        #expect(await eventually({ !handle.fetch.isInFlight }))
        let hero = try #require(setup.env.store.record("LiveHero:h1"))
        let boom = FieldError(message: "boom", path: "hero.power")
        #expect(hero.storedError(at: LiveSlots.power.index(on: LiveTypes.Hero)) == boom)
        #expect(hero.storedError(at: LiveSlots.sidekick.index(on: LiveTypes.Hero)) == boom)
        #expect(hero.storedError(at: LiveSlots.name.index(on: LiveTypes.Hero)) == nil)
        #expect(setup.log.events.contains(.fieldError(operation: "LiveHeroDeferred", path: "hero.power", message: "boom")))
    }

    @Test func aMalformedLaterPartFailsTheFetchAndWritesNothingOfIt() async throws {
        let setup = Setup()
        let (handle, retention, stream) = try await setup.started(Shape.june2023.first)
        defer { retention.end() }
        // `sidekick` is missing: the part does not answer every field its label marks.
        stream.send(Shape.june2023.later(#"{"power":7}"#))
        #expect(await eventually({ handle.fetch.failure != nil }))
        guard case .malformed? = handle.fetch.failure else {
            Issue.record("expected a malformed failure, got \(String(describing: handle.fetch.failure))")
            return
        }
        #expect(handle.phase.data?.hero?.name == "A", "the first part stays")
        #expect(handle.phase.data?.hero?.powers == nil, "nothing of the broken part is written")
        #expect(setup.log.names.last == "fetchFailed(LiveHeroDeferred, malformed)")
    }

    @Test func fetchWithFirstPartReturnsAtTheFirstPartAndTheRestFollows() async throws {
        let setup = Setup()
        let fetching = Task { try await setup.env.fetch(LiveHeroDeferred(), firstPart: true) }
        let stream = try await setup.stream()
        stream.send(Shape.june2023.first)
        let data = try await fetching.value
        #expect(data.hero?.name == "A")
        #expect(data.hero?.powers == nil)
        stream.send(Shape.june2023.powers)
        #expect(await eventually({ data.hero?.powers?.power == 7 }))
        #expect(await eventually({ setup.log.names.last == "fetchCompleted(LiveHeroDeferred)" }))
    }

    @Test func fetchWithoutFirstPartWaitsForTheWholeResponse() async throws {
        let setup = Setup()
        let returned = Flag()
        let fetching = Task {
            let data = try await setup.env.fetch(LiveHeroDeferred(), firstPart: false)
            returned.set()
            return data
        }
        let stream = try await setup.stream()
        stream.send(Shape.june2023.first)
        #expect(await eventually({ setup.commits == 1 }))
        for _ in 0..<20 { await Task.yield() }
        #expect(!returned.isSet, "returned before the last part")
        stream.send(Shape.june2023.powers)
        let data = try await fetching.value
        #expect(data.hero?.powers?.power == 7)
    }

    @Test func theEnvironmentsEndStopsLaterParts() async throws {
        let setup = Setup()
        let fetching = Task { try await setup.env.fetch(LiveHeroDeferred(), firstPart: true) }
        let stream = try await setup.stream()
        stream.send(Shape.june2023.first)
        _ = try await fetching.value
        await setup.env.end()
        #expect(await eventually({ setup.transport.driven.isEmpty }), "the stream was not cancelled")
        stream.send(Shape.june2023.powers)
        #expect(setup.env.store.record("LiveHero:h1") == nil)
        #expect(setup.commits == 1)
    }

    @Test func aFailureBeforeTheFirstPartFailsTheFetchWithFirstPart() async throws {
        let setup = Setup()
        let fetching = Task { try await setup.env.fetch(LiveHeroDeferred(), firstPart: true) }
        let stream = try await setup.stream()
        stream.fail(TransportError(statusCode: 503, body: "down"))
        await #expect(throws: Failure.self) { try await fetching.value }
    }
}

/// A flag set from one task and read from another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
