import GraphQL

/// The edge directives' fields: `@appendEdge`/`@prependEdge` on an edge (a field whose
/// type has `cursor` and `node`), `@appendNode`/`@prependNode` on a linked field,
/// `@deleteEdge`/`@deleteRecord` on an `ID` or a list of `ID`s.
public struct DeclarativeConnectionRule: ValidationRule {
    public static let name = "BatonDeclarativeConnectionRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let definition = context.fieldDefinition, let type = context.namedOutputType else { return }
            let name = field.name.value
            for directive in field.directives {
                switch directive.name.value {
                case "appendEdge", "prependEdge":
                    guard type.field("cursor") == nil || type.field("node") == nil else { continue }
                    report("Unsupported use of @\(directive.name.value) on field '\(name)': expected an edge field (a field "
                           + "with 'cursor' and 'node').", [directive.loc])
                case "appendNode", "prependNode":
                    if !type.isComposite {
                        report("Invalid use of @\(directive.name.value) on scalar field '\(name)'.", [field.loc])
                    } else if case .string(let edge)? = directive.value("edgeTypeName"), !isEdgeType(edge.value) {
                        report("Invalid use of @\(directive.name.value): 'edgeTypeName' must name an edge type (a type with "
                               + "'cursor' and 'node'), not '\(edge.value)'.", [edge.loc])
                    }
                case "deleteEdge", "deleteRecord":
                    // Positions as Relay reports them: `@deleteRecord` from its `@`, `deleteEdge` at its name.
                    guard type.name != "ID" || isNestedList(definition.type) else { continue }
                    let place = directive.name.value == "deleteRecord" ? directive.loc : directive.name.loc
                    report("Invalid use of @\(directive.name.value) on field '\(name)'. Expected field type 'ID' or "
                           + "'[ID]', got '\(definition.type)'.", [place])
                default: continue
                }
            }
        }

        /// Whether a type of this name has `cursor` and `node`.
        private func isEdgeType(_ name: String) -> Bool {
            guard let type = schema.type(named: name) else { return false }
            return type.field("node") != nil && type.field("cursor") != nil
        }

        /// A list of lists (`[[ID]]`) is not a list of ids.
        private func isNestedList(_ type: TypeReference) -> Bool {
            guard case .list(let item) = type.nullable else { return false }
            return item.nullable.isList
        }
    }
}
