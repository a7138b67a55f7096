import GraphQL

/// The `--report` JSON: deterministic, sorted by name, sources relative to the
/// working directory. Operations carry the exact compact text sent and, when persisted, the id;
/// fragments carry the definition as the author wrote it, formatted, before transforms.
public enum Report {
    /// The report of a compiled target. `accessors` (from the emitter run) adds each lens's
    /// accessors: a fragment's, and an operation's `Data` lens's. An
    /// `@inline` fragment is a value, not a lens, so it lists none.
    public static func json(operations: [CompiledOperation], catalog: OperationCatalog, schemaDigest: String,
                            workingDirectory: String, accessors: LensAccessors? = nil) -> JSONText {
        let sorted = operations.sorted { $0.name < $1.name }
        let operationItems = sorted.map { operation -> JSONText in
            var members: [(String, JSONText)] = [
                ("name", .string(operation.name)),
                ("kind", .string(operation.kind.rawValue)),
                ("source", .string(PathText.relative(catalog.source(of: operation), to: workingDirectory))),
            ]
            if let id = operation.id { members.append(("id", .string(id))) }
            members += [
                ("variables", .array(operation.variables.map { variable in
                    .object([("name", .string(variable.variable.name.value)),
                             ("type", .string(TypeReference(variable.type).description))])
                })),
                ("fragments", .array(OperationCatalog.authoredFragments(of: operation).map { .string($0) })),
                ("text", .string(operation.text)),
            ]
            if let list = accessors?.operations[operation.name] {
                members.append(("accessors", .array(list.map(\.json))))
            }
            return .object(members)
        }
        let fragmentItems = catalog.fragments.keys.sorted().compactMap { name -> JSONText? in
            guard let fragment = catalog.fragments[name] else { return nil }
            let reaching = sorted.filter { OperationCatalog.authoredFragments(of: $0).contains(name) }.map(\.name)
            var members: [(String, JSONText)] = [
                ("name", .string(name)),
                ("type", .string(fragment.definition.typeCondition.name.value)),
                ("source", .string(PathText.relative(fragment.source, to: workingDirectory))),
                ("operations", .array(reaching.map { .string($0) })),
                ("text", .string(Printer.pretty(.fragment(fragment.definition)))),
            ]
            if let list = accessors?.fragments[name] { members.append(("accessors", .array(list.map(\.json)))) }
            return .object(members)
        }
        return .object([("schemaDigest", .string(schemaDigest)), ("operations", .array(operationItems)),
                        ("fragments", .array(fragmentItems))])
    }
}

extension JSONText {
    /// The report with a `timing` member (each phase's milliseconds) after the others, when
    /// the compile was timed (`generate --timing`); else the report as it is.
    func adding(timing phases: CompilePhases?) -> JSONText {
        guard let phases, case .object(let members) = self else { return self }
        return .object(members + [("timing", phases.json)])
    }
}
