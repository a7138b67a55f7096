/// Only operations and fragments may appear in an executable document.
public struct ExecutableDefinitionsRule: ValidationRule {
    public static let name = "ExecutableDefinitionsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func enterDocument(_ document: Document) {
            for definition in document.definitions {
                switch definition {
                case .operation, .fragment: continue
                case .schema(let d): context.report("The schema definition is not executable.", [d.loc])
                case .type(let d): context.report("The '\(d.name.value)' definition is not executable.", [d.loc])
                case .directive(let d):
                    context.report("The '\(d.name.value)' definition is not executable.", [d.loc])
                }
            }
        }
    }
}
