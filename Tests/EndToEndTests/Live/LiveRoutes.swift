import Baton
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The test server's live routes (Tests/Servers/rickandmorty/live.py), found through
/// `BATON_TEST_SERVER`.
enum LiveRoutes {
    /// `/graphql` with query items, over `http` or `ws`.
    static func graphql(_ items: [(String, String)], webSocket: Bool = false) throws -> URL {
        var components = URLComponents(url: try LiveServer.base().appendingPathComponent("graphql"),
                                       resolvingAgainstBaseURL: false)!
        if webSocket { components.scheme = "ws" }
        components.queryItems = items.map { URLQueryItem(name: $0.0, value: $0.1) }
        return components.url!
    }

    /// A GET to a command route (`/release`, `/drop`, `/live`), outside the transports under test.
    @discardableResult
    static func command(_ path: String, _ items: [(String, String)]) async throws -> String {
        var components = URLComponents(url: try LiveServer.base().appendingPathComponent(path),
                                       resolvingAgainstBaseURL: false)!
        components.queryItems = items.map { URLQueryItem(name: $0.0, value: $0.1) }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        return String(decoding: try await session.data(from: components.url!).0, as: UTF8.self)
    }

    /// How many live connections the server holds open for `tag`.
    static func openConnections(_ tag: String) async throws -> Int {
        let counts = try JSONSerialization.jsonObject(with: Data(try await command("live", []).utf8)) as? [String: Int]
        return counts?[tag] ?? 0
    }

    /// Whether the server let go of every live connection tagged `tag` within five seconds.
    static func closed(_ tag: String) async throws -> Bool {
        for _ in 0..<500 {
            if try await openConnections(tag) == 0 { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// A tag no other test uses.
    static func tag() -> String { "t" + UUID().uuidString.prefix(8).lowercased() }

    /// The two subscription transports: graphql-sse and graphql-transport-ws.
    enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        case sse, webSocket
        var description: String { rawValue }

        func transport(_ items: [(String, String)]) throws -> any Transport {
            switch self {
            case .sse: URLSessionTransport(url: try LiveRoutes.graphql(items))
            case .webSocket: GraphQLTransportWebSocket(url: try LiveRoutes.graphql(items, webSocket: true))
            }
        }
    }

    /// The status tick `tick` gives `id` among `ids`, as live.py computes it.
    static func status(tick: Int, of original: String, among ids: Int) -> String {
        let statuses = ["Alive", "Dead", "unknown"]
        let rounds = (tick - 1) / ids + 1
        return statuses[(statuses.firstIndex(of: original)! + rounds) % statuses.count]
    }
}

/// Collects an environment's log; weak, so a late event after the test writes nowhere.
@MainActor
final class LiveEvents {
    private(set) var events: [LogEvent] = []

    init(_ env: Environment) { env.log = { [weak self] in self?.events.append($0) } }

    var commits: Int { events.filter { if case .committed(.server, _) = $0 { true } else { false } }.count }
}
