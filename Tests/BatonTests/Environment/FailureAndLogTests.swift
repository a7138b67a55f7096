import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Failure kinds, the log, mutations and quiet refetches (SPEC §5.13–§5.15; checklist
/// M 114, 116, P 144).
@Suite("Environment: failures, log, quiet refetch")
@MainActor
struct FailureAndLogTests {
    /// A handle that fetched once, answered by `transport`.
    func failedHandle(_ transport: ScriptedTransport) async -> (Environment, OperationHandle<EnvHeroQuery>, EventLog) {
        let env = Environment(transport: transport)
        let log = EventLog(env)
        let handle = env.handle(for: EnvHeroQuery())
        _ = await wait(until: { !handle.fetch.isInFlight }, timeout: .seconds(120))
        return (env, handle, log)
    }

    @Test func a500IsATransportFailure() async {
        let transport = ScriptedTransport { _ in throw TransportError(statusCode: 500, body: "boom") }
        let (env, handle, log) = await failedHandle(transport)
        #expect((handle.phase.error as? TransportError) == TransportError(statusCode: 500, body: "boom"))
        guard case .transport(let error)? = handle.fetch.failure else { Issue.record("kind"); return }
        #expect((error as? TransportError)?.statusCode == 500)
        #expect(log.names == ["fetchStarted(EnvHeroQuery)", "fetchFailed(EnvHeroQuery, transport)"])
        #expect(env.store.root(.query).writtenSlots.isEmpty)
    }

    @Test func errorsWithoutDataAreARequestFailure() async {
        let transport = ScriptedTransport([EnvHeroQuery.name: Data(#"{"errors":[{"message":"denied"}]}"#.utf8)])
        let (_, handle, log) = await failedHandle(transport)
        #expect((handle.phase.error as? GraphQLErrors)?.errors.first?.message == "denied")
        guard case .request? = handle.fetch.failure else { Issue.record("kind"); return }
        #expect(log.names.last == "fetchFailed(EnvHeroQuery, request)")
    }

    @Test func aMalformedResponseWritesNothing() async {
        let transport = ScriptedTransport([EnvHeroQuery.name: Data(#"{"data":{"hero":{"name":"A","id":"h1","power":[1]}"#.utf8)])
        let (env, handle, log) = await failedHandle(transport)
        #expect(handle.phase.error is IngestError)
        guard case .malformed? = handle.fetch.failure else { Issue.record("kind"); return }
        #expect(log.names.last == "fetchFailed(EnvHeroQuery, malformed)")
        #expect(env.store.record("EnvHero:h1") == nil)
        #expect(env.store.root(.query).writtenSlots.isEmpty)
        #expect(!log.names.contains { $0.hasPrefix("committed") })
    }

    @Test func aSuccessfulFetchLogsStartCommitCompletion() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = Environment(transport: transport)
        let log = EventLog(env)
        let handle = env.handle(for: EnvHeroQuery())
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        try await handle.refetch()
        #expect(log.names == [
            // The first commit sets the root record's `hero` link (the root existed).
            "fetchStarted(EnvHeroQuery)", "committed(server, 1)", "fetchCompleted(EnvHeroQuery)",
            "fetchStarted(EnvHeroQuery)", "committed(server, 0)", "fetchCompleted(EnvHeroQuery)",
        ])
        guard case .fetchCompleted(_, let duration) = log.events[2] else { Issue.record("event"); return }
        #expect(duration >= .zero)
    }

    @Test func aRefetchOfUnchangedDataWakesNoBody() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero("A", power: 1)])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroQuery())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        let phaseBody = Counter(), fieldsBody = Counter()
        func track() {
            withObservationTracking { _ = handle.phase } onChange: { phaseBody.bump() }
            withObservationTracking {
                _ = handle.phase.data?.hero?.name
                _ = handle.phase.data?.hero?.power
            } onChange: { fieldsBody.bump() }
        }
        track()
        try await handle.refetch()
        #expect(phaseBody.value == 0)
        #expect(fieldsBody.value == 0)
        // The same counters do move when the data changes (the test can fail).
        transport.answer(EnvHeroQuery.name, with: EnvJSON.hero("A", power: 2))
        try await handle.refetch()
        #expect(phaseBody.value == 0)
        #expect(fieldsBody.value == 1)
        retention.end()
    }

    @Test func aSupersededRefetchReturnsQuietly() async throws {
        let transport = ScriptedTransport()
        transport.hold(EnvHeroQuery.name)
        let env = Environment(transport: transport)
        let log = EventLog(env)
        let handle = env.handle(for: EnvHeroQuery())
        #expect(await wait(until: { transport.requestCount == 1 }, timeout: .seconds(120)))
        let first = Task { try await handle.refetch() }
        #expect(await wait(until: { transport.requestCount == 2 }, timeout: .seconds(120)))
        let second = Task { try await handle.refetch() }
        #expect(await wait(until: { transport.requestCount == 3 }, timeout: .seconds(120)))
        try await first.value  // superseded: no error
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        transport.held.last?.respond(EnvJSON.hero())
        try await second.value
        #expect(handle.phase.isReady)
        #expect(log.names.filter { $0 == "fetchFailed(EnvHeroQuery, cancelled)" }.count == 2)
        #expect(log.names.filter { $0.hasPrefix("committed") }.count == 1)
    }

    @Test func aMutationCommitsAndReturnsItsData() async throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Old")))
        let handle = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)
        let action = EnvRename.Action(environment: env)
        let sending = Task { try await action.perform(EnvRename(newName: "New")) }
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)), "the request was held")
        #expect(transport.held[0].request.kind == .mutation)
        transport.held[0].respond(Data(#"{"data":{"rename":{"hero":{"name":"New","power":1,"id":"h1"}}}}"#.utf8))
        _ = try await sending.value
        #expect(handle.phase.data?.hero?.name == "New")
        #expect(env.store.roots.mutations.count == 1)
    }

    @Test func aCancelledCallerStillGetsTheMutationCommitted() async throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Old")))
        let sending = Task { try await env.mutate(EnvRename(newName: "New")) }
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        sending.cancel()
        transport.held[0].respond(Data(#"{"data":{"rename":{"hero":{"name":"New","power":1,"id":"h1"}}}}"#.utf8))
        _ = try? await sending.value
        #expect(await wait(until: {
            env.store.record("EnvHero:h1")?.value(at: EnvSlots.name.index) == .string("New")
        }, timeout: .seconds(120)))
        #expect(transport.requestCount == 1)
    }
}
