/// One field of a selection.
///
/// Within one selection (after a variant's fields are merged) response keys are unique:
/// the emitter flattens `origin{id}` and `origin@include(if:$v){name}` into one `origin`
/// whose children carry the guards. Resolution keeps the first field per response key.
@_spi(Generated)
public struct PlanField: Sendable {
    /// The alias, else the field name: the member a response answers with.
    public let responseKey: String
    /// The key the value is stored under.
    public let storageKey: StorageKey
    /// Scalar, link or `__typename`.
    public let kind: PlanFieldKind
    /// Alternatives of conjunctions; the field is selected when any alternative holds.
    /// Empty means always.
    public let guards: [[PlanGuard]]
    /// The `@defer` label of the part that carries this field.
    public let deferLabel: String?
    /// Under `@catch`, directly or through an ancestor.
    public let isCaught: Bool
    /// A client field: no server answers it.
    public let isClient: Bool
    /// A transient root field: never written to the image.
    public let isTransientRoot: Bool
    /// An edge directive on this field.
    public let edit: PlanEdit?

    /// Generated code's initializer; the storage key defaults to the response key.
    public init(_ responseKey: String, storageKey: StorageKey? = nil, kind: PlanFieldKind,
                guards: [[PlanGuard]] = [], deferLabel: String? = nil, isCaught: Bool = false,
                isClient: Bool = false, isTransientRoot: Bool = false, edit: PlanEdit? = nil) {
        self.responseKey = responseKey
        self.storageKey = storageKey ?? .fixed(responseKey)
        self.kind = kind
        self.guards = guards
        self.deferLabel = deferLabel
        self.isCaught = isCaught
        self.isClient = isClient
        self.isTransientRoot = isTransientRoot
        self.edit = edit
    }

    /// A scalar field.
    public static func scalar(_ responseKey: String, _ shape: ScalarShape,
                              storageKey: StorageKey? = nil, guards: [[PlanGuard]] = [],
                              deferLabel: String? = nil, isCaught: Bool = false,
                              isClient: Bool = false) -> PlanField {
        PlanField(responseKey, storageKey: storageKey, kind: .scalar(shape), guards: guards,
                  deferLabel: deferLabel, isCaught: isCaught, isClient: isClient)
    }

    /// A linked field.
    public static func link(_ responseKey: String, _ link: PlanLink,
                            storageKey: StorageKey? = nil, guards: [[PlanGuard]] = [],
                            deferLabel: String? = nil, isCaught: Bool = false,
                            isClient: Bool = false) -> PlanField {
        PlanField(responseKey, storageKey: storageKey, kind: .link(link), guards: guards,
                  deferLabel: deferLabel, isCaught: isCaught, isClient: isClient)
    }
}

/// What a field holds.
@_spi(Generated)
public enum PlanFieldKind: Sendable {
    case scalar(ScalarShape)
    case link(PlanLink)
    /// An explicit `__typename`: read from the record's type, never stored.
    case typename
}

/// The kind of a scalar as the schema types it.
public enum ScalarKind: Sendable, Hashable {
    /// `String` and `ID`.
    case string
    case int
    case float
    case bool
    /// A custom scalar, mapped or not: stored as the server's token text.
    case custom
    /// An enum: stored as its text.
    case `enum`
}

/// A scalar field's shape: kind, list or not, nullability at each level.
@_spi(Generated)
public struct ScalarShape: Sendable, Hashable {
    /// The scalar's kind.
    public let kind: ScalarKind
    /// Whether the field itself may be null.
    public let nullable: Bool
    /// For a list: whether its elements may be null. Nil for a single value.
    public let elementsNullable: Bool?

    /// `ScalarShape(.int, nullable: false, list: true)` is `[Int]!`'s element-nullable list.
    public init(_ kind: ScalarKind, nullable: Bool = true, list elementsNullable: Bool? = nil) {
        self.kind = kind
        self.nullable = nullable
        self.elementsNullable = elementsNullable
    }

    /// Whether the field is a list.
    public var isList: Bool { elementsNullable != nil }
}

/// A linked field's facts.
@_spi(Generated)
public struct PlanLink: Sendable {
    /// The child selection.
    public let selection: PlanSelection
    /// A list of objects.
    public let plural: Bool
    /// Whether the field itself may be null.
    public let nullable: Bool
    /// For a plural link: whether its elements may be null.
    public let elementsNullable: Bool
    /// A root field an entity satisfies (`character(id:)` → `Character:<id>`).
    public let lookup: PlanLookup?
    /// `@connection` facts: the page merges into a client connection record beside it.
    public let connection: PlanConnection?

    /// Generated code's initializer.
    public init(_ selection: PlanSelection, plural: Bool = false, nullable: Bool = true,
                elementsNullable: Bool = true, lookup: PlanLookup? = nil, connection: PlanConnection? = nil) {
        self.selection = selection
        self.plural = plural
        self.nullable = nullable
        self.elementsNullable = elementsNullable
        self.lookup = lookup
        self.connection = connection
    }
}

/// A lookup on a root link: the entity's type (nil for a typeless `node(id:)`, which
/// probes `possibleTypes`) and the key pieces from the arguments.
@_spi(Generated)
public struct PlanLookup: Sendable {
    /// The entity's type; nil for a typeless lookup.
    public let type: TypeID?
    /// For a typeless lookup, the types one value keys.
    public let possibleTypes: Set<TypeID>
    /// One piece list per key field, in key order.
    public let arguments: [[KeyPiece]]

    /// Generated code's initializer.
    public init(type: TypeID?, possibleTypes: Set<TypeID> = [], arguments: [[KeyPiece]]) {
        self.type = type
        self.possibleTypes = possibleTypes
        self.arguments = arguments
    }
}

/// `@connection(key:filters:)` facts: the handle key and the cursor arguments.
@_spi(Generated)
public struct PlanConnection: Sendable {
    /// `__<key>_connection`, with filters when the connection has them.
    public let handleKey: StorageKey
    /// The variable (or constant) behind `after`, `before`.
    public let after: [KeyPiece]?
    /// The `before` argument, for prepending pages.
    public let before: [KeyPiece]?

    /// Generated code's initializer.
    public init(handleKey: StorageKey, after: [KeyPiece]? = nil, before: [KeyPiece]? = nil) {
        self.handleKey = handleKey
        self.after = after
        self.before = before
    }
}

/// An edge directive on a payload field: applied by the commit to connections the store holds.
@_spi(Generated)
public enum PlanEdit: Sendable {
    case appendEdge(connections: [KeyPiece])
    case prependEdge(connections: [KeyPiece])
    case appendNode(connections: [KeyPiece], edgeType: TypeID)
    case prependNode(connections: [KeyPiece], edgeType: TypeID)
    case deleteEdge(connections: [KeyPiece])
    case deleteRecord
}

/// One `@include(if:)` or `@skip(if:)` condition on a variable.
@_spi(Generated)
public enum PlanGuard: Sendable, Hashable {
    case include(String)
    case skip(String)
}
