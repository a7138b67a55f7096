import GraphQL

/// `@argumentDefinitions` must declare each argument as `{type: "<input type>", defaultValue: <constant>}`
/// with a default of the right type (the problems are found when the facts are read).
public struct ArgumentDefinitionsRule: ValidationRule {
    public static let name = "BatonArgumentDefinitionsRule"
    let facts: RelayFacts
    /// Makes the rule.
    public init(facts: RelayFacts) { self.facts = facts }
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context, facts) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let facts: RelayFacts
        let events: ValidationEvents = .document
        init(_ context: ValidationContext, _ facts: RelayFacts) { self.context = context; self.facts = facts }

        func enterDocument(_ document: Document) {
            for error in facts.argumentDefinitionErrors { context.report(error) }
        }
    }
}

/// Unused fragment variables: every argument a fragment declares is used in it.
public struct UnusedFragmentVariablesRule: ValidationRule {
    public static let name = "BatonUnusedFragmentVariablesRule"
    let facts: RelayFacts
    /// Makes the rule.
    public init(facts: RelayFacts) { self.facts = facts }
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context, facts) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let facts: RelayFacts
        let events: ValidationEvents = .document
        init(_ context: ValidationContext, _ facts: RelayFacts) { self.context = context; self.facts = facts }

        func leaveDocument(_ document: Document) {
            var reported: Set<String> = []
            for (index, definition) in document.definitions.enumerated() {
                guard case .fragment(let fragment) = definition, reported.insert(fragment.name.value).inserted,
                      let arguments = facts.fragmentArguments[fragment.name.value] else { continue }
                let used = Set(context.fragmentVariableUsages(inDefinitionAt: index).map(\.variable.name.value))
                for argument in arguments where !used.contains(argument.name.value) {
                    report("Variable '$\(argument.name.value)' is never used in fragment '\(fragment.name.value)'.",
                           [argument.name.loc])
                }
            }
        }
    }
}
