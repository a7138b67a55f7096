import GraphQL

/// Writes a mutation's action call: `callAsFunction` with one
/// labelled parameter per variable and an optional `OptimisticResponse`, on
/// `MutationAction<Self>` (the runtime declares `Action`).
struct ActionEmitter {
    let types: SwiftTypes

    func emit(_ compiled: CompiledOperation) -> [String] {
        let name = compiled.name
        var parameters: [String] = []
        var arguments: [String] = []
        for variable in compiled.variables {
            let variableName = variable.variable.name.value
            let type = types.input(TypeReference(variable.type))
            let label = OperationEmitter.propertyName(variableName, kind: .mutation)
            parameters.append(label + ": " + type + (type.hasSuffix("?") ? " = nil" : ""))
            arguments.append(label + ": " + label)
        }
        parameters.append("optimistic: " + name + ".OptimisticResponse? = nil")
        return [
            "nonisolated extension MutationAction where M == " + name + " {",
            "    /// Sends `" + name + "` and returns its data.",
            "    @MainActor public func callAsFunction(" + parameters.joined(separator: ", ") + ") async throws -> "
                + name + ".Data {",
            "        try await perform(" + name + "(" + arguments.joined(separator: ", ") + "), optimistic: optimistic?.payload)",
            "    }",
            "}",
        ]
    }
}
