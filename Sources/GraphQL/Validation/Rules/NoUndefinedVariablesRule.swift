/// Every variable an operation uses, directly or through fragments, is defined by it.
public struct NoUndefinedVariablesRule: ValidationRule {
    public static let name = "NoUndefinedVariablesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func leaveDocument(_ document: Document) {
            for (index, definition) in document.definitions.enumerated() {
                guard case .operation(let operation) = definition else { continue }
                let defined = Set(operation.variableDefinitions.map(\.variable.name.value))
                for usage in context.recursiveVariableUsages(ofDefinitionAt: index) {
                    let name = usage.variable.name.value
                    guard !defined.contains(name) else { continue }
                    let message = operation.name.map { "Variable '$\(name)' is not defined by operation '\($0.value)'." }
                        ?? "Variable '$\(name)' is not defined."
                    // graphql-core 3.3 reports these as it enters the operation.
                    context.report(GraphQLError(message, locations: [usage.variable.loc, operation.loc]),
                                   at: context.position(ofDefinitionAt: index))
                }
                if context.isAborted { return }
            }
        }
    }
}
