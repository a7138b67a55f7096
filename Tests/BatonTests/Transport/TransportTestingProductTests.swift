import Baton
import BatonTesting
import Foundation
import Testing

private func request(_ name: String, _ kind: OperationKind = .query) -> Request {
    Request(operationName: name, kind: kind, document: .text("\(kind.rawValue) \(name) { a }"))
}

private let dataA = Data(#"{"data":{"a":1}}"#.utf8)
private let dataB = Data(#"{"data":{"a":2}}"#.utf8)

private struct Refused: Error, Equatable {}

/// A box the tests' `@Sendable` closures can write to.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

@Suite("Transport: RecordedTransport")
struct TransportRecordedTests {
    @Test func answersByNameAndRecordsRequests() async throws {
        let transport = RecordedTransport(["A": dataA, "B": dataB])
        #expect(try await transport.payload(request("B")) == dataB)
        #expect(try await transport.payload(request("A", .mutation)) == dataA)
        #expect(transport.requestCount == 2)
        #expect(transport.requests.map(\.operationName) == ["B", "A"])
        #expect(transport.requests.map(\.kind) == [.query, .mutation])
    }

    @Test func anUnknownOperationFailsWithStatusZero() async {
        let transport = RecordedTransport(["A": dataA])
        await #expect(throws: TransportError(statusCode: 0, body: "no answer for query Nope")) {
            try await transport.payload(request("Nope"))
        }
        #expect(transport.requestCount == 1)
    }

    @Test func aResponderAnswersThrowsOrDeclines() async throws {
        let transport = RecordedTransport { request in
            switch request.operationName {
            case "A": return Data(request.variables.canonicalJSON.utf8)
            case "Fail": throw Refused()
            default: return nil
            }
        }
        var a = request("A")
        a.variables = ["x": 1]
        #expect(try await transport.payload(a) == Data(#"{"x":1}"#.utf8))
        await #expect(throws: Refused()) { try await transport.payload(request("Fail")) }
        await #expect(throws: TransportError.self) { try await transport.payload(request("Other")) }
        #expect(transport.requestCount == 3)
    }

    @Test func theStreamEndsAfterItsOnePayload() async throws {
        var count = 0
        for try await _ in RecordedTransport(["A": dataA]).send(request("A")) { count += 1 }
        #expect(count == 1)
    }
}

@Suite("Transport: ScriptedTransport")
struct TransportScriptedTests {
    @Test func answersWhatItKnowsAndFailsOtherQueries() async throws {
        let transport = ScriptedTransport(["A": dataA])
        #expect(try await transport.payload(request("A")) == dataA)
        await #expect(throws: TransportError(statusCode: 0, body: "no answer for query B")) {
            try await transport.payload(request("B"))
        }
        #expect(transport.held.isEmpty)
        #expect(transport.driven.isEmpty)
    }

    @MainActor
    @Test func aSubscriptionWithoutAnswerIsDrivenByTheTest() async throws {
        let transport = ScriptedTransport()
        let task = Task { () -> [Data] in
            var events: [Data] = []
            for try await event in transport.send(request("S", .subscription)) { events.append(event) }
            return events
        }
        #expect(await wait(until: { transport.driven.count == 1 }, timeout: .seconds(120)))
        let driven = transport.driven[0]
        #expect(driven.request.operationName == "S")
        driven.send(dataA)
        driven.send(dataB)
        driven.complete()
        #expect(try await task.value == [dataA, dataB])
        #expect(transport.driven.isEmpty)
        driven.send(dataA)  // After the end, nothing more is delivered.
        #expect(transport.held.isEmpty)
    }

    @MainActor
    @Test func aDrivenStreamCanFailAndAnAnsweredOneIsNotDriven() async throws {
        let transport = ScriptedTransport(["Answered": dataA])
        #expect(try await transport.payload(request("Answered", .subscription)) == dataA)
        let task = Task { () -> [Data] in
            var events: [Data] = []
            for try await event in transport.send(request("S", .subscription)) { events.append(event) }
            return events
        }
        #expect(await wait(until: { transport.driven.count == 1 }, timeout: .seconds(120)))
        transport.driven[0].send(dataB)
        transport.driven[0].fail(Refused())
        await #expect(throws: Refused()) { try await task.value }
        #expect(transport.driven.isEmpty)
    }

    @MainActor
    @Test func driveOverridesAnAnswerAndCancellationRemovesTheStream() async throws {
        let transport = ScriptedTransport(["Q": dataA])
        transport.drive("Q")
        let task = Task { try await transport.payload(request("Q")) }
        #expect(await wait(until: { transport.driven.count == 1 }, timeout: .seconds(120)))
        #expect(transport.driven[0].request.kind == .query)
        task.cancel()
        #expect(await wait(until: { transport.driven.isEmpty }, timeout: .seconds(120)))
        await #expect(throws: CancellationError.self) { try await task.value }
        transport.answer("Q", with: dataB)
        #expect(try await transport.payload(request("Q")) == dataB)
    }

    @MainActor
    @Test func aMutationWithoutAnswerIsHeldUntilResponded() async throws {
        let transport = ScriptedTransport()
        let task = Task { try await transport.payload(request("M", .mutation)) }
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)), "the request was held")
        let held = transport.held[0]
        #expect(held.request.operationName == "M")
        #expect(held.request.kind == .mutation)
        held.respond(dataB)
        #expect(try await task.value == dataB)
        #expect(transport.held.isEmpty)
        held.respond(dataA)  // A second reply is ignored.
    }

    @MainActor
    @Test func aHeldRequestCanBeRefused() async throws {
        let transport = ScriptedTransport()
        let task = Task { try await transport.payload(request("M", .mutation)) }
        #expect(await wait(until: { !transport.held.isEmpty }, timeout: .seconds(120)))
        transport.held[0].refuse(Refused())
        await #expect(throws: Refused()) { try await task.value }
        #expect(transport.held.isEmpty)
    }

    @Test func mutationsFailWhenNotHolding() async {
        let transport = ScriptedTransport(holdsMutations: false)
        await #expect(throws: TransportError(statusCode: 0, body: "no answer for mutation M")) {
            try await transport.payload(request("M", .mutation))
        }
        #expect(transport.held.isEmpty)
    }

    @MainActor
    @Test func holdOverridesAnAnswerAndAnswerOverridesHold() async throws {
        let transport = ScriptedTransport(["Q": dataA])
        transport.hold("Q")
        let task = Task { try await transport.payload(request("Q")) }
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        transport.answer("Q", with: dataB)
        #expect(try await transport.payload(request("Q")) == dataB)
        #expect(transport.held.count == 1)
        transport.held[0].respond(dataA)
        #expect(try await task.value == dataA)
    }

    @Test func answeredMutationsAreNotHeld() async throws {
        let transport = ScriptedTransport()
        transport.answer("M", with: dataA)
        #expect(try await transport.payload(request("M", .mutation)) == dataA)
    }

    @MainActor
    @Test func aResponderDecidesAndListsRequestsByKind() async throws {
        let transport = ScriptedTransport { request in
            if request.operationName == "Fail" { throw Refused() }
            return request.kind == .query ? dataA : nil
        }
        #expect(try await transport.payload(request("Q")) == dataA)
        await #expect(throws: Refused()) { try await transport.payload(request("Fail")) }
        let task = Task { try await transport.payload(request("M", .mutation)) }
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        #expect(transport.requestCount == 3)
        #expect(transport.requests(of: .mutation).map(\.operationName) == ["M"])
        #expect(transport.requests(of: .query).map(\.operationName) == ["Q", "Fail"])
        #expect(transport.requests.map(\.operationName) == ["Q", "Fail", "M"])
        transport.held[0].respond(dataB)
        #expect(try await task.value == dataB)
    }

    @MainActor
    @Test func cancellingAHeldRequestRemovesIt() async {
        let transport = ScriptedTransport()
        let task = Task { try await transport.payload(request("M", .mutation)) }
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        task.cancel()
        #expect(await wait(until: { transport.held.isEmpty }, timeout: .seconds(120)))
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}

