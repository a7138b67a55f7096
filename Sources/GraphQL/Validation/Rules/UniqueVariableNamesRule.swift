/// No two variables of an operation share a name.
public struct UniqueVariableNamesRule: ValidationRule {
    public static let name = "UniqueVariableNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            let definitions = operation.variableDefinitions
            guard namesAreDistinct(definitions.count, { definitions[$0].variable.name.value }) != true else { return }
            var groups: [String: [Location]] = [:]
            var order: [String] = []
            for definition in operation.variableDefinitions {
                let name = definition.variable.name
                if groups[name.value] == nil { order.append(name.value) }
                groups[name.value, default: []].append(name.loc)
            }
            for name in order where groups[name]!.count > 1 {
                context.report("There can be only one variable named '$\(name)'.", groups[name]!)
            }
        }
    }
}
