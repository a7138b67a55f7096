/// The compiler's form of a plan: values the Swift emitter writes as the
/// runtime's `Plan…` types. Selections refer to their children by index into the plan's
/// table, so equal selections are found by hashing one level at a time.
struct PlanModel: Sendable {
    /// Every distinct selection; index 0 is the root, then in first-reference order.
    var selections: [PlanSelectionModel]
    /// The operation's constants.
    var constants: PlanConstants
    /// Types named by the plan (for the shared file).
    var typeNames: Set<String>
    /// Abstract types whose `_possible` set the plan names.
    var possibleSets: Set<String>
    /// Abstract types whose `_keyed` set a typeless lookup names.
    var keyedSets: Set<String>
}

/// Per-operation constants.
struct PlanConstants: Sendable, Hashable {
    var name: String
    var kind: String
    /// The compact text, or nil when persisted.
    var text: String?
    /// The persisted id, when `persistConfig` is set.
    var id: String?
    /// `propagate`, `null` or `halt`; nil when `onError` is not set.
    var errorBehavior: String?
    var cacheExpiration: Int?
    var hasDeferred: Bool
    var throwsOnFieldError: Bool
    var bubbles: Bool
    /// Transient root fields' names.
    var transient: [String]
    /// Whether `baton.json` names transient types (the plan then names `Types.transient`, so
    /// the runtime keeps their records out of the image).
    var hasTransientTypes = false
}

/// One selection.
struct PlanSelectionModel: Sendable, Hashable {
    var type: String
    var key: [String]
    var isAbstract: Bool
    var conditions: [PlanConditionModel]
    var fields: [PlanFieldModel]
    var variants: [PlanVariantModel]
}

/// A membership condition: its type and the response key of its answer.
struct PlanConditionModel: Sendable, Hashable {
    var name: String
    var responseKey: String?
}

/// An abstract selection's fields for some objects.
struct PlanVariantModel: Sendable, Hashable {
    enum Match: Sendable, Hashable {
        case types([String])
        case condition(String)
        case other
    }
    var match: Match
    var key: [String]?
    var fields: [PlanFieldModel]
}

/// One field.
struct PlanFieldModel: Sendable, Hashable {
    var responseKey: String
    var storageKey: FieldStorageKey
    var kind: Kind
    /// Alternatives of conjunctions; empty means always.
    var guards: [[GuardModel]]
    var deferLabel: String?
    var isCaught: Bool
    var isClient: Bool
    var isTransientRoot: Bool
    var edit: EditModel?

    enum Kind: Sendable, Hashable {
        case scalar(ScalarShapeModel)
        case link(LinkModel)
        case typename
    }
}

/// A scalar's kind and nullability at each level.
struct ScalarShapeModel: Sendable, Hashable {
    /// `string`, `int`, `float`, `bool`, `custom` or `enum` (the runtime's `ScalarKind`).
    var kind: String
    var nullable: Bool
    /// Nil for a single value.
    var elementsNullable: Bool?
}

/// A link's facts; `selection` indexes the plan's table.
struct LinkModel: Sendable, Hashable {
    var selection: Int
    var plural: Bool
    var nullable: Bool
    var elementsNullable: Bool
    var lookup: LookupModel?
    var connection: ConnectionModel?
}

/// A root link's lookup: a type, or nil with the abstract type whose `_keyed` set it probes.
struct LookupModel: Sendable, Hashable {
    var type: String?
    var keyedSet: String?
    var arguments: [[KeyPieceText]]
}

/// `@connection` facts.
struct ConnectionModel: Sendable, Hashable {
    var handleKey: FieldStorageKey
    var after: [KeyPieceText]?
    var before: [KeyPieceText]?
}

/// An edge directive.
struct EditModel: Sendable, Hashable {
    /// `appendEdge`, `prependEdge`, `appendNode`, `prependNode`, `deleteEdge`, `deleteRecord`.
    var directive: String
    var connections: [KeyPieceText]
    var edgeType: String?
}

/// `@include(if: $v)` or `@skip(if: $v)`.
struct GuardModel: Sendable, Hashable {
    var include: Bool
    var variable: String
}
