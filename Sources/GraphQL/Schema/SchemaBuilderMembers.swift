/// Turning the members of a type definition or extension into schema values.
extension SchemaBuilder {
    /// Adds what a definition or extension declares to its type. Duplicates keep the first
    /// declaration and warn.
    mutating func absorb(_ node: TypeDefinition, into type: SchemaType) {
        type.directives += node.directives
        for interface in node.interfaces { addInterface(interface, to: type) }
        for field in node.fields { addField(field, to: type) }
        for member in node.unionMembers { addMember(member, to: type) }
        for value in node.enumValues { addEnumValue(value, to: type) }
        for field in node.inputFields { addInputField(field, to: type) }
    }

    private mutating func addInterface(_ node: NamedType, to type: SchemaType) {
        let name = node.name.value
        guard let interface = resolve(node) else { return }
        guard interface.kind == .interface else {
            errors.append(GraphQLError("Type \(type.name) must only implement Interface types, it cannot implement \(name).",
                                       locations: [node.loc]))
            return
        }
        if type.interfaces.contains(name) {
            warnings.append(GraphQLError("Type \(type.name) can only implement \(name) once.", locations: [node.loc]))
            return
        }
        type.interfaces.append(name)
    }

    private mutating func addMember(_ node: NamedType, to type: SchemaType) {
        let name = node.name.value
        guard let member = resolve(node) else { return }
        guard member.kind == .object else {
            errors.append(GraphQLError("Union type \(type.name) can only include Object types, it cannot include \(name).",
                                       locations: [node.loc]))
            return
        }
        if type.unionMembers.contains(name) {
            warnings.append(GraphQLError("Union type \(type.name) can only include type \(name) once.",
                                         locations: [node.loc]))
            return
        }
        type.unionMembers.append(name)
    }

    private mutating func addField(_ node: FieldDefinition, to type: SchemaType) {
        let coordinate = "\(type.name).\(node.name.value)"
        if let existing = type.field(node.name.value) {
            warnings.append(GraphQLError("Field '\(coordinate)' can only be defined once.",
                                         locations: [existing.loc, node.name.loc]))
            return
        }
        let field = SchemaField(
            name: node.name.value, description: node.description?.value,
            arguments: arguments(node.arguments, of: coordinate),
            type: reference(node.type, use: .output, of: coordinate), directives: node.directives,
            deprecationReason: deprecationReason(node.directives), loc: node.loc)
        type.append(field: field)
    }

    private mutating func addInputField(_ node: InputValueDefinition, to type: SchemaType) {
        let coordinate = "\(type.name).\(node.name.value)"
        if let existing = type.inputField(node.name.value) {
            warnings.append(GraphQLError("Field '\(coordinate)' can only be defined once.",
                                         locations: [existing.loc, node.name.loc]))
            return
        }
        type.append(inputField: inputValue(node, of: coordinate))
    }

    private mutating func addEnumValue(_ node: EnumValueDefinition, to type: SchemaType) {
        if let existing = type.enumValue(node.name.value) {
            warnings.append(GraphQLError("Enum value '\(type.name).\(node.name.value)' can only be defined once.",
                                         locations: [existing.loc, node.name.loc]))
            return
        }
        type.append(enumValue: SchemaEnumValue(
            name: node.name.value, description: node.description?.value, directives: node.directives,
            deprecationReason: deprecationReason(node.directives), loc: node.loc))
    }

    /// The arguments of a field (`Type.field`) or directive (`@name`), first of each name kept.
    mutating func arguments(_ nodes: [InputValueDefinition], of owner: String) -> [SchemaInputValue] {
        var result: [SchemaInputValue] = []
        result.reserveCapacity(nodes.count)
        for node in nodes {
            let coordinate = "\(owner)(\(node.name.value):)"
            if let existing = result.first(where: { $0.name == node.name.value }) {
                warnings.append(GraphQLError("Argument '\(coordinate)' can only be defined once.",
                                             locations: [existing.loc, node.name.loc]))
                continue
            }
            result.append(inputValue(node, of: coordinate))
        }
        return result
    }

    private mutating func inputValue(_ node: InputValueDefinition, of coordinate: String) -> SchemaInputValue {
        SchemaInputValue(
            name: node.name.value, description: node.description?.value,
            type: reference(node.type, use: .input, of: coordinate), defaultValue: node.defaultValue,
            directives: node.directives, deprecationReason: deprecationReason(node.directives), loc: node.loc)
    }

    /// The reason of an `@deprecated` among `directives`, its default when none is written,
    /// nil when the element is not deprecated.
    func deprecationReason(_ directives: [Directive]) -> String? {
        guard !directives.isEmpty,
              let deprecated = directives.first(where: { $0.name.value == "deprecated" }) else { return nil }
        if case .string(let reason)? = deprecated.arguments.first(where: { $0.name.value == "reason" })?.value {
            return reason.value
        }
        return BuiltIns.defaultDeprecationReason
    }
}
