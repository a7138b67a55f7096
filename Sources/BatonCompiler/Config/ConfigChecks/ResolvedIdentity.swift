/// Each object type's key fields under `identity` in `baton.json`: its own entry, else its interface's
/// entry, else the default fields when it has them all. A type not listed is keyed by path.
public struct ResolvedIdentity: Hashable, Sendable {
    /// Key fields by object type name, in key order.
    public var keys: [String: [String]] = [:]

    /// Makes an identity from resolved keys.
    public init(keys: [String: [String]] = [:]) {
        self.keys = keys
    }

    /// The key fields of an object type; nil when it is keyed by path.
    public func key(of type: String) -> [String]? { keys[type] }
}
