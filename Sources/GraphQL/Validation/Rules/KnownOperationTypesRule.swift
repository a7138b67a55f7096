/// Every operation's kind has a root type in the schema.
public struct KnownOperationTypesRule: ValidationRule {
    public static let name = "KnownOperationTypesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            guard context.schema.rootType(operation.operation) == nil else { return }
            context.report("The \(operation.operation.rawValue) operation is not supported by the schema.", [operation.loc])
        }
    }
}
