/// A query `@refetchable` generated: a fragment's lens refetches with it and, for a
/// connection inside the fragment, loads pages with it.
public protocol RefetchQuery: Query {
    /// How the query reaches the fragment's record and which variables it takes.
    @_spi(Generated) static var refetchPlan: RefetchPlan { get }
}

/// What the runtime needs to send a refetch query for a lens: the variables the query
/// declares (with their defaults), where the origin record's id goes, and the connections'
/// cursor variables, which a refetch starts over.
@_spi(Generated)
public struct RefetchPlan: Sendable {
    /// The query's variables, in order.
    public let variables: [String]
    /// Defaults of the variables that declare one.
    public let defaults: [String: JSONValue]
    /// The variable the origin record's id is sent in; nil for a fragment on `Query` or `Viewer`.
    public let idVariable: String?
    /// The origin record's field holding that id (`id`, or a `@fetchable` type's field).
    public let idField: String?
    /// The `after`/`before` variables of the fragment's connections.
    public let cursors: [String]

    /// Generated code's initializer.
    public init(variables: [String], defaults: [String: JSONValue] = [:], idVariable: String? = nil,
                idField: String? = nil, cursors: [String] = []) {
        self.variables = variables
        self.defaults = defaults
        self.idVariable = idVariable
        self.idField = idField
        self.cursors = cursors
    }
}

/// Who sends a lens's refetch and page queries: the environment that owns the lens's store.
@MainActor
protocol Refetching: AnyObject {
    /// Sends `query` with `variables` through the one door, commits its answer and returns
    /// the root it dated (waiting in the release buffer unless someone retains it).
    func refetch<Q: RefetchQuery>(_ query: Q.Type, variables: Variables) async throws -> Root
}

@_spi(Generated)
@MainActor
extension Anchor {
    /// Fetches the fragment again with `arguments` (a nil value keeps the lens's current
    /// one; the connections' cursors start over) and returns the anchor that reads under
    /// the new values. The new scope keeps the refetch's root while a lens holds it.
    /// - Throws: the fetch's ``Failure``; `EnvironmentError.outsideEnvironment` for a lens
    ///   no environment made; `MissingDataError` when the origin record has no id.
    public func refetch<Q: RefetchQuery>(_ query: Q.Type, _ arguments: [String: JSONValue?]) async throws -> Anchor {
        let (store, session) = try refetcher()
        var variables = try refetchVariables(Q.self)
        for cursor in Q.refetchPlan.cursors { variables[cursor] = .null }
        for (name, value) in arguments { if let value { variables[name] = value } }
        let root = try await session.refetch(Q.self, variables: variables)
        var scope = owner.variables
        for member in variables.members where member.name != Q.refetchPlan.idVariable {
            scope[member.name] = member.value
        }
        let refetched = Owner(store: store, variables: scope, isRooted: true)
        store.roots.retain(root, allowsNetwork: true)
        refetched.retention = Retention { [weak store] in store?.roots.release(root, allowsNetwork: true) }
        return Anchor(record: record, owner: refetched, origin: origin)
    }

    /// The store and the session that can fetch for this lens.
    func refetcher() throws -> (Store, any Refetching) {
        guard let store = owner.store, let session = store.refetching else { throw EnvironmentError.outsideEnvironment }
        return (store, session)
    }

    /// The lens's variables the query declares (a default, else null, for one it lacks),
    /// with the origin record's id.
    func refetchVariables<Q: RefetchQuery>(_ query: Q.Type) throws -> Variables {
        let plan = Q.refetchPlan
        var variables = Variables(plan.variables.map { name in
            (name, owner.variables[name] ?? plan.defaults[name] ?? .null)
        })
        if let idVariable = plan.idVariable {
            guard let id = originID(plan.idField) else { throw MissingDataError(operationName: Q.name) }
            variables[idVariable] = .string(id)
        }
        return variables
    }

    /// The origin record's id: the field the query names, else the record key's value.
    private func originID(_ field: String?) -> String? {
        if let field, let slot = SlotRegistry.shared.existingSlot(origin.type, field),
           let scalar = origin.value(at: slot).scalar, let id = String.read(scalar) {
            return id
        }
        let prefix = origin.type.name + ":"
        guard !origin.isPlaceholder, origin.key.hasPrefix(prefix) else { return nil }
        return String(origin.key.dropFirst(prefix.count))
    }
}
