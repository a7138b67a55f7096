import GraphQL

/// `@defer` as Baton prints it: an explicit `label` is a string literal, unique within
/// its operation or fragment (the printed label is prefixed with the document's name), and `if`
/// is not null.
public struct DeferRule: ValidationRule {
    public static let name = "BatonDeferRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.operation, .fragment, .directive]
        var labels: [String: Directive] = [:]
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) { labels = [:] }
        func enterFragment(_ fragment: FragmentDefinition) { labels = [:] }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            guard directive.name.value == "defer" else { return }
            if case .null(let loc)? = directive.value("if") {
                report("Expected a value of type 'Boolean' for `if` of @defer, not null.", [loc])
            }
            guard let label = directive.value("label") else { return }
            guard case .string(let text) = label else {
                report("Expected the 'label' value to @defer to be a string literal if provided.", [directive.loc])
                return
            }
            if let first = labels[text.value] {
                report("Invalid use of @defer: the label '\(text.value)' is not unique in this document. Specify a unique "
                       + "'label' as a literal string.", [first.name.loc, directive.name.loc])
            } else {
                labels[text.value] = directive
            }
        }
    }
}
