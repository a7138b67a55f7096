/// Subscriptions: a second transport, `isActive`, and one handle per subscription value.
extension Environment {
    /// Pairs `transport` (queries and mutations) and `subscriptions` with `store`:
    ///
    /// ```swift
    /// let env = Environment(transport: URLSessionTransport(url: http),
    ///                       subscriptions: GraphQLTransportWebSocket(url: ws),
    ///                       store: Store())
    /// ```
    ///
    /// `subscriptions` may be a ``URLSessionTransport`` too (graphql-sse, one HTTP stream
    /// per subscription). Without one, subscribing fails with `noSubscriptionTransport`.
    public convenience init(transport: any Transport, subscriptions: (any Transport)?, store: Store = Store()) {
        self.init(transport: transport, store: store)
        live.subscriptions = subscriptions
    }

    /// The transport subscriptions are sent through, if any.
    public var subscriptions: (any Transport)? { live.subscriptions }

    /// Whether the app is active. Set it to false when the app leaves the foreground: every
    /// retained subscription stream parks (closes, and stays closed). Set it back to true
    /// and each parked stream reopens, counting a resumption. Queries ignore it.
    public var isActive: Bool {
        get { live.isActive }
        set {
            guard newValue != live.isActive else { return }
            live.isActive = newValue
            for handle in live.allHandles { newValue ? handle.resume() : handle.park() }
        }
    }

    /// The handle of `operation`, shared by equal values. Nothing opens until someone
    /// retains it (``SubscriptionHandle/retain()``).
    public func subscriptionHandle<S: Subscription>(for operation: S) -> SubscriptionHandle<S> {
        let key = operation.rootKey
        if let shared = live.handle(key) as? SubscriptionHandle<S> { return shared }
        let root = Root(key: key, resolution: resolution(operation))
        let made = SubscriptionHandle(operation, root: root, environment: isEnded ? nil : self)
        if isEnded {
            made.endSession()
            return made
        }
        live.register(made)
        return made
    }

    /// The end of the session reaches live data: streams end, parts stop arriving.
    func endLive() {
        live.end()
    }
}
