import Foundation

extension Environment {
    /// A session over the built-in HTTP transport (SPEC §6.1):
    ///
    /// ```swift
    /// let env = Environment(url: URL(string: "https://example.com/graphql")!,
    ///                       credentials: { ["Authorization": "Bearer \(await token())"] })
    /// ```
    public convenience init(
        url: URL,
        headers: [String: String] = [:],
        credentials: @escaping @Sendable () async throws -> [String: String] = { [:] },
        store: Store = Store()
    ) {
        self.init(transport: URLSessionTransport(url: url, headers: headers, credentials: credentials), store: store)
    }
}
