import GraphQL

/// Writes lens structs (SPEC §4.7 "Per fragment"): an anchor, one `@MainActor` accessor per
/// declared field, spread accessors, `as<Type>` conditions, and a nested lens per link.
struct LensEmitter {
    let facts: SchemaFacts
    let symbols: SharedSymbols
    let types: SwiftTypes
    let input: EmitInput
    /// Names a nested lens may not take (generated enums, inputs, fragments, operations).
    let taken: Set<String>
    /// Spread names to read as another: a generated query's copies (`F_1G22uz`) → `F`.
    var spreadNames: [String: String] = [:]

    /// Nested lenses deeper than this are not written (the runtime reads at most 24 levels).
    static let maxDepth = 64

    /// A lens struct over `sets` read on `typeName`.
    func lens(_ name: String, on typeName: String, sets: [SelectionSet], doc: [String], indent: String,
              depth: Int = 0) -> [String] {
        let members = LensMembers(sets, on: typeName, facts: facts, spreadNames: spreadNames)
        var lines = doc.map { indent + "/// " + $0 }
        lines.append(indent + "nonisolated public struct " + name + ": Lens {")
        lines.append(indent + "    @_spi(Generated) public let anchor: Anchor")
        lines.append(indent + "    @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }")
        var nestedNames: Set<String> = [name]
        var nested: [[String]] = []
        var accessors: [String] = []
        let inner = indent + "    "
        for member in members.fields {
            let (accessor, child) = field(member, typeName: typeName, nestedNames: &nestedNames, indent: inner,
                                          depth: depth)
            accessors += accessor
            if let child { nested.append(child) }
        }
        for spread in members.spreads { accessors += self.spread(spread, indent: inner) }
        for condition in members.conditions {
            let nestedName = unique(SwiftNames.upperFirst(condition.accessor), &nestedNames)
            accessors.append(inner + "@MainActor public var " + SwiftNames.identifier(condition.accessor) + ": "
                             + self.condition(condition, nestedName: nestedName))
            if depth < Self.maxDepth {
                nested.append(lens(nestedName, on: condition.typeName, sets: condition.sets, doc: [], indent: inner,
                                   depth: depth + 1))
            }
        }
        if !accessors.isEmpty { lines.append("") }
        lines += accessors
        for child in nested {
            lines.append("")
            lines += child
        }
        lines.append(indent + "}")
        return lines
    }

    private func field(_ member: LensMembers.FieldMember, typeName: String, nestedNames: inout Set<String>,
                       indent: String, depth: Int) -> ([String], [String]?) {
        let field = member.field
        let accessor = indent + "@MainActor public var " + SwiftNames.identifier(field.responseKey) + ": "
        if field.name.value == "__typename" {
            return ([accessor + "String { anchor.record.type.name }"], nil)
        }
        guard let definition = facts.field(field.name.value, on: member.scope) else { return ([], nil) }
        let slot = slotExpression(field, scope: member.scope)
        let named = definition.type.namedType
        guard facts.type(named)?.isComposite == true else {
            let (type, read) = types.scalarRead(definition.type, slot: slot)
            return ([accessor + type + " { " + read + " }"], nil)
        }
        let childName = unique(SwiftNames.upperFirst(field.responseKey), &nestedNames)
        let read: String
        let type = definition.type
        if let element = type.nullable.listElement {
            _ = element
            read = type.isNonNull ? "List<" + childName + "> { anchor.linksNonNull(" + slot + ") }"
                : "List<" + childName + ">? { anchor.links(" + slot + ") }"
        } else {
            read = type.isNonNull
                ? childName + " { anchor.linkNonNull(" + slot + ", type: " + symbols.type(facts.storeName(named)) + ") }"
                : childName + "? { anchor.link(" + slot + ") }"
        }
        let child = depth < Self.maxDepth
            ? lens(childName, on: named, sets: member.childSets, doc: [], indent: indent, depth: depth + 1) : nil
        return ([accessor + read], child)
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
            return "SlotID(" + symbols.type(type) + ", StorageKeys.render("
                + symbols.dynamicKey(type: type, field: name, arguments: arguments)
                + ", variables: anchor.owner.variables))"
        }
    }

    private func spread(_ spread: LensMembers.SpreadMember, indent: String) -> [String] {
        let type = spread.fragment
        let head = indent + "@MainActor public var " + SwiftNames.identifier(spread.accessor) + ": "
        let make = type + "(anchor: anchor.spread())"
        var conditions = spread.guards.map { guardModel in
            "anchor.owner.variables[" + SwiftNames.literal(guardModel.variable) + "] "
                + (guardModel.include ? "==" : "!=") + " .bool(true)"
        }
        if spread.deferred, let presence = presenceSlot(of: spread.fragment) {
            symbols.usesPresence = true
            conditions.append("anchor.holds(" + presence + ")")
        }
        if conditions.isEmpty && !spread.deferred { return [head + type + " { " + make + " }"] }
        if conditions.isEmpty { return [head + type + "? { " + make + " }"] }
        return [head + type + "? {", indent + "    " + conditions.joined(separator: " && ") + " ? " + make + " : nil",
                indent + "}"]
    }

    /// A slot the deferred fragment's first own field fills (its presence says the part arrived).
    private func presenceSlot(of fragment: String) -> String? {
        guard let definition = input.fragments[fragment] else { return nil }
        for case .field(let field) in definition.selectionSet.selections where field.name.value != "__typename" {
            return slotExpression(field, scope: definition.typeCondition.name.value)
        }
        return nil
    }

    private func condition(_ condition: LensMembers.ConditionMember, nestedName: String) -> String {
        let make = nestedName + "(anchor: anchor)"
        guard let type = condition.condition else { return nestedName + " { " + make + " }" }
        let test = facts.isAbstract(type)
            ? "anchor.isMember(of: " + symbols.possible(facts.storeName(type)) + ", condition: " + SwiftNames.literal(type) + ")"
            : "anchor.record.type == " + symbols.type(facts.storeName(type))
        return nestedName + "? { " + test + " ? " + make + " : nil }"
    }

    /// A nested type name not taken in this scope: `Lens` appended on a clash.
    private func unique(_ base: String, _ used: inout Set<String>) -> String {
        var name = SwiftNames.reservedTypeNames.contains(base) || taken.contains(base) || used.contains(base)
            || SwiftNames.keywords.contains(base) ? base + "Lens" : base
        while used.contains(name) || taken.contains(name) { name += "_" }
        used.insert(name)
        return name
    }
}
