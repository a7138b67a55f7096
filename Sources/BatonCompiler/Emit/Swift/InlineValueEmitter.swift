import GraphQL

/// Writes an `@inline` fragment: a frozen `Sendable, Hashable` value of stored
/// properties — a nested struct per link, an array per plural link — with a memberwise init
/// and a reading init from an anchor. The parent's spread accessor builds it when called,
/// on the main actor, so its reads register as a lens's do.
struct InlineValueEmitter {
    let emitter: LensEmitter

    func emit(_ name: String, on typeName: String, sets: [SelectionSet], doc: [String], indent: String,
              depth: Int = 0) -> [String] {
        let members = LensMembers(sets, on: typeName, facts: emitter.facts, spreadNames: emitter.spreadNames)
        var properties: [(name: String, type: String, read: String)] = []
        var nested: [[String]] = []
        var used: Set<String> = [name]
        let inner = indent + "    "
        for member in members.fields {
            let field = member.field
            let property = SwiftNames.identifier(field.responseKey)
            let guardTest = GuardTest.text(member.guards)
            if field.name.value == "__typename" {
                properties.append(guarded((property, "String", "anchor.record.type.name"), guardTest))
                continue
            }
            guard let definition = emitter.facts.field(field.name.value, on: member.scope) else { continue }
            let slot = emitter.slotExpression(field, scope: member.scope)
            let named = definition.type.namedType
            guard emitter.facts.type(named)?.isComposite == true else {
                let read = emitter.types.scalarRead(definition.type, slot: slot)
                properties.append(guarded((property, read.type, read.read), guardTest))
                continue
            }
            guard depth < LensEmitter.maxDepth else { continue }
            let child = emitter.unique(SwiftNames.upperFirst(field.responseKey), &used)
            nested.append(emit(child, on: named, sets: member.childSets, doc: [], indent: inner, depth: depth + 1))
            emitter.symbols.usesRecordLens = true
            properties.append(guarded(link(property, definition.type, child: child, slot: slot), guardTest))
        }
        for spread in members.spreads {
            let guardTest = spread.guards.isEmpty ? nil : spread.guards.map(GuardTest.text).joined(separator: " && ")
            properties.append(guarded((SwiftNames.identifier(spread.accessor), spread.fragment,
                                       spread.fragment + "(anchor: anchor.spread())"), guardTest))
        }
        var lines = doc.map { indent + "/// " + $0 }
        lines.append(indent + "nonisolated public struct " + name + ": Sendable, Hashable {")
        lines += properties.map { inner + "public var " + $0.name + ": " + $0.type }
        if !properties.isEmpty { lines.append("") }
        let parameters = properties.map { $0.name + ": " + $0.type }.joined(separator: ", ")
        lines.append(inner + "public init(" + parameters + ") {")
        lines += properties.map { inner + "    self." + plain($0.name) + " = " + $0.name }
        lines += [inner + "}", "", inner + "/// Reads the value from the record the anchor names.",
                  inner + "@MainActor init(anchor: Anchor) {"]
        lines += properties.map { inner + "    self." + plain($0.name) + " = " + $0.read }
        lines.append(inner + "}")
        for child in nested { lines += [""] + child }
        lines.append(indent + "}")
        return lines
    }

    /// A property read only when its `@include`/`@skip` guard holds: nil otherwise.
    private func guarded(_ property: (name: String, type: String, read: String), _ guardTest: String?)
        -> (name: String, type: String, read: String) {
        guard let guardTest else { return property }
        return (property.name, property.type.hasSuffix("?") ? property.type : property.type + "?",
                guardTest + " ? " + property.read + " : nil")
    }

    private func plain(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// A link read through `RecordLens` (a lens that only holds its anchor), then frozen.
    private func link(_ property: String, _ type: TypeReference, child: String, slot: String)
        -> (name: String, type: String, read: String) {
        let make = child + "(anchor: $0.anchor)"
        if type.nullable.listElement != nil {
            return type.isNonNull
                ? (property, "[" + child + "]", "anchor.linksNonNull(" + slot + ", as: RecordLens.self).map { " + make + " }")
                : (property, "[" + child + "]?", "anchor.links(" + slot + ", as: RecordLens.self)?.map { " + make + " }")
        }
        if type.isNonNull {
            let named = emitter.symbols.type(emitter.facts.storeName(type.namedType))
            return (property, child, child + "(anchor: anchor.linkNonNull(" + slot + ", type: " + named
                    + ", as: RecordLens.self).anchor)")
        }
        return (property, child + "?", "anchor.link(" + slot + ", as: RecordLens.self).map { " + make + " }")
    }
}
