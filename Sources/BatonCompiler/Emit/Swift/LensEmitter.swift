import GraphQL

/// Writes lens structs (SPEC §4.7 "Per fragment"): an anchor, one `@MainActor` accessor per
/// declared field, spread accessors, `as<Type>` conditions, and a nested lens per link.
///
/// A lens with bubbling `@required` fields gets `satisfied`, and the accessor that makes it
/// (link, list element, spread) answers nil or drops it when it is not (SPEC §4.8); a
/// fragment under `@throwOnFieldError` gets `uncaughtErrors`, which its spread throws.
struct LensEmitter {
    let facts: SchemaFacts
    let symbols: SharedSymbols
    let types: SwiftTypes
    let input: EmitInput
    /// Names a nested lens may not take (generated enums, inputs, fragments, operations).
    let taken: Set<String>
    /// Spread names to read as another: a generated query's copies (`F_1G22uz`) → `F`.
    var spreadNames: [String: String] = [:]
    /// Fragments whose lens has `satisfied` (their spreads answer nil when it is false).
    var satisfiedFragments: Set<String> = []

    /// Nested lenses deeper than this are not written (the runtime reads at most 24 levels).
    static let maxDepth = 64

    /// What a lens needs from the code around it.
    struct Built {
        var lines: [String]
        /// Whether it declares `satisfied`.
        var hasSatisfied: Bool
    }

    /// A lens struct over `sets` read on `typeName`.
    func lens(_ name: String, on typeName: String, sets: [SelectionSet], doc: [String], indent: String,
              collectsErrors: Bool = false, depth: Int = 0) -> [String] {
        build(name, on: typeName, sets: sets, doc: doc, indent: indent, collectsErrors: collectsErrors, depth: depth).lines
    }

    func build(_ name: String, on typeName: String, sets: [SelectionSet], doc: [String], indent: String,
               collectsErrors: Bool = false, depth: Int = 0) -> Built {
        let members = LensMembers(sets, on: typeName, facts: facts, spreadNames: spreadNames)
        var lines = doc.map { indent + "/// " + $0 }
        lines.append(indent + "nonisolated public struct " + name + ": Lens {")
        lines.append(indent + "    @_spi(Generated) public let anchor: Anchor")
        lines.append(indent + "    @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }")
        var nestedNames: Set<String> = [name]
        var nested: [[String]] = []
        var accessors: [String] = []
        var required: [String] = []
        var errors: [String] = []
        let inner = indent + "    "
        let accessor = FieldAccessor(emitter: self, lensName: name)
        for member in members.fields {
            let made = accessor.make(member, nestedNames: &nestedNames, indent: inner, depth: depth)
            accessors += made.lines
            if let child = made.child { nested.append(child) }
            if let term = made.satisfiedTerm { required.append(term) }
            if let term = made.errorTerm { errors.append(term) }
        }
        let spreads = SpreadAccessor(emitter: self)
        for spread in members.spreads { accessors += spreads.make(spread, indent: inner) }
        for condition in members.conditions {
            let nestedName = unique(SwiftNames.upperFirst(condition.accessor), &nestedNames)
            accessors.append(inner + "@MainActor public var " + SwiftNames.identifier(condition.accessor) + ": "
                             + self.condition(condition, nestedName: nestedName))
            if depth < Self.maxDepth {
                nested.append(lens(nestedName, on: condition.typeName, sets: condition.sets, doc: [], indent: inner,
                                   depth: depth + 1))
            }
        }
        if !required.isEmpty {
            symbols.usesPresentTest = true
            accessors.append(inner + "/// Whether every bubbling `@required` field holds a value.")
            accessors.append(inner + "@MainActor public var satisfied: Bool {")
            accessors.append(inner + "    " + required.joined(separator: " && "))
            accessors.append(inner + "}")
        }
        if collectsErrors {
            accessors.append(inner + "/// The field errors no `@catch` takes, which `@throwOnFieldError` throws.")
            accessors.append(inner + "@MainActor public var uncaughtErrors: [FieldError] {")
            accessors.append(inner + "    [" + errors.joined(separator: ", ") + "].compactMap { $0 }")
            accessors.append(inner + "}")
        }
        if !accessors.isEmpty { lines.append("") }
        lines += accessors
        for child in nested {
            lines.append("")
            lines += child
        }
        lines.append(indent + "}")
        return Built(lines: lines, hasSatisfied: !required.isEmpty)
    }

    /// The slot a field reads: a `Slots` constant, or a key rendered with the owner's variables.
    func slotExpression(_ field: Field, scope: String) -> String {
        let mutationRoot = facts.schema.rootTypeNames[.mutation] == scope
        let key = StorageKeyBuilder.key(field: field.name.value, alias: field.alias?.value,
                                        arguments: field.arguments, place: mutationRoot ? .mutationRoot : .ordinary)
        let type = facts.storeName(scope)
        switch key {
        case .fixed(let text):
            return symbols.slot(type: type, field: field.name.value, fixed: text)
        case .dynamic(let name, let arguments):
            symbols.usesDynamicSlot = true
            return "anchor.slot(" + symbols.type(type) + ", "
                + symbols.dynamicKey(type: type, field: name, arguments: arguments) + ")"
        }
    }

    private func condition(_ condition: LensMembers.ConditionMember, nestedName: String) -> String {
        guard let type = condition.condition else { return nestedName + " { " + nestedName + "(anchor: anchor) }" }
        symbols.usesConditionLens = true
        let test = facts.isAbstract(type)
            ? "anchor.lens(ifMemberOf: " + symbols.possible(facts.storeName(type)) + ", " + SwiftNames.literal(type) + ")"
            : "anchor.lens(ifType: " + symbols.type(facts.storeName(type)) + ")"
        return nestedName + "? { " + test + " }"
    }

    /// A nested type name not taken in this scope: `Lens` appended on a clash.
    func unique(_ base: String, _ used: inout Set<String>) -> String {
        var name = SwiftNames.reservedTypeNames.contains(base) || taken.contains(base) || used.contains(base)
            || SwiftNames.keywords.contains(base) ? base + "Lens" : base
        while used.contains(name) || taken.contains(name) { name += "_" }
        used.insert(name)
        return name
    }
}
