import GraphQL

/// `@arguments` on a spread: each argument is one the fragment declares, its value
/// fits the declared type, and every required argument (non-null, no default) is passed.
public struct FragmentArgumentsRule: ValidationRule {
    public static let name = "BatonFragmentArgumentsRule"
    let facts: RelayFacts
    /// Makes the rule.
    public init(facts: RelayFacts) { self.facts = facts }
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context, facts) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let facts: RelayFacts
        let events: ValidationEvents = .fragmentSpread
        init(_ context: ValidationContext, _ facts: RelayFacts) { self.context = context; self.facts = facts }

        func enterFragmentSpread(_ spread: FragmentSpread) {
            let name = spread.name.value
            guard context.fragment(named: name) != nil else { return }  // KnownFragmentNamesRule reports it
            let declared = facts.fragmentArguments[name] ?? []
            let passed = spread.directives.filter { $0.name.value == "arguments" }.flatMap(\.arguments)
            for argument in passed {
                guard let definition = declared.first(where: { $0.name.value == argument.name.value }) else {
                    let known = declared.isEmpty ? "it declares none"
                        : "it declares " + declared.map { "'\($0.name.value)'" }.joined(separator: ", ")
                    report("Unknown argument '\(argument.name.value)' on fragment '\(name)'; \(known).", [argument.name.loc])
                    continue
                }
                check(argument.value, against: definition, fragment: name)
            }
            for definition in declared where definition.isRequired
                && !passed.contains(where: { $0.name.value == definition.name.value }) {
                report("Missing required argument '\(definition.name.value)' on this spread of fragment '\(name)'.",
                       [spread.loc, definition.name.loc])
            }
        }

        private func check(_ value: Value, against definition: FragmentArgument, fragment: String) {
            guard let type = definition.type else { return }
            if case .variable(let variable) = value {
                checkVariable(variable, type, definition)
            } else if let problem = LiteralCheck(schema: schema).problem(value, type) {
                report("Invalid value for argument '\(definition.name.value)' of fragment '\(fragment)': \(problem).",
                       [problem.loc ?? value.loc])
            }
        }

        /// A variable in scope (the operation's, or the enclosing fragment's own) must fit.
        private func checkVariable(_ variable: Variable, _ expected: TypeReference, _ definition: FragmentArgument) {
            let name = variable.name.value
            let operationVariable = context.currentOperation?.variableDefinitions.first { $0.variable.name.value == name }
            guard let inScope = context.currentFragmentVariables[name] ?? operationVariable,
                  let type = context.typeReference(inScope.type) else { return }
            var fits = schema.isSubType(type, of: expected)
            if !fits, case .nonNull(let inner) = expected, !type.isNonNull,
               inScope.defaultValue != nil || definition.defaultValue != nil {
                fits = schema.isSubType(type, of: inner)
            }
            guard !fits else { return }
            report("Variable '$\(variable.name.value)' of type '\(type)' is passed to fragment argument "
                   + "'\(definition.name.value)' of type '\(expected)'.", [variable.loc, inScope.loc])
        }
    }
}
