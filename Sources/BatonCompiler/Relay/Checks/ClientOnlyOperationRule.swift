import GraphQL

/// An operation that selects client fields only is refused at its name: a server
/// must answer at least one field. Spreads on the root are followed (each fragment once).
public struct ClientOnlyOperationRule: ValidationRule {
    public static let name = "BatonClientOnlyOperationRule"
    let facts: RelayFacts
    /// Makes the rule.
    public init(facts: RelayFacts) { self.facts = facts }
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context, facts) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let facts: RelayFacts
        let events: ValidationEvents = .operation
        init(_ context: ValidationContext, _ facts: RelayFacts) { self.context = context; self.facts = facts }

        func enterOperation(_ operation: OperationDefinition) {
            guard !facts.clientRanges.isEmpty, let root = schema.rootType(operation.operation) else { return }
            var seen: Set<String> = []
            var pending = [operation.selectionSet]
            var anyField = false
            while let set = pending.popLast() {
                for selection in set.selections {
                    switch selection {
                    case .field(let field):
                        // An unknown field is the spec rule's to report.
                        guard let definition = schema.field(field.name.value, on: root) else { return }
                        anyField = true
                        if !facts.isClientField(definition) { return }
                    case .inlineFragment(let inline): pending.append(inline.selectionSet)
                    case .fragmentSpread(let spread):
                        guard seen.insert(spread.name.value).inserted else { continue }
                        guard let fragment = context.fragment(named: spread.name.value) else { return }
                        pending.append(fragment.selectionSet)
                    }
                }
            }
            guard anyField else { return }
            let name = operation.name.map { "'\($0.value)' " } ?? ""
            report("Operation \(name)selects client fields only; a server must answer at least one field.",
                   [operation.name?.loc ?? operation.loc])
        }
    }
}
