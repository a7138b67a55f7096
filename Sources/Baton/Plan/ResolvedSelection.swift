/// A selection bound to variables: a variant per concrete type.
final class ResolvedSelection: Sendable {
    let type: TypeID
    let isAbstract: Bool
    let conditions: [PlanCondition]
    /// The conditions' answer keys as bytes, so ingest matches members without decoding.
    let conditionKeys: [(bytes: [UInt8], name: String)]
    /// The listed variants by type-name bytes, so a `__typename` the plan names is matched
    /// without a string or a registry lookup.
    let listedByName: [(bytes: [UInt8], variant: ResolvedVariant)]
    /// Variants of the types the plan lists (every type for a concrete selection).
    private let listed: [TypeID: ResolvedVariant]
    /// A concrete selection's one variant, which the ingest asks for at every object: found
    /// without hashing the type.
    private let concrete: ResolvedVariant?
    /// Inputs to build an unlisted type's variant on first sight.
    private let plan: PlanSelection
    private let variables: [String: JSONValue]
    private let numbering: StoreNumbering
    private let holds: KeyHolds
    private let children: [ObjectIdentifier: ResolvedSelection]
    private let cache = Locked([VariantKey: ResolvedVariant]())

    /// An unlisted type's variant depends on its type only through its slots; every type only
    /// responses named shares one slot numbering, so they share variants too (`type` nil):
    /// junk type names cannot grow the cache beyond one entry per set of conditions.
    private struct VariantKey: Hashable {
        let type: TypeID?
        let conditions: [String]
    }

    init(plan: PlanSelection, builder: ResolutionBuilder, depth: Int) {
        self.type = plan.type
        self.isAbstract = plan.isAbstract
        self.conditions = plan.conditions
        self.plan = plan
        self.variables = builder.variables
        self.numbering = builder.numbering
        self.holds = builder.holds
        var children: [ObjectIdentifier: ResolvedSelection] = [:]
        if depth < ResolutionBuilder.maxDepth {
            for field in Self.allFields(plan) {
                if case .link(let link) = field.kind, builder.passes(field.guards) {
                    children[ObjectIdentifier(link.selection)] = builder.selection(link.selection, depth: depth + 1)
                }
            }
        }
        self.children = children
        var listed: [TypeID: ResolvedVariant] = [:]
        for type in Self.listedTypes(plan) {
            let satisfied = plan.conditions.filter { $0.possibleTypes.contains(type) }.map(\.name)
            listed[type] = Self.makeVariant(plan, type: type, satisfied: Set(satisfied),
                                            listedTypes: true, builder: builder, children: children)
        }
        self.listed = listed
        concrete = plan.isAbstract ? nil : listed[plan.type]
        self.listedByName = listed.values.map { (Array($0.typeName.utf8), $0) }
        self.conditionKeys = plan.conditions.compactMap { c in c.responseKey.map { (Array($0.utf8), c.name) } }
    }

    /// The variant for objects of `type`; for an unlisted type, `answered` are the
    /// conditions the response said it satisfies. A variant of a type only responses named
    /// is shared by all such types: its `type` and `typeName` are the first one's, so the
    /// ingest takes the object's own type beside it.
    func variant(for type: TypeID, answered: Set<String> = []) -> ResolvedVariant {
        if let concrete, type == self.type { return concrete }
        if let known = listed[type] { return known }
        let key = VariantKey(type: type.isScoped ? nil : type, conditions: answered.sorted())
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let builder = ResolutionBuilder(variables: variables, numbering: numbering, holds: holds)
        let made = Self.makeVariant(plan, type: type, satisfied: answered, listedTypes: false,
                                    builder: builder, children: children)
        return cache.withLock { cached in
            if let first = cached[key] { return first }
            cached[key] = made
            return made
        }
    }

    /// How many unlisted variants are cached.
    var cachedVariantCount: Int { cache.withLock { $0.count } }

    /// Whether the plan names `type` (so its variant is known without memberships).
    func lists(_ type: TypeID) -> Bool { listed[type] != nil }

    private static func allFields(_ plan: PlanSelection) -> [PlanField] {
        plan.fields + plan.variants.flatMap(\.fields)
    }

    private static func listedTypes(_ plan: PlanSelection) -> Set<TypeID> {
        guard plan.isAbstract else { return [plan.type] }
        var types = Set<TypeID>()
        for variant in plan.variants { if case .types(let set) = variant.match { types.formUnion(set) } }
        for condition in plan.conditions { types.formUnion(condition.possibleTypes) }
        return types
    }

    private static func makeVariant(_ plan: PlanSelection, type: TypeID, satisfied: Set<String>,
                                    listedTypes: Bool, builder: ResolutionBuilder,
                                    children: [ObjectIdentifier: ResolvedSelection]) -> ResolvedVariant {
        var fields = plan.fields
        var key: [String]?
        let inTypeVariant = plan.variants.contains {
            if case .types(let set) = $0.match { return set.contains(type) } else { return false }
        }
        for variant in plan.variants {
            let applies: Bool
            switch variant.match {
            case .types(let set): applies = set.contains(type)
            case .condition(let name): applies = satisfied.contains(name)
            case .other: applies = !inTypeVariant
            }
            guard applies else { continue }
            fields += variant.fields
            if key == nil { key = variant.key }
        }
        return ResolvedVariant(type: type, key: key ?? plan.key, fields: fields,
                               concreteTypeInPath: plan.isAbstract, builder: builder, children: children)
    }
}

/// The fields read for one concrete type, with slots numbered for that type.
final class ResolvedVariant: Sendable {
    let type: TypeID
    let typeName: String
    let fields: [ResolvedField]
    /// Indices into `fields` of the key fields, in key order; empty = keyed by path.
    let keyFieldIndices: [Int]
    /// Whether a path key under this selection ends with `:<ConcreteType>`.
    let concreteTypeInPath: Bool
    private let index: [String: Int]
    /// The fields' response keys, laid out for matching member names as bytes.
    let members: MemberNames
    /// Whether every field is a scalar or `__typename` with no edge edit: an object of it
    /// writes only its own record, so the ingest may know a repeat of it by its bytes.
    let readsOnlyScalars: Bool

    init(type: TypeID, key: [String], fields planFields: [PlanField], concreteTypeInPath: Bool,
         builder: ResolutionBuilder, children: [ObjectIdentifier: ResolvedSelection]) {
        self.type = type
        self.typeName = type.name
        self.concreteTypeInPath = concreteTypeInPath
        var fields: [ResolvedField] = []
        var index: [String: Int] = [:]
        for field in planFields where builder.passes(field.guards) && index[field.responseKey] == nil {
            guard let resolved = ResolvedField(field, type: type, builder: builder, children: children)
            else { continue }
            index[field.responseKey] = fields.count
            fields.append(resolved)
        }
        self.fields = fields
        self.index = index
        self.members = MemberNames(fields.map(\.responseKeyBytes))
        readsOnlyScalars = fields.allSatisfy { field in
            if case .link = field.kind { return false }
            return field.edit == nil
        }
        let keyIndices = key.compactMap { index[$0] }
        self.keyFieldIndices = keyIndices.count == key.count ? keyIndices : []
    }

    /// The field answering `responseKey`, if selected.
    func field(_ responseKey: String) -> Int? { index[responseKey] }
}
