/// An anonymous operation must be the document's only operation.
public struct LoneAnonymousOperationRule: ValidationRule {
    public static let name = "LoneAnonymousOperationRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        let operationCount: Int
        init(_ context: ValidationContext) {
            self.context = context
            operationCount = context.document.definitions.reduce(0) {
                if case .operation = $1 { $0 + 1 } else { $0 }
            }
        }

        func enterOperation(_ operation: OperationDefinition) {
            if operation.name == nil, operationCount > 1 {
                context.report("This anonymous operation must be the only defined operation.", [operation.loc])
            }
        }
    }
}
