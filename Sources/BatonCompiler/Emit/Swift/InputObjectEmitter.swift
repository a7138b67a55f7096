import GraphQL

/// Writes an input object as a `Hashable` struct (SPEC §4.7): a property per field
/// (optional unless non-null; nil is absent from the request), a memberwise init and
/// `variable`. A field through which the type contains itself is boxed in an array, so
/// the struct has a finite size.
struct InputObjectEmitter {
    let facts: SchemaFacts
    let types: SwiftTypes

    /// A field's property name: `variable` takes an underscore (it names the conformance's member).
    static func propertyName(_ field: String) -> String {
        field == "variable" ? "_variable" : SwiftNames.identifier(field)
    }

    func emit(_ type: SchemaType) -> [String] {
        let name = SwiftNames.inputName(type.name)
        var lines = ["/// The schema input object `" + type.name + "`.",
                     "nonisolated public struct " + name + ": Hashable, Sendable, VariableRepresentable {"]
        var parameters: [String] = []
        var assignments: [String] = []
        var members: [String] = []
        for field in type.inputFields {
            let property = Self.propertyName(field.name)
            let swiftType = types.input(field.type)
            let defaulted = swiftType.hasSuffix("?") ? " = nil" : ""
            parameters.append(property + ": " + swiftType + defaulted)
            let plain = property.hasPrefix("`") ? String(property.dropFirst().dropLast()) : property
            if reaches(field.type, type.name) {
                let boxed = "_" + plain + "Box"
                lines.append("    private var " + boxed + ": [" + baseType(swiftType) + "]")
                lines.append("    public var " + property + ": " + swiftType + " {")
                lines.append("        get { " + boxed + ".first" + (swiftType.hasSuffix("?") ? "" : "!") + " }")
                lines.append("        set { " + boxed + " = " + (swiftType.hasSuffix("?") ? "newValue.map { [$0] } ?? []" : "[newValue]") + " }")
                lines.append("    }")
                assignments.append("        self." + boxed + " = " + (swiftType.hasSuffix("?") ? plain + ".map { [$0] } ?? []" : "[" + plain + "]"))
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

    private func baseType(_ swiftType: String) -> String {
        swiftType.hasSuffix("?") ? String(swiftType.dropLast()) : swiftType
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
