/// One selection of a plan: what to read from an object of one type.
///
/// A class so that generated code declares each distinct selection once (`static let
/// selection3 = …`) and shares it; it is immutable, so a plan can never form a cycle.
@_spi(Generated)
public final class PlanSelection: Sendable {
    /// The selection's type: concrete, or the interface/union for an abstract one.
    public let type: TypeID
    /// Response keys of the key fields, in the configured order; empty = keyed by path.
    public let key: [String]
    /// Whether `__typename` picks a variant per object.
    public let isAbstract: Bool
    /// Membership answers (`__isNamed: __typename`) the response may carry.
    public let conditions: [PlanCondition]
    /// Fields every object reads (for an abstract selection: every concrete type).
    public let fields: [PlanField]
    /// For an abstract selection, the fields per concrete type group or condition.
    public let variants: [PlanVariant]

    /// Generated code's initializer.
    public init(type: TypeID, key: [String] = [], isAbstract: Bool = false,
                conditions: [PlanCondition] = [], fields: [PlanField], variants: [PlanVariant] = []) {
        self.type = type
        self.key = key
        self.isAbstract = isAbstract
        self.conditions = conditions
        self.fields = fields
        self.variants = variants
    }
}

/// A membership condition an abstract selection may answer: `__isNamed: __typename`.
@_spi(Generated)
public struct PlanCondition: Sendable, Hashable {
    /// The condition's type name (`Named`).
    public let name: String
    /// The response key of its answer (`__isNamed`), or nil when the response never says.
    public let responseKey: String?
    /// The types the build knows satisfy it (`Types.Named_possible`).
    public let possibleTypes: Set<TypeID>

    /// Generated code's initializer.
    public init(name: String, responseKey: String?, possibleTypes: Set<TypeID>) {
        self.name = name
        self.responseKey = responseKey
        self.possibleTypes = possibleTypes
    }
}

/// The fields an abstract selection reads for some concrete types.
@_spi(Generated)
public struct PlanVariant: Sendable {
    /// Which objects the variant serves.
    public enum Match: Sendable, Hashable {
        /// These concrete types.
        case types(Set<TypeID>)
        /// Objects whose type satisfies the named condition (a `PlanCondition.name`).
        case condition(String)
        /// Every type no `.types` variant lists.
        case other
    }
    /// The objects it serves.
    public let match: Match
    /// A key override (response keys), or nil to keep the selection's.
    public let key: [String]?
    /// Its fields, after the selection's own.
    public let fields: [PlanField]

    /// Generated code's initializer.
    public init(_ match: Match, key: [String]? = nil, fields: [PlanField]) {
        self.match = match
        self.key = key
        self.fields = fields
    }
}
