/// Turning the members of a type definition or extension into schema values.
extension SchemaBuilder {
    /// Adds what a definition or extension declares to its type. Duplicates keep the first
    /// declaration and warn.
    ///
    /// Definitions and their members are passed by address and read a part at a time: passed
    /// by value, even straight from an array's buffer, each was copied first (a retain of each
    /// of its parts, then a release), since the builder changes while it reads them.
    mutating func absorb(_ node: UnsafePointer<TypeDefinition>, into type: SchemaType) {
        if !node.pointee.directives.isEmpty { type.directives += node.pointee.directives }
        for interface in node.pointee.interfaces { addInterface(interface, to: type) }
        let fields = node.pointee.fields
        if !fields.isEmpty { type.reserveFields(fields.count) }
        fields.withUnsafeBufferPointer { fields in
            for index in fields.indices { addField(fields.baseAddress! + index, to: type) }
        }
        for member in node.pointee.unionMembers { addMember(member, to: type) }
        node.pointee.enumValues.withUnsafeBufferPointer { values in
            for index in values.indices { addEnumValue(values.baseAddress! + index, to: type) }
        }
        node.pointee.inputFields.withUnsafeBufferPointer { fields in
            for index in fields.indices { addInputField(fields.baseAddress! + index, to: type) }
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

    private mutating func addField(_ node: UnsafePointer<FieldDefinition>, to type: SchemaType) {
        // Coordinates (`Type.field`) are only spelled out for messages: building them for
        // every field would cost more than the rest of the build. A repeated field is built
        // and then dropped (one lookup instead of two for every field). The messages' closures
        // capture the two names, not `node`.
        let typeName = type.name
        let fieldName = node.pointee.name.value
        let fieldArguments = arguments(node.pointee.arguments, of: "\(typeName).\(fieldName)")
        let resolved = resolvedReference(node.pointee.type, use: .output, of: "\(typeName).\(fieldName)")
        let directives = node.pointee.directives
        // Made in the call, so the type's array takes it without a copy.
        let added = type.append(field: SchemaField(name: fieldName, describedBy: node.pointee.description,
                                                   arguments: fieldArguments, type: resolved.reference,
                                                   directives: directives, deprecationReason: deprecationReason(directives),
                                                   loc: node.pointee.loc),
                                namedType: resolved.namedType)
        if let existing = added {
            warnings.append(GraphQLError("Field '\(typeName).\(fieldName)' can only be defined once.",
                                         locations: [type.fields[existing].loc, node.pointee.name.loc]))
        }
    }

    private mutating func addInputField(_ node: UnsafePointer<InputValueDefinition>, to type: SchemaType) {
        // A repeated input field is not built: its type is not resolved, so it reports nothing else.
        let fieldName = node.pointee.name.value
        if let existing = type.inputFieldIndex.position(of: fieldName) {
            warnings.append(GraphQLError("Field '\(type.name).\(fieldName)' can only be defined once.",
                                         locations: [type.inputFields[existing].loc, node.pointee.name.loc]))
            return
        }
        let typeName = type.name
        type.append(inputField: inputValue(node, of: "\(typeName).\(fieldName)"))
    }

    private mutating func addEnumValue(_ node: UnsafePointer<EnumValueDefinition>, to type: SchemaType) {
        let valueName = node.pointee.name.value
        let directives = node.pointee.directives
        let added = type.append(enumValue: SchemaEnumValue(name: valueName, describedBy: node.pointee.description,
                                                           directives: directives,
                                                           deprecationReason: deprecationReason(directives),
                                                           loc: node.pointee.loc))
        if let existing = added {
            warnings.append(GraphQLError("Enum value '\(type.name).\(valueName)' can only be defined once.",
                                         locations: [type.enumValues[existing].loc, node.pointee.name.loc]))
        }
    }

    /// The arguments of a field (`Type.field`) or directive (`@name`), first of each name kept.
    mutating func arguments(_ nodes: [InputValueDefinition], of owner: @autoclosure () -> String) -> [SchemaInputValue] {
        guard !nodes.isEmpty else { return [] }
        var result: [SchemaInputValue] = []
        result.reserveCapacity(nodes.count)
        // By address (see ``absorb(_:into:)``), and the closure below captures the name alone.
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                let node = nodes.baseAddress! + index
                let argumentName = node.pointee.name.value
                if let existing = result.firstIndex(where: { $0.name == argumentName }) {
                    warnings.append(GraphQLError("Argument '\(owner())(\(argumentName):)' can only be defined once.",
                                                 locations: [result[existing].loc, node.pointee.name.loc]))
                    continue
                }
                result.append(inputValue(node, of: "\(owner())(\(argumentName):)"))
            }
        }
        return result
    }

    private mutating func inputValue(_ node: UnsafePointer<InputValueDefinition>,
                                     of coordinate: @autoclosure () -> String) -> SchemaInputValue {
        let directives = node.pointee.directives
        var value = SchemaInputValue(
            name: node.pointee.name.value, type: reference(node.pointee.type, use: .input, of: coordinate()),
            defaultValue: node.pointee.defaultValue, directives: directives,
            deprecationReason: deprecationReason(directives), loc: node.pointee.loc)
        value.describedBy = node.pointee.description
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
