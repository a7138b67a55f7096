/// Every argument is defined by its field or directive.
public struct KnownArgumentNamesRule: ValidationRule {
    public static let name = "KnownArgumentNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.argument, .directive]
        /// Argument names of directives the document itself defines.
        var documentDirectives: [String: [String]] = [:]
        var currentDirective: Directive?
        init(_ context: ValidationContext) {
            self.context = context
            for case .directive(let definition) in context.document.definitions {
                documentDirectives[definition.name.value] = definition.arguments.map(\.name.value)
            }
        }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) { currentDirective = directive }
        func leaveDirective(_ directive: Directive) { currentDirective = nil }

        func enterArgument(_ argument: Argument) {
            guard context.argument == nil else { return }
            let name = argument.name.value
            if let directive = currentDirective {
                let directiveName = directive.name.value
                guard !context.options.freeArgumentDirectives.contains(directiveName) else { return }
                let known = context.directive.map { $0.arguments.map(\.name) } ?? documentDirectives[directiveName]
                guard let known, !known.contains(name) else { return }
                context.report("Unknown argument '\(name)' on directive '@\(directiveName)'."
                               + context.didYouMean(name, known), [argument.loc])
            } else if let field = context.fieldDefinition, let parent = context.parentType {
                context.report("Unknown argument '\(name)' on field '\(parent.name).\(field.name)'."
                               + context.didYouMean(name, field.arguments.map(\.name)), [argument.loc])
            }
        }
    }
}
