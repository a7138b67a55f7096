import Baton
import Foundation
@testable import RickAndMorty

/// An environment over `URLSessionTransport` to the live test server, with faults.
@MainActor
enum Live {
    static func environment(faults: [(String, String)] = []) throws -> Environment {
        Environment(transport: URLSessionTransport(url: try LiveServer.endpoint(faults: faults)))
    }

    /// Polls on the main actor until `done` or a minute passes; returns whether it held.
    static func wait(_ done: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while !done() {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// The text generated code sends for `Q`.
    static func text<Q: Baton.Operation>(_: Q.Type) -> String {
        if case .text(let text) = Q.document { return text }
        return ""
    }
}

extension Phase {
    /// `loading`, `ready` or `failed`, for comparing phases over time.
    var name: String {
        switch self {
        case .loading: "loading"
        case .ready: "ready"
        case .failed: "failed"
        }
    }
}
