/// Reports every use of a deprecated field, argument, input field or enum value. Not a
/// specification rule: add it to the rules to forbid deprecated schema elements.
public struct NoDeprecatedCustomRule: ValidationRule {
    public static let name = "NoDeprecatedCustomRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.field, .argument, .objectField, .value]
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let definition = context.fieldDefinition, let reason = definition.deprecationReason,
                  let parent = context.parentType else { return }
            context.report("The field \(parent.name).\(definition.name) is deprecated. \(reason)", [field.loc])
        }

        func enterArgument(_ argument: Argument) {
            guard let definition = context.argument, let reason = definition.deprecationReason else { return }
            if let directive = context.directive {
                context.report("The argument '@\(directive.name)(\(definition.name):)' is deprecated. \(reason)",
                               [argument.loc])
            } else if let field = context.fieldDefinition, let parent = context.parentType {
                context.report("The argument '\(parent.name).\(field.name)(\(definition.name):)' is deprecated. \(reason)",
                               [argument.loc])
            }
        }

        func enterObjectField(_ field: ObjectField, in object: Value) {
            guard let parent = context.namedType(context.parentInputType), parent.kind == .inputObject,
                  let definition = parent.inputField(field.name.value), let reason = definition.deprecationReason
            else { return }
            context.report("The input field \(parent.name).\(definition.name) is deprecated. \(reason)", [field.loc])
        }

        func enterValue(_ value: Value) -> Bool {
            guard case .enumValue(let name, let loc) = value, let type = context.namedType(context.inputType),
                  type.kind == .enum, let reason = type.enumValue(name)?.deprecationReason else { return true }
            context.report("The enum value '\(type.name).\(name)' is deprecated. \(reason)", [loc])
            return true
        }
    }
}
