@_spi(Generated) import Baton
import Foundation
import Testing
@testable import RickAndMorty

/// Subscriptions against the live test server, over graphql-sse (URLSessionTransport) and
/// graphql-transport-ws (GraphQLTransportWebSocket; on Linux, Baton's own `ws://` client):
/// events, a dropped connection, parking, and hostile framing.
@Suite("End to end: subscriptions on the live server")
@MainActor
struct SubscriptionEndToEndTests {
    /// An environment whose subscriptions go through `kind` with the server's `items`.
    func environment(_ kind: LiveRoutes.Kind, _ items: [(String, String)]) throws -> Environment {
        Environment(transport: URLSessionTransport(url: try LiveServer.endpoint()),
                    subscriptions: try kind.transport(items))
    }

    @Test(arguments: LiveRoutes.Kind.allCases)
    func eventsArriveAndAreCommitted(_ kind: LiveRoutes.Kind) async throws {
        let env = try environment(kind, [("tick_ms", "30"), ("count", "3")])
        let handle = env.subscriptionHandle(for: LiveStatusChanged(ids: ["1", "2"]))
        let retention = handle.retain()
        defer { retention.end() }
        #expect(await Live.wait { handle.stream == .ended(.completed) }, "stream: \(handle.stream), error: \(String(describing: handle.error))")
        #expect(handle.events == 3)
        #expect(handle.error == nil)
        // Tick 3 changed character 1 again (its second round).
        #expect(handle.latest?.statusChanged?.id == "1")
        let original = try await LiveServer.rawData(operationName: "S", text: #"query S{character(id:"1"){status}}"#,
                                                    variables: [:])
        guard case .object(let root) = original, case .object(let character)? = root["character"],
              case .string(let status)? = character["status"] else {
            Issue.record("no status in \(original)")
            return
        }
        #expect(handle.latest?.statusChanged?.status == LiveRoutes.status(tick: 3, of: status, among: 2))
        // The event wrote the character's record: any lens over it reads the new status.
        let screen = env.handle(for: CharacterDetailQuery(id: "1"), fetchPolicy: .storeOnly)
        _ = screen
        let slot = try #require(SlotRegistry.shared.existingSlot(TypeID("Character"), "status"))
        #expect(env.store.record("Character:1")?[slot: slot] == .string(LiveRoutes.status(tick: 3, of: status, among: 2)))
    }

    @Test(arguments: LiveRoutes.Kind.allCases)
    func itSurvivesTheServerDroppingTheConnection(_ kind: LiveRoutes.Kind) async throws {
        let tag = LiveRoutes.tag()
        let env = try environment(kind, [("tick_ms", "30"), ("tag", tag)])
        let handle = env.subscriptionHandle(for: LiveStatusChanged(ids: ["5"]))
        let retention = handle.retain()
        defer { retention.end() }
        #expect(await Live.wait { handle.events >= 1 }, "no event: \(handle.stream) \(String(describing: handle.error))")
        #expect(try await LiveRoutes.command("drop", [("tag", tag)]) == "1")
        #expect(await Live.wait { if case .waiting = handle.stream { true } else { false } },
                "the loss was not noticed: \(handle.stream)")
        let before = handle.events
        #expect(handle.error != nil, "the loss is the handle's error")
        // The backoff's first wait is between half a second and a second.
        #expect(await Live.wait { handle.resumptions == 1 && handle.events > before },
                "no resumption: \(handle.stream) \(String(describing: handle.error))")
        #expect(handle.stream == .open)
        #expect(handle.error == nil)
    }

    @Test(arguments: LiveRoutes.Kind.allCases)
    func itParksWhenInactiveAndResumes(_ kind: LiveRoutes.Kind) async throws {
        let tag = LiveRoutes.tag()
        let env = try environment(kind, [("tick_ms", "30"), ("tag", tag)])
        let handle = env.subscriptionHandle(for: LiveStatusChanged(ids: ["7"]))
        let retention = handle.retain()
        defer { retention.end() }
        #expect(await Live.wait { handle.events >= 1 })
        env.isActive = false
        #expect(handle.stream == .parked)
        #expect(try await LiveRoutes.closed(tag), "the server still holds the parked stream's connection")
        let parkedAt = handle.events
        try await Task.sleep(for: .milliseconds(150))
        #expect(handle.events == parkedAt, "events arrived while parked")
        env.isActive = true
        #expect(handle.resumptions == 1)
        #expect(await Live.wait { handle.events > parkedAt })
    }

    @Test func releasingTheLastHolderClosesTheConnectionAtOnce() async throws {
        let tag = LiveRoutes.tag()
        let env = try environment(.webSocket, [("tick_ms", "30"), ("tag", tag)])
        let handle = env.subscriptionHandle(for: LiveStatusChanged(ids: ["9"]))
        let retention = handle.retain()
        #expect(await Live.wait { handle.events >= 1 })
        retention.end()
        #expect(handle.stream == .idle)
        #expect(try await LiveRoutes.closed(tag), "the socket stayed open after the last holder let go")
    }

    @Test(arguments: [
        (LiveRoutes.Kind.sse, "sse_fault", "utf8", "an event-stream line that is not UTF-8"),
        (LiveRoutes.Kind.webSocket, "ws_fault", "rsv", "WebSocket: a frame with reserved bits set"),
        (LiveRoutes.Kind.webSocket, "ws_fault", "opcode", "WebSocket: a frame with unknown opcode 3"),
        (LiveRoutes.Kind.webSocket, "ws_fault", "masked", "WebSocket: a masked frame from the server"),
        (LiveRoutes.Kind.webSocket, "ws_fault", "length", "WebSocket: a frame length with its high bit set"),
    ] as [(LiveRoutes.Kind, String, String, String)])
    func hostileFramingFailsClearlyAndCommitsNothing(_ kind: LiveRoutes.Kind, _ fault: String, _ value: String,
                                                    _ message: String) async throws {
        let env = try environment(kind, [("tick_ms", "30"), (fault, value)])
        let handle = env.subscriptionHandle(for: LiveStatusChanged(ids: ["11"]))
        let retention = handle.retain()
        defer { retention.end() }
        #expect(await Live.wait { if case .waiting = handle.stream { true } else { false } },
                "the fault did not fail the stream: \(handle.stream)")
        #expect("\(String(describing: handle.error))".contains(message), "\(String(describing: handle.error))")
        #expect(handle.events == 0)
        #expect(env.store.record("Character:11") == nil, "nothing was committed")
        #expect(StoreExport.text(of: env.store).contains(#""client:root:subscription": {"__typename": "Subscription"}"#))
    }

    #if !canImport(Darwin)
    @Test func wssIsRefusedOnLinuxWithAClearError() async throws {
        let transport = GraphQLTransportWebSocket(url: URL(string: "wss://127.0.0.1:1/graphql")!)
        let env = Environment(transport: transport, subscriptions: transport)
        let handle = env.subscriptionHandle(for: LiveStatusChanged())
        let retention = handle.retain()
        defer { retention.end() }
        #expect(await Live.wait { handle.error != nil })
        #expect("\(String(describing: handle.error))".contains("wss:// is not supported on this platform"))
    }
    #endif
}
