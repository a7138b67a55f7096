/// `@stream` is used only on list fields.
public struct StreamDirectiveOnListFieldRule: ValidationRule {
    public static let name = "StreamDirectiveOnListFieldRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .directive
        init(_ context: ValidationContext) { self.context = context }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            guard directive.name.value == "stream", let field = context.fieldDefinition,
                  let parent = context.parentType, !field.type.isList else { return }
            // On a fragment inside a field, graphql-core names no field (the field is not the
            // directive's holder).
            let subject = location == .FIELD ? "non-list field '\(field.name)'" : "non-list field"
            context.report("Stream directive cannot be used on \(subject) on type '\(parent.name)'.", [directive.loc])
        }
    }
}
