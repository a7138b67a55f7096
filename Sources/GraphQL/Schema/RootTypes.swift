/// Root operation types: from `schema { … }` and `extend schema`, else the default names.
extension SchemaBuilder {
    mutating func resolveRootTypes() {
        var hasDefinition = false
        var seen: [OperationType: Location] = [:]
        for node in schemaDefinitions {
            if !node.isExtension {
                if hasDefinition {
                    errors.append(GraphQLError("Must provide only one schema definition.", locations: [node.loc]))
                    continue
                }
                hasDefinition = true
                schema.describedBy = node.description
            }
            schema.schemaDirectives += node.directives
            for operationType in node.operationTypes {
                let operation = operationType.operation
                if let previous = seen[operation] {
                    errors.append(GraphQLError("There can be only one \(operation.rawValue) type in schema.",
                                               locations: [previous, operationType.loc]))
                    continue
                }
                seen[operation] = operationType.loc
                setRoot(operation, operationType.type)
            }
        }
        // GraphQL.js takes the default names only when there is no schema definition.
        guard !hasDefinition else { return }
        let defaults: [(OperationType, String)] = [(.query, "Query"), (.mutation, "Mutation"), (.subscription, "Subscription")]
        for (operation, name) in defaults where schema.rootTypeNames[operation] == nil && seen[operation] == nil {
            if type(named: name)?.kind == .object { schema.rootTypeNames[operation] = name }
        }
    }

    private mutating func setRoot(_ operation: OperationType, _ node: NamedType) {
        guard let type = resolve(node) else { return }
        guard type.kind == .object else {
            let label = operation.rawValue.prefix(1).uppercased() + operation.rawValue.dropFirst()
            let ifProvided = operation == .query ? "" : " if provided"
            errors.append(GraphQLError("\(label) root type must be Object type\(ifProvided), it cannot be \(type.name).",
                                       locations: [node.loc]))
            return
        }
        schema.rootTypeNames[operation] = type.name
    }
}
