import GraphQL

/// `@connection` shape: a connection type (`edges` list of edges with `node`,
/// `pageInfo`), a `first` or `last` argument, an `edges { node }` selection, a key ending in
/// `_<field>`, and `filters` a list of the field's argument names.
public struct ConnectionRule: ValidationRule {
    public static let name = "BatonConnectionRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let connection = field.directives.named("connection"), let definition = context.fieldDefinition,
                  let type = context.namedOutputType else { return }
            let name = field.name.value
            guard let edges = edgeType(of: type) else {
                report("@connection on field '\(name)' whose type '\(definition.type)' is not a connection (a type with "
                       + "'edges' — a list of edges with 'node' and 'cursor' — and 'pageInfo').", [field.name.loc])
                return
            }
            checkArguments(field, definition)
            checkSelection(field, edges)
            checkKey(connection, field)
            checkFilters(connection, definition)
        }

        /// The edge type, when `type` has the connection shape.
        private func edgeType(of type: SchemaType) -> SchemaType? {
            guard type.kind == .object || type.kind == .interface, type.field("pageInfo") != nil,
                  let edges = type.field("edges"), edges.type.isList,
                  let edge = schema.type(named: edges.type.namedType), edge.field("node") != nil,
                  edge.field("cursor") != nil else { return nil }
            return edge
        }

        private func checkArguments(_ field: Field, _ definition: SchemaField) {
            let passed = Set(field.arguments.map(\.name.value))
            if !passed.contains("first") && !passed.contains("last") {
                report("Expected field '\(field.name.value)' to have a 'first' or 'last' argument.", [field.name.loc])
            }
            for (count, cursor) in [("first", "after"), ("last", "before")] where passed.contains(count) {
                if definition.argument(cursor) == nil {
                    report("Expected field '\(field.name.value)' to take a '\(cursor)' argument to page with '\(count)'.",
                           [field.name.loc])
                }
            }
        }

        private func checkSelection(_ field: Field, _ edgeType: SchemaType) {
            let selected = fields(in: field.selectionSet)
            guard let edges = selected.first(where: { $0.name.value == "edges" }) else {
                report("Expected '\(field.name.value)' to have a 'edges' selection.", [field.name.loc])
                return
            }
            if !fields(in: edges.selectionSet).contains(where: { $0.name.value == "node" }) {
                report("Expected 'edges' of '\(field.name.value)' to have a 'node' selection.", [edges.name.loc])
            }
        }

        /// Fields of a selection set, looking through inline fragments.
        private func fields(in selectionSet: SelectionSet?) -> [Field] {
            var result: [Field] = []
            for selection in selectionSet?.selections ?? [] {
                switch selection {
                case .field(let f): result.append(f)
                case .inlineFragment(let inline): result += fields(in: inline.selectionSet)
                case .fragmentSpread: break
                }
            }
            return result
        }

        private func checkKey(_ connection: Directive, _ field: Field) {
            guard case .string(let key)? = connection.value("key") else { return }  // spec and static rules report others
            let suffix = "_" + field.responseKey
            if !key.value.hasSuffix(suffix) || key.value.count == suffix.count {
                report("Expected the key argument to @connection to be of form '<SomeName>\(suffix)', got '\(key.value)'.",
                       [key.loc, field.name.loc])
            }
        }

        private func checkFilters(_ connection: Directive, _ definition: SchemaField) {
            guard let value = connection.value("filters") else { return }
            guard case .list(let items, _) = value else {
                report("Expected the filters argument to @connection to be a list of string literals for field "
                       + "'\(definition.name)'.", [value.loc])
                return
            }
            for item in items {
                guard case .string(let name) = item else {
                    report("Expected the filters argument to @connection to be a list of string literals for field "
                           + "'\(definition.name)'.", [item.loc])
                    continue
                }
                if definition.argument(name.value) == nil {
                    report("@connection filter '\(name.value)' is not an argument of field '\(definition.name)'.", [name.loc])
                }
            }
        }
    }
}
