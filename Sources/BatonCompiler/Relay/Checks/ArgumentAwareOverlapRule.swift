import GraphQL

/// Fields answering under one response name can be merged, judged as Relay judges them: after
/// each spread's `@arguments` are applied to its fragment.
///
/// The specification's rule compares `node(id: $userID)` in a fragment with `node(id: $id)`
/// beside a spread `...F @arguments(userID: $id)` as written, and calls them different. Relay
/// compares the operation that is sent, where the fragment's `$userID` is `$id`, and so does
/// this rule: it checks a document in which every operation and fragment spreads copies of
/// its fragments with their arguments put in (the copies the operation text is printed from),
/// and every fragment is checked on its own too, its own arguments still variables. A conflict
/// found in several copies is reported once.
struct ArgumentAwareOverlapRule: ValidationRule {
    static let name = "ArgumentAwareOverlapRule"

    func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    /// Selections the copies may hold in all, beyond the document's own: past it the run is
    /// aborted (a document built so that its fragment arguments multiply its size).
    static let copiedSelectionBudget = 200_000

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func leaveDocument(_ document: Document) {
            guard let applied = ArgumentAwareOverlapRule.withArgumentsApplied(document) else {
                context.abort()
                return
            }
            var seen = Set<String>()
            let errors = findOverlappingFieldConflicts(schema: context.schema, document: applied,
                                                       complexityBudget: context.options.overlappingFieldsBudget)
            for error in errors {
                if error.message == OverlappingFieldsLimits.abortedMessage, error.locations.isEmpty {
                    context.abort()
                    return
                }
                // Copies of one fragment meet each other: the same two fields, in either order,
                // are one problem.
                if seen.insert("\(error.locations.map(\.start).sorted())").inserted {
                    context.report(ArgumentAwareOverlapRule.explained(error))
                }
            }
        }
    }

    /// A field that conflicts with itself met it through two spreads of its fragment with
    /// different arguments: say so, since both places are the same line.
    static func explained(_ error: GraphQLError) -> GraphQLError {
        let starts = error.locations.map(\.start)
        guard Set(starts).count < starts.count else { return error }
        var explained = error
        explained.message += " The field meets itself through two spreads of its fragment whose @arguments differ."
        return explained
    }

    /// The document to check: each operation and each fragment with its spreads renamed to
    /// copies of their fragments with the passed arguments (else the defaults) put in, then the
    /// copies. A fragment with arguments of its own is checked under a name no spread uses, so
    /// its copy with the defaults keeps the fragment's name. Nil past the budget.
    static func withArgumentsApplied(_ document: Document) -> Document? {
        var fragments: [String: FragmentDefinition] = [:]
        for fragment in document.fragments where fragments[fragment.name.value] == nil {
            fragments[fragment.name.value] = fragment
        }
        let aggregation = Aggregation(fragments: fragments)
        var roots: [Definition] = []
        var copies: [FragmentDefinition] = []
        var copied: Set<String> = []
        var budget = copiedSelectionBudget + document.fragments.reduce(0) { $0 + SelectionCount.of($1.selectionSet.selections) }
        func keep(_ copy: FragmentDefinition) -> Bool {
            guard copied.insert(copy.name.value).inserted else { return true }
            budget -= SelectionCount.of(copy.selectionSet.selections)
            copies.append(copy)
            return budget >= 0
        }
        for definition in document.definitions {
            switch definition {
            case .operation(var operation):
                let (root, reached) = aggregation.run(operation.selectionSet.selections)
                operation.selectionSet.selections = root
                roots.append(.operation(operation))
                guard reached.allSatisfy({ keep($0.definition) }) else { return nil }
            case .fragment(var fragment):
                let hasOwnArguments = !FragmentArguments.definitions(of: fragment).isEmpty
                let (root, reached) = aggregation.run(fragment.selectionSet.selections)
                fragment.selectionSet.selections = root
                if hasOwnArguments {
                    // "\0" starts no name a document can spell.
                    fragment.name = Name("\0" + fragment.name.value, loc: fragment.name.loc)
                    roots.append(.fragment(fragment))
                } else {
                    guard keep(fragment) else { return nil }
                }
                guard reached.allSatisfy({ keep($0.definition) }) else { return nil }
            default:
                continue
            }
        }
        return Document(definitions: roots + copies.map { .fragment($0) })
    }
}

/// How many selections a tree holds, counted without recursion.
enum SelectionCount {
    static func of(_ selections: [Selection]) -> Int {
        var count = 0
        var pending = [selections]
        while let next = pending.popLast() {
            count += next.count
            for selection in next {
                switch selection {
                case .field(let field): if let set = field.selectionSet { pending.append(set.selections) }
                case .inlineFragment(let inline): pending.append(inline.selectionSet.selections)
                case .fragmentSpread: continue
                }
            }
        }
        return count
    }
}
