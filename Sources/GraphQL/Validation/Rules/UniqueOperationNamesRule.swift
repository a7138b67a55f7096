/// No two operations share a name.
public struct UniqueOperationNamesRule: ValidationRule {
    public static let name = "UniqueOperationNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        var known: [String: Name] = [:]
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            guard let name = operation.name else { return }
            if let first = known[name.value] {
                context.report("There can be only one operation named '\(name.value)'.", [first.loc, name.loc])
            } else {
                known[name.value] = name
            }
        }
    }
}
