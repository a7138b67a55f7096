import GraphQL

/// Writes an input object as a `Hashable` struct: a property per field (optional unless
/// non-null; nil is absent from the request), a memberwise init and `variable`. A field
/// through which the type contains itself is stored `Indirect` (in a box), so the struct has
/// a finite size.
struct InputObjectEmitter {
    let facts: SchemaFacts
    let types: SwiftTypes

    func emit(_ type: SchemaType) -> [String] {
        let name = SwiftNames.inputName(type.name)
        var lines = ["/// The schema input object `" + type.name + "`.",
                     "nonisolated public struct " + name + ": Hashable, Sendable, VariableRepresentable {"]
        var parameters: [String] = []
        var assignments: [String] = []
        var members: [String] = []
        let properties = propertyNames(type)
        for (field, property) in zip(type.inputFields, properties) {
            let swiftType = types.input(field.type)
            let defaulted = swiftType.hasSuffix("?") ? " = nil" : ""
            parameters.append(property + ": " + swiftType + defaulted)
            let plain = property.hasPrefix("`") ? String(property.dropFirst().dropLast()) : property
            if reaches(field.type, type.name) {
                // Spelled out rather than as `@Indirect var`: a wrapped property takes the main
                // actor in an app target, and an input value is built anywhere.
                let storage = "_" + plain
                lines.append("    private var " + storage + ": Indirect<" + swiftType + ">")
                lines.append("    public var " + property + ": " + swiftType + " {")
                lines.append("        get { " + storage + ".wrappedValue }")
                lines.append("        set { " + storage + ".wrappedValue = newValue }")
                lines.append("    }")
                assignments.append("        self." + storage + " = Indirect(wrappedValue: " + property + ")")
            } else {
                lines.append("    public var " + property + ": " + swiftType)
                assignments.append("        self." + plain + " = " + property)
            }
            let value = "self." + plain
            members.append(SwiftNames.literal(field.name) + ": " + (field.type.isNonNull
                ? types.variableExpression(value, field.type)
                : value + ".map { " + types.variableExpression("$0", .nonNull(field.type)) + " }"))
        }
        lines += ["", "    public init(" + parameters.joined(separator: ", ") + ") {"] + assignments + ["    }"]
        lines += ["", "    public var variable: Variable {"]
        lines.append(members.isEmpty ? "        .input([:])" : "        .input([" + members.joined(separator: ", ") + "])")
        lines += ["    }", "}"]
        return lines
    }

    /// Each field's property name: `variable` takes a leading underscore (it names the
    /// conformance's member). An `Indirect` field's storage is its name with a leading
    /// underscore, so a sibling already spelled that way takes a trailing underscore.
    private func propertyNames(_ type: SchemaType) -> [String] {
        let plain = type.inputFields.map { $0.name == "variable" ? "_variable" : $0.name }
        let storage = Set(zip(type.inputFields, plain).filter { reaches($0.0.type, type.name) }.map { "_" + $0.1 })
        var used = Set(plain).union(storage)
        return plain.map { name in
            guard storage.contains(name) else { return SwiftNames.identifier(name) }
            var renamed = name + "_"
            while used.contains(renamed) { renamed += "_" }
            used.insert(renamed)
            return renamed
        }
    }

    /// Whether a value of `type` (not through a list) contains `target` (or is it).
    private func reaches(_ type: TypeReference, _ target: String) -> Bool {
        var seen: Set<String> = []
        var pending: [TypeReference] = [type]
        while let next = pending.popLast() {
            if case .nonNull(let inner) = next { pending.append(inner); continue }
            guard case .named(let name) = next else { continue }
            if name == target { return true }
            guard seen.insert(name).inserted, let input = facts.type(name), input.kind == .inputObject else { continue }
            pending += input.inputFields.map(\.type)
        }
        return false
    }
}