@Suite("Transport: SilentTransport and wait(until:)")
struct TransportSilentAndWaitTests {
    @MainActor
    @Test func silentNeverAnswersUntilCancelled() async {
        let transport = SilentTransport()
        let answered = Flag()
        let task = Task {
            for try await _ in transport.send(request("Q")) { answered.set() }
        }
        #expect(await wait(until: { transport.requestCount == 1 }, timeout: .seconds(120)))
        // Nothing comes within a short wait; the stream stays open.
        #expect(await wait(until: { answered.isSet }, timeout: .milliseconds(50)) == false)
        task.cancel()
        _ = await task.result
        #expect(!answered.isSet)
        #expect(transport.requests.map(\.operationName) == ["Q"])
    }

    @MainActor
    @Test func payloadOfASilentTransportThrowsCancellationWhenCancelled() async {
        let transport = SilentTransport()
        let task = Task { try await transport.payload(request("Q")) }
        #expect(await wait(until: { transport.requestCount == 1 }, timeout: .seconds(120)))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @MainActor
    @Test func waitReturnsTrueOnceTheConditionHolds() async {
        var checks = 0
        #expect(await wait(until: { checks += 1; return checks == 5 }, timeout: .seconds(120)))
        #expect(checks == 5)
        #expect(await wait(until: { true }, timeout: .zero))
    }

    @MainActor
    @Test func waitSeesMainActorWorkDoneWhileItYields() async {
        var done = false
        Task { @MainActor in done = true }
        #expect(await wait(until: { done }, timeout: .seconds(120)))
    }

    /// A main actor held by other work past the deadline is not a hang: the wait keeps looking
    /// until the event it waits for, queued behind that work, has had its turn.
    @MainActor
    @Test func aWaitStarvedPastItsTimeoutStillSeesTheEvent() async {
        var done = false
        Task { @MainActor in
            let until = ContinuousClock.now.advanced(by: .milliseconds(200))
            while ContinuousClock.now < until {}
            Task { @MainActor in done = true }
        }
        #expect(await wait(until: { done }, timeout: .milliseconds(50)), "waited for done")
    }

    @MainActor
    @Test func waitReturnsFalseOnTimeout() async {
        #expect(await wait(until: { false }, timeout: .milliseconds(20)) == false)
    }

    @MainActor
    @Test func waitReturnsFalseWhenCancelled() async {
        let task = Task { @MainActor in await wait(until: { false }, timeout: .seconds(60)) }
        task.cancel()
        #expect(await task.value == false)
    }
}
