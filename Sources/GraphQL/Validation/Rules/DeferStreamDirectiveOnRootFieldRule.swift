/// `@defer` and `@stream` are not used directly on a mutation or subscription root type.
public struct DeferStreamDirectiveOnRootFieldRule: ValidationRule {
    public static let name = "DeferStreamDirectiveOnRootField"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .directive
        init(_ context: ValidationContext) { self.context = context }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            let name = directive.name.value
            guard name == "defer" || name == "stream", let parent = context.parentType else { return }
            let label = name == "defer" ? "Defer" : "Stream"
            if parent.name == context.schema.rootTypeNames[.mutation] {
                context.report("\(label) directive cannot be used on root mutation type '\(parent.name)'.", [directive.loc])
            }
            if parent.name == context.schema.rootTypeNames[.subscription] {
                context.report("\(label) directive cannot be used on root subscription type '\(parent.name)'.",
                               [directive.loc])
            }
        }
    }
}
