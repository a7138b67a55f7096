/// An operation value: one GraphQL operation with its variables bound, as generated code
/// writes it (SPEC §4.7). Two values are equal when their operation names and variables
/// (as JSON) are equal, so equal values share one handle per environment.
///
/// Generated code provides only the facts below; the runtime derives everything else
/// (the resolution, the root key, the root lens) from ``plan`` and ``variables``:
///
/// ```swift
/// public struct CharacterQuery: QueryOperation {
///     public var id: String
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
/// The three kinds are ``QueryOperation``, ``MutationOperation`` and
/// ``SubscriptionOperation``. (They are not spelled `Query`, `Mutation`, `Subscription`:
/// those names belong to the marker property wrappers a host file writes, `@Query("…")`,
/// and Swift cannot give one name to both a protocol and a property wrapper.)
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

/// A query operation value: fetched through an ``OperationHandle``.
public protocol QueryOperation: Operation {}

/// A mutation operation value: sent through ``MutationAction`` or `Environment.mutate`.
public protocol MutationOperation: Operation {}

/// A subscription operation value (room for subscriptions).
public protocol SubscriptionOperation: Operation {}

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
