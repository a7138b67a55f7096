import GraphQL

/// No unselectable selections: a schema field marked `@unselectable(reason:)` —
/// Relay's way to keep a field in the schema for other clients — may not be selected.
public struct UnselectableRule: ValidationRule {
    public static let name = "BatonUnselectableRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let definition = context.fieldDefinition, let marker = definition.directives.named("unselectable"),
                  let parent = context.parentType else { return }
            let reason = marker.string("reason").map { ": \($0)" } ?? "."
            report("Field '\(parent.name).\(definition.name)' is unselectable\(reason)", [field.name.loc])
        }
    }
}
