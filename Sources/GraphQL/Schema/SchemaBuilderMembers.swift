/// Turning the members of a type definition or extension into schema values.
extension SchemaBuilder {
    /// Adds what a definition or extension declares to its type. Duplicates keep the first
    /// declaration and warn.
    mutating func absorb(_ node: TypeDefinition, into type: SchemaType) {
        if !node.directives.isEmpty { type.directives += node.directives }
        for interface in node.interfaces { addInterface(interface, to: type) }
        // Members are read in place through the arrays' buffers: `for field in`, and even
        // `node.fields[index]`, copied each definition first (a retain of each of its parts,
        // then a release).
        if !node.fields.isEmpty { type.reserveFields(node.fields.count) }
        node.fields.withUnsafeBufferPointer { fields in
            for index in fields.indices { addField(fields[index], to: type) }
        }
        for member in node.unionMembers { addMember(member, to: type) }
        node.enumValues.withUnsafeBufferPointer { values in
            for index in values.indices { addEnumValue(values[index], to: type) }
        }
        node.inputFields.withUnsafeBufferPointer { fields in
            for index in fields.indices { addInputField(fields[index], to: type) }
        }
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
        // and then dropped (one lookup instead of two for every field). The messages' closures
        // capture the two names, not `node`: capturing it copied the whole definition twice.
        let typeName = type.name
        let fieldName = node.name.value
        let fieldArguments = arguments(node.arguments, of: "\(typeName).\(fieldName)")
        let resolved = resolvedReference(node.type, use: .output, of: "\(typeName).\(fieldName)")
        // Made in the call, so the type's array takes it without a copy.
        let added = type.append(field: SchemaField(name: fieldName, describedBy: node.description, arguments: fieldArguments,
                                                   type: resolved.reference, directives: node.directives,
                                                   deprecationReason: deprecationReason(node.directives), loc: node.loc),
                                namedType: resolved.namedType)
        if let existing = added {
            warnings.append(GraphQLError("Field '\(typeName).\(fieldName)' can only be defined once.",
                                         locations: [type.fields[existing].loc, node.name.loc]))
        }
    }

    private mutating func addInputField(_ node: InputValueDefinition, to type: SchemaType) {
        // A repeated input field is not built: its type is not resolved, so it reports nothing else.
        if let existing = type.inputFieldIndex.position(of: node.name.value) {
            warnings.append(GraphQLError("Field '\(type.name).\(node.name.value)' can only be defined once.",
                                         locations: [type.inputFields[existing].loc, node.name.loc]))
            return
        }
        let typeName = type.name
        let fieldName = node.name.value
        type.append(inputField: inputValue(node, of: "\(typeName).\(fieldName)"))
    }

    private mutating func addEnumValue(_ node: EnumValueDefinition, to type: SchemaType) {
        let added = type.append(enumValue: SchemaEnumValue(name: node.name.value, describedBy: node.description,
                                                           directives: node.directives,
                                                           deprecationReason: deprecationReason(node.directives),
                                                           loc: node.loc))
        if let existing = added {
            warnings.append(GraphQLError("Enum value '\(type.name).\(node.name.value)' can only be defined once.",
                                         locations: [type.enumValues[existing].loc, node.name.loc]))
        }
    }

    /// The arguments of a field (`Type.field`) or directive (`@name`), first of each name kept.
    mutating func arguments(_ nodes: [InputValueDefinition], of owner: @autoclosure () -> String) -> [SchemaInputValue] {
        guard !nodes.isEmpty else { return [] }
        var result: [SchemaInputValue] = []
        result.reserveCapacity(nodes.count)
        // In place through the buffer, and the closure below captures the name alone:
        // `let node = nodes[index]` copied each definition.
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                let argumentName = nodes[index].name.value
                if let existing = result.firstIndex(where: { $0.name == argumentName }) {
                    warnings.append(GraphQLError("Argument '\(owner())(\(argumentName):)' can only be defined once.",
                                                 locations: [result[existing].loc, nodes[index].name.loc]))
                    continue
                }
                result.append(inputValue(nodes[index], of: "\(owner())(\(argumentName):)"))
            }
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
