import GraphQL

/// The `--report` JSON (SPEC §3.1): deterministic, sorted by name, sources relative to the
/// working directory.
public enum Report {
    /// The report of a checked target.
    public static func json(catalog: OperationCatalog, schemaDigest: String, persist: BatonConfig.PersistConfig?,
                            workingDirectory: String) -> JSONText {
        let operations = catalog.operations.map { operation -> JSONText in
            let text = OperationText.text(of: operation, in: catalog)
            var members: [(String, JSONText)] = [
                ("name", .string(operation.name)),
                ("kind", .string(operation.definition.operation.rawValue)),
                ("source", .string(PathText.relative(operation.source, to: workingDirectory))),
            ]
            if let persist { members.append(("id", .string(OperationText.id(of: text, algorithm: persist.algorithm)))) }
            members += [
                ("variables", .array(operation.definition.variableDefinitions.map { variable in
                    .object([("name", .string(variable.variable.name.value)),
                             ("type", .string(TypeReference(variable.type).description))])
                })),
                ("fragments", .array(operation.fragments.map { .string($0) })),
                ("text", .string(text)),
            ]
            return .object(members)
        }
        let fragments = catalog.fragments.keys.sorted().compactMap { name -> JSONText? in
            guard let fragment = catalog.fragments[name] else { return nil }
            return .object([
                ("name", .string(name)),
                ("type", .string(fragment.definition.typeCondition.name.value)),
                ("source", .string(PathText.relative(fragment.source, to: workingDirectory))),
                ("operations", .array(catalog.operations(reaching: name).map { .string($0) })),
                ("text", .string(Printer.pretty(.fragment(fragment.definition)))),
            ])
        }
        return .object([("schemaDigest", .string(schemaDigest)), ("operations", .array(operations)),
                        ("fragments", .array(fragments))])
    }
}
