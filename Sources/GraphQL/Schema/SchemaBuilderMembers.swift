/// Turning the members of a type definition or extension into schema values.
extension SchemaBuilder {
    /// Adds what a definition or extension declares to its type. Duplicates keep the first
    /// declaration and warn.
    mutating func absorb(_ node: TypeDefinition, into type: SchemaType) {
        if !node.directives.isEmpty { type.directives += node.directives }
        for interface in node.interfaces { addInterface(interface, to: type) }
        // Members are passed by index: `for field in` would copy each definition first.
        if !node.fields.isEmpty { type.reserveFields(node.fields.count) }
        for index in node.fields.indices { addField(node.fields[index], to: type) }
        for member in node.unionMembers { addMember(member, to: type) }
        for index in node.enumValues.indices { addEnumValue(node.enumValues[index], to: type) }
        for index in node.inputFields.indices { addInputField(node.inputFields[index], to: type) }
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
        // Coordinates (`Type.field`) are only spelled out for messages: building them for
        // every field would cost more than the rest of the build. A repeated field is built
        // and then dropped (one lookup instead of two for every field).
        var field = SchemaField(
            name: node.name.value,
            arguments: arguments(node.arguments, of: "\(type.name).\(node.name.value)"),
            type: reference(node.type, use: .output, of: "\(type.name).\(node.name.value)"), directives: node.directives,
            deprecationReason: deprecationReason(node.directives), loc: node.loc)
        field.describedBy = node.description
        if let existing = type.append(field: field) {
            warnings.append(GraphQLError("Field '\(type.name).\(node.name.value)' can only be defined once.",
                                         locations: [type.fields[existing].loc, node.name.loc]))
        }
    }

    private mutating func addInputField(_ node: InputValueDefinition, to type: SchemaType) {
        if let existing = type.inputField(node.name.value) {
            warnings.append(GraphQLError("Field '\(type.name).\(node.name.value)' can only be defined once.",
                                         locations: [existing.loc, node.name.loc]))
            return
        }
        type.append(inputField: inputValue(node, of: "\(type.name).\(node.name.value)"))
    }

    private mutating func addEnumValue(_ node: EnumValueDefinition, to type: SchemaType) {
        if let existing = type.enumValue(node.name.value) {
            warnings.append(GraphQLError("Enum value '\(type.name).\(node.name.value)' can only be defined once.",
                                         locations: [existing.loc, node.name.loc]))
            return
        }
        var value = SchemaEnumValue(name: node.name.value, directives: node.directives,
                                    deprecationReason: deprecationReason(node.directives), loc: node.loc)
        value.describedBy = node.description
        type.append(enumValue: value)
    }

    /// The arguments of a field (`Type.field`) or directive (`@name`), first of each name kept.
    mutating func arguments(_ nodes: [InputValueDefinition], of owner: @autoclosure () -> String) -> [SchemaInputValue] {
        guard !nodes.isEmpty else { return [] }
        var result: [SchemaInputValue] = []
        result.reserveCapacity(nodes.count)
        for index in nodes.indices {
            let node = nodes[index]
            if let existing = result.first(where: { $0.name == node.name.value }) {
                warnings.append(GraphQLError("Argument '\(owner())(\(node.name.value):)' can only be defined once.",
                                             locations: [existing.loc, node.name.loc]))
                continue
            }
            result.append(inputValue(node, of: "\(owner())(\(node.name.value):)"))
        }
        return result
    }

    private mutating func inputValue(_ node: InputValueDefinition, of coordinate: @autoclosure () -> String)
        -> SchemaInputValue {
        var value = SchemaInputValue(
            name: node.name.value, type: reference(node.type, use: .input, of: coordinate()),
            defaultValue: node.defaultValue, directives: node.directives,
            deprecationReason: deprecationReason(node.directives), loc: node.loc)
        value.describedBy = node.description
        return value
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
