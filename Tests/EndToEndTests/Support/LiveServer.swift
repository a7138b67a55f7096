import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The test server `Scripts/test` starts, found through `BATON_TEST_SERVER`.
///
/// A missing variable fails the test that needs it (it never skips): end-to-end tests that
/// did not run must not look green.
enum LiveServer {
    struct NotSet: Error, CustomStringConvertible {
        var description: String {
            "BATON_TEST_SERVER is not set: run the tests through Scripts/test, which starts the server"
        }
    }

    /// The server's base URL.
    static func base() throws -> URL {
        guard let text = ProcessInfo.processInfo.environment["BATON_TEST_SERVER"], !text.isEmpty,
              let url = URL(string: text) else { throw NotSet() }
        return url
    }

    /// The GraphQL endpoint, with per-request faults in the query string (see server.py).
    static func endpoint(faults: [(String, String)] = []) throws -> URL {
        var components = URLComponents(url: try base().appendingPathComponent("graphql"),
                                       resolvingAgainstBaseURL: false)!
        if !faults.isEmpty { components.queryItems = faults.map { URLQueryItem(name: $0.0, value: $0.1) } }
        return components.url!
    }

    /// The raw `data` of a query, posted outside Baton: the oracle's side.
    static func rawData(operationName: String, text: String, variables: [String: Any],
                        faults: [(String, String)] = []) async throws -> ResponseTree {
        var request = URLRequest(url: try endpoint(faults: faults))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: [
            "operationName": operationName, "query": text, "variables": variables,
        ])
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (body, _) = try await session.data(for: request)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        return ResponseTree(json: object["data"] ?? NSNull())
    }
}
