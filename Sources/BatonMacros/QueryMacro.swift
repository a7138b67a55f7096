import SwiftSyntax
import SwiftSyntaxMacros

/// `@Query("query Q($id: ID!) {…}", fetchPolicy: .storeOrNetwork) var q: Q`
///
/// The property becomes computed over a peer `_q: QueryStorage<Q>`: its init accessor takes
/// the operation value the parent passes (so the memberwise init reads `Screen(q: Q(id:))`),
/// its getter returns that value with the view's holder, through which `q.phase`,
/// `q.refetch()` and the rest resolve in the view's environment, and its setter gives the
/// view another value.
public struct QueryMacro: OperationMarker {
    public static let storage = "QueryStorage"
}

/// `@Subscription("subscription S {…}") var s: S`: as `@Query`, over a `SubscriptionStorage`,
/// so `s.phase` follows the subscription while the view lives.
public struct SubscriptionMacro: OperationMarker {
    public static let storage = "SubscriptionStorage"
}

/// What `@Query` and `@Subscription` share: both expansions, over the runtime's `storage` type.
public protocol OperationMarker: AccessorMacro, PeerMacro {
    /// The runtime's storage type: `QueryStorage` or `SubscriptionStorage`.
    static var storage: String { get }
}

extension OperationMarker {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let property = try MarkedProperty(node, on: declaration, in: context)
        return OperationStorage(property, type: try property.writtenType(), storage: storage).accessors
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        // A misuse is reported once, by the accessor expansion.
        guard let property = try? MarkedProperty(node, on: declaration, in: context),
              let type = try? property.writtenType() else { return [] }
        return [OperationStorage(property, type: type, storage: storage).peer]
    }
}

/// The expansion `@Query` and `@Subscription` share: a peer storage of the operation value
/// and the accessors that reach it.
struct OperationStorage {
    let property: MarkedProperty
    /// The operation value's type, as written.
    let type: TypeSyntax
    /// The runtime's storage type: `QueryStorage` or `SubscriptionStorage`.
    let storage: String

    init(_ property: MarkedProperty, type: TypeSyntax, storage: String) {
        self.property = property
        self.type = type
        self.storage = storage
    }

    var peer: DeclSyntax {
        "private var _\(raw: property.name): Baton.\(raw: storage)<\(type)>"
    }

    var accessors: [AccessorDeclSyntax] {
        let policy = property.argument("fetchPolicy").map { ", fetchPolicy: \($0.description)" } ?? ""
        return [
            """
            @storageRestrictions(initializes: _\(raw: property.name))
            init(initialValue) {
                _\(raw: property.name) = Baton.\(raw: storage)(initialValue\(raw: policy))
            }
            """,
            "get { _\(raw: property.name).value }",
            "set { _\(raw: property.name).replace(with: newValue) }",
        ]
    }
}
