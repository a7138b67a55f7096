import Foundation

extension Environment {
    /// A session over the built-in HTTP transport:
    ///
    /// ```swift
    /// let env = Environment(url: URL(string: "https://example.com/graphql")!,
    ///                       credentials: { ["Authorization": "Bearer \(await token())"] },
    ///                       subscriptions: GraphQLTransportWebSocket(url: URL(string: "wss://example.com/graphql")!))
    /// ```
    ///
    /// `subscriptions` carries the subscriptions; without one, subscribing fails with
    /// `noSubscriptionTransport`.
    public convenience init(
        url: URL,
        headers: [String: String] = [:],
        credentials: @escaping @Sendable () async throws -> [String: String] = { [:] },
        subscriptions: (any Transport)? = nil,
        store: Store = Store()
    ) {
        self.init(transport: URLSessionTransport(url: url, headers: headers, credentials: credentials),
                  subscriptions: subscriptions, store: store)
    }
}
