/// Every variable an operation defines is used, directly or through fragments.
public struct NoUnusedVariablesRule: ValidationRule {
    public static let name = "NoUnusedVariablesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func leaveDocument(_ document: Document) {
            for (index, definition) in document.definitions.enumerated() {
                guard case .operation(let operation) = definition, !operation.variableDefinitions.isEmpty else { continue }
                let used = Set(context.recursiveVariableUsages(ofDefinitionAt: index).map(\.variable.name.value))
                if context.isAborted { return }
                for variable in operation.variableDefinitions where !used.contains(variable.variable.name.value) {
                    let name = variable.variable.name.value
                    let message = operation.name.map { "Variable '$\(name)' is never used in operation '\($0.value)'." }
                        ?? "Variable '$\(name)' is never used."
                    // graphql-core 3.3 reports these as it enters the operation.
                    context.report(GraphQLError(message, locations: [variable.loc]), at: context.position(ofDefinitionAt: index))
                }
            }
        }
    }
}
