/// `@stream` is used only on list fields.
public struct StreamDirectiveOnListFieldRule: ValidationRule {
    public static let name = "StreamDirectiveOnListField"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .directive
        init(_ context: ValidationContext) { self.context = context }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            guard directive.name.value == "stream", let field = context.fieldDefinition,
                  let parent = context.parentType, !field.type.isList else { return }
            context.report("Stream directive cannot be used on non-list field '\(field.name)' on type '\(parent.name)'.",
                           [directive.loc])
        }
    }
}
