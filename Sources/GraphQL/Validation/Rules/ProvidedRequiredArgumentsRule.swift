/// Every required argument (non-null, no default) of a field or directive is given.
public struct ProvidedRequiredArgumentsRule: ValidationRule {
    public static let name = "ProvidedRequiredArgumentsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.field, .directive]
        /// Required arguments of directives the document itself defines.
        var documentDirectives: [String: [InputValueDefinition]] = [:]
        init(_ context: ValidationContext) {
            self.context = context
            for case .directive(let definition) in context.document.definitions {
                documentDirectives[definition.name.value] = definition.arguments.filter {
                    if case .nonNull = $0.type { $0.defaultValue == nil } else { false }
                }
            }
        }

        // GraphQL.js checks as it leaves the field or directive, after their arguments.
        func leaveField(_ field: Field) {
            // The arguments read in place: no copy of the whole definition per field.
            guard let definition = context.selectedField, let parent = context.parentType else { return }
            for argument in definition.arguments where argument.isRequired {
                guard !field.arguments.contains(where: { $0.name.value == argument.name }) else { continue }
                context.report("Argument '\(parent.name).\(definition.name)(\(argument.name):)' of type "
                               + "'\(argument.type)' is required, but it was not provided.", [field.loc])
            }
        }

        func leaveDirective(_ directive: Directive) {
            let name = directive.name.value
            let provided = Set(directive.arguments.map(\.name.value))
            if let definition = context.directive {
                for argument in definition.arguments where argument.isRequired && !provided.contains(argument.name) {
                    report(name, argument.name, argument.type.description, directive)
                }
            } else if let required = documentDirectives[name] {
                for argument in required where !provided.contains(argument.name.value) {
                    report(name, argument.name.value, ValueText.of(argument.type), directive)
                }
            }
        }

        private func report(_ directive: String, _ argument: String, _ type: String, _ node: Directive) {
            context.report("Argument '@\(directive)(\(argument):)' of type '\(type)' is required, but it was not provided.",
                           [node.loc])
        }
    }
}
