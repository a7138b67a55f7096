/// Variables are of input types (scalars, enums, input objects).
public struct VariablesAreInputTypesRule: ValidationRule {
    public static let name = "VariablesAreInputTypesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .variableDefinition
        init(_ context: ValidationContext) { self.context = context }

        func enterVariableDefinition(_ definition: VariableDefinition) {
            guard let type = context.schema.type(named: definition.type.namedType.name.value), !type.isInput else { return }
            context.report("Variable '$\(definition.variable.name.value)' cannot be non-input type "
                           + "'\(ValueText.of(definition.type))'.", [definition.type.loc])
        }
    }
}
