/// The compiler's form of a plan (SPEC §4.6): values the Swift emitter writes as the
/// runtime's `Plan…` types. Selections refer to their children by index into the plan's
/// table, so equal selections are found by hashing one level at a time.
public struct PlanModel: Sendable {
    /// Every distinct selection; index 0 is the root, then in first-reference order.
    public var selections: [PlanSelectionModel]
    /// The operation's constants.
    public var constants: PlanConstants
    /// Types named by the plan (for the shared file).
    public var typeNames: Set<String>
    /// Abstract types whose `_possible` set the plan names.
    public var possibleSets: Set<String>
    /// Abstract types whose `_keyed` set a typeless lookup names.
    public var keyedSets: Set<String>
}

/// Per-operation constants (SPEC §4.6).
public struct PlanConstants: Sendable, Hashable {
    public var name: String
    public var kind: String
    /// The compact text, or nil when persisted.
    public var text: String?
    /// The persisted id, when `persistConfig` is set.
    public var id: String?
    /// `propagate`, `null` or `halt`; nil when `onError` is not set.
    public var errorBehavior: String?
    public var cacheExpiration: Int?
    public var hasDeferred: Bool
    public var throwsOnFieldError: Bool
    public var bubbles: Bool
    /// Transient root fields' names.
    public var transient: [String]
}

/// One selection.
public struct PlanSelectionModel: Sendable, Hashable {
    public var type: String
    public var key: [String]
    public var isAbstract: Bool
    public var conditions: [PlanConditionModel]
    public var fields: [PlanFieldModel]
    public var variants: [PlanVariantModel]
}

/// A membership condition: its type and the response key of its answer.
public struct PlanConditionModel: Sendable, Hashable {
    public var name: String
    public var responseKey: String?
}

/// An abstract selection's fields for some objects.
public struct PlanVariantModel: Sendable, Hashable {
    public enum Match: Sendable, Hashable {
        case types([String])
        case condition(String)
        case other
    }
    public var match: Match
    public var key: [String]?
    public var fields: [PlanFieldModel]
}

/// One field.
public struct PlanFieldModel: Sendable, Hashable {
    public var responseKey: String
    public var storageKey: FieldStorageKey
    public var kind: Kind
    /// Alternatives of conjunctions; empty means always.
    public var guards: [[GuardModel]]
    public var deferLabel: String?
    public var isCaught: Bool
    public var isClient: Bool
    public var isTransientRoot: Bool
    public var edit: EditModel?

    public enum Kind: Sendable, Hashable {
        case scalar(ScalarShapeModel)
        case link(LinkModel)
        case typename
    }
}

/// A scalar's kind and nullability at each level.
public struct ScalarShapeModel: Sendable, Hashable {
    /// `string`, `int`, `float`, `bool`, `custom` or `enum` (the runtime's `ScalarKind`).
    public var kind: String
    public var nullable: Bool
    /// Nil for a single value.
    public var elementsNullable: Bool?
}

/// A link's facts; `selection` indexes the plan's table.
public struct LinkModel: Sendable, Hashable {
    public var selection: Int
    public var plural: Bool
    public var nullable: Bool
    public var elementsNullable: Bool
    public var lookup: LookupModel?
    public var connection: ConnectionModel?
}

/// A root link's lookup: a type, or nil with the abstract type whose `_keyed` set it probes.
public struct LookupModel: Sendable, Hashable {
    public var type: String?
    public var keyedSet: String?
    public var arguments: [[KeyPieceText]]
}

/// `@connection` facts.
public struct ConnectionModel: Sendable, Hashable {
    public var handleKey: FieldStorageKey
    public var after: [KeyPieceText]?
    public var before: [KeyPieceText]?
}

/// An edge directive.
public struct EditModel: Sendable, Hashable {
    /// `appendEdge`, `prependEdge`, `appendNode`, `prependNode`, `deleteEdge`, `deleteRecord`.
    public var directive: String
    public var connections: [KeyPieceText]
    public var edgeType: String?
}

/// `@include(if: $v)` or `@skip(if: $v)`.
public struct GuardModel: Sendable, Hashable {
    public var include: Bool
    public var variable: String
}
