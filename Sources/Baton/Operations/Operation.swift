/// An operation value: one GraphQL operation with its variables bound, as generated code
/// writes it. Two values are equal when their operation names and variables
/// (as JSON) are equal, so equal values share one handle per environment.
///
/// Generated code provides only the facts below; the runtime derives everything else
/// (the resolution, the root key, the root lens) from ``plan`` and ``variables``:
///
/// ```swift
/// public struct CharacterQuery: Query {
///     public var id: String
///     @_spi(Generated) public var holder: QueryHolder<CharacterQuery>?
///     public init(id: String) { self.id = id }
///
///     public static let name = "CharacterQuery"
///     public static let document: Document = .text("query CharacterQuery($id:ID!){…}")
///     public var variables: Variables { .declared(["id": id.variable]) }
///     @_spi(Generated) public static let plan = PlanOperation(name: name, kind: .query,
///         document: document, selection: selection0)
///
///     public struct Data: Lens {
///         @_spi(Generated) public let anchor: Anchor
///         @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }
///         @MainActor public var character: Character? { anchor.link(Slots.Query.character_id) }
///     }
/// }
/// ```
///
/// Equality and hashing come from this protocol (name plus variables JSON), so a generated
/// value needs no `==` of its own and its stored properties need not be `Hashable`.
///
/// The three kinds are ``Query``, ``Mutation`` and ``Subscription``. Each shares its name
/// with the marker macro a view writes (`@Query("…") var q: Q`), as `Observable` does with
/// `@Observable`.
public protocol Operation: Hashable, Sendable {
    /// The lens over the operation's root record.
    associatedtype Data: Lens
    /// The normalization plan the runtime interprets.
    @_spi(Generated) static var plan: PlanOperation { get }
    /// The operation's name in the document.
    static var name: String { get }
    /// What a request sends: the compact text or the persisted id.
    static var document: Document { get }
    /// The variables in declaration order; an unset declared variable is `null`.
    var variables: Variables { get }
}

/// A query operation value: fetched through an ``OperationHandle``. Inside a view that marks
/// it with `@Query`, the value also reads `phase`, `fetch`, `isRefreshing`, `isStale` and
/// calls `refetch()` and `retry()` in the view's environment.
public protocol Query: Operation {
    /// The view storage that gave out this value (set by `@Query`); nil for a value made by hand.
    @_spi(Generated) var holder: QueryHolder<Self>? { get set }
}

/// A mutation operation value: sent through ``MutationAction`` (`@Mutation` in a view) or
/// `Environment.mutate`.
public protocol Mutation: Operation {}

/// A subscription operation value. Inside a view that marks it with `@Subscription`, the
/// value reads `phase` while the view lives.
public protocol Subscription: Operation {
    /// The view storage that gave out this value (set by `@Subscription`); nil for a value made by hand.
    @_spi(Generated) var holder: SubscriptionHolder<Self>? { get set }
}

extension Operation {
    /// Query, mutation or subscription, from the plan.
    public static var kind: OperationKind { plan.kind }

    /// The root's key: the operation's name followed by its variables as canonical JSON
    /// (keys sorted), the same text that names it in the image's fetch table.
    public var rootKey: String { Self.name + variables.canonicalJSON }

    /// Equal when the names and the variables' JSON are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variables.canonicalJSON == rhs.variables.canonicalJSON
    }

    /// Hashes the name and the variables' JSON.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Self.name)
        hasher.combine(variables.canonicalJSON)
    }

    /// The request that sends this value.
    public var request: Request {
        Request(operationName: Self.name, kind: Self.kind, document: Self.document, variables: variables,
                errorBehavior: Self.plan.errorBehavior, incremental: Self.plan.hasDeferred)
    }
}
