import Foundation
import Observation
@_spi(Generated) import Baton

/// The transports on loopback: a 20-part multipart response through `URLSessionTransport`
/// (streamed by its data delegate), and the latency from a server's event to its commit.
@MainActor
enum LoopbackBenchmarks {
    static var benchmarks: [Benchmark] { [transport, eventToCommit] }

    /// 20 parts, 1 MB, served in 16 KiB writes and read as an incremental request.
    static let transport = Benchmark(name: "multipart-20-parts-transport", unit: .milliseconds,
                                     baseline: .local(FramingBenchmarks.twentyPartsName)) {
        let server = try LoopbackServer(routes: [
            "/multipart": .body(contentType: LiveBodies.contentType, bytes: LiveBodies.twentyParts),
        ])
        let transport = URLSessionTransport(url: server.url("/multipart"))
        let request = Request(operationName: "Bench", kind: .query, document: .text("query Bench{a}"), incremental: true)
        return { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                let start = ContinuousClock.now
                var parts = 0
                for try await _ in transport.send(request) { parts += 1 }
                total += ContinuousClock.now - start
                try FramingBenchmarks.expect(parts, 20, "multipart-20-parts-transport")
            }
            withExtendedLifetime(server) {}
            return total
        }
    }

    /// From the moment the server writes an event to the moment the subscription handle has
    /// committed it (graphql-sse over URLSessionTransport, on loopback): framing, ingest off
    /// the main actor, the commit.
    static let eventToCommit = Benchmark(name: "event-to-commit", unit: .microseconds, baseline: nil) {
        let server = try LoopbackServer(routes: ["/events": .events])
        let env = Environment(transport: URLSessionTransport(url: server.url("/unused")),
                              subscriptions: URLSessionTransport(url: server.url("/events")))
        let handle = env.subscriptionHandle(for: BenchStatusChanged())
        let retention = handle.retain()
        var next = 0
        return { iterations in
            let deadline = ContinuousClock.now + .seconds(10)
            while !server.hasEventStream {
                guard ContinuousClock.now < deadline else { throw LoopbackServer.Failure(description: "no stream opened") }
                try await Task.sleep(for: .milliseconds(1))
            }
            var total = Duration.zero
            for _ in 0..<iterations {
                next += 1
                let expected = handle.events + 1
                let status = next.isMultiple(of: 2) ? "Alive" : "Dead"
                let start = ContinuousClock.now
                await withCheckedContinuation { (committed: CheckedContinuation<Void, Never>) in
                    withObservationTracking { _ = handle.events } onChange: { committed.resume() }
                    server.push(#"{"data":{"statusChanged":{"id":"1","status":"\#(status)"}}}"#)
                }
                total += ContinuousClock.now - start
                try FramingBenchmarks.expect(handle.events, expected, "events committed")
            }
            withExtendedLifetime((server, env, retention)) {}
            return total
        }
    }
}

/// `subscription BenchStatusChanged{statusChanged{id,status}}`, written as the emitter writes it.
struct BenchStatusChanged: Subscription {
    var holder: SubscriptionHolder<BenchStatusChanged>?
    static let name = "BenchStatusChanged"
    static let document: Document = .text("subscription BenchStatusChanged{statusChanged{id,status}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .subscription, document: document,
        selection: PlanSelection(type: .subscription, fields: [
            .link("statusChanged", PlanLink(PlanSelection(type: CharactersPagePlan.character, key: ["id"], fields: [
                .scalar("id", ScalarShape(.string)), .scalar("status", ScalarShape(.string)),
            ]))),
        ]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}
