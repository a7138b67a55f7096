import GraphQL

/// Names that would clash in generated code (the ones a document causes): a schema enum
/// named like a fragment or an operation, and a `@refetchable` query named like an operation, a
/// fragment or another refetchable query. (Suffixes for types named like standard-library
/// types are the emitter's, not errors.)
public struct NameClashRule: ValidationRule {
    public static let name = "BatonNameClashRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func enterDocument(_ document: Document) {
            var definitions: [String: (kind: String, name: Name)] = [:]
            for definition in document.definitions {
                switch definition {
                case .operation(let operation):
                    guard let name = operation.name else { continue }
                    checkEnum(name, kind: "Operation")
                    if definitions[name.value] == nil { definitions[name.value] = ("operation", name) }
                case .fragment(let fragment):
                    checkEnum(fragment.name, kind: "Fragment")
                    if definitions[fragment.name.value] == nil { definitions[fragment.name.value] = ("fragment", fragment.name) }
                default: continue
                }
            }
            checkRefetchQueries(document, definitions)
        }

        private func checkEnum(_ name: Name, kind: String) {
            guard let type = schema.type(named: name.value), type.kind == .enum else { return }
            report("\(kind) '\(name.value)' is named like the schema enum '\(type.name)'; the generated types would clash. "
                   + "Rename the \(kind.lowercased()).", [name.loc])
        }

        private func checkRefetchQueries(_ document: Document, _ definitions: [String: (kind: String, name: Name)]) {
            var queries: [String: FragmentDefinition] = [:]
            for fragment in document.fragments {
                let refetchable = fragment.directives.named("refetchable")
                guard case .string(let queryName)? = refetchable?.value("queryName") else { continue }
                if let existing = definitions[queryName.value] {
                    report("The `queryName` specified in `@refetchable` must be unique: a definition named "
                           + "'\(queryName.value)' already exists (an \(existing.kind) with that name is defined at the "
                           + "related location).", [queryName.loc, existing.name.loc])
                } else if let first = queries[queryName.value] {
                    report("Duplicate definition for @refetchable operation '\(queryName.value)' from fragments "
                           + "'\(fragment.name.value)' and '\(first.name.value)'.", [fragment.name.loc, first.name.loc])
                } else {
                    queries[queryName.value] = fragment
                }
                if let type = schema.type(named: queryName.value), type.kind == .enum {
                    report("The @refetchable query '\(queryName.value)' is named like the schema enum '\(type.name)'; the "
                           + "generated types would clash.", [queryName.loc])
                }
            }
        }
    }
}
