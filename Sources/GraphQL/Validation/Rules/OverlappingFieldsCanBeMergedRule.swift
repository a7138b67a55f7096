/// Fields answering under one response key can be merged: same field, same arguments,
/// compatible types. The work is ``findOverlappingFieldConflicts(schema:document:complexityBudget:)``'s;
/// this rule reports its findings (an abort it signals ends the run).
public struct OverlappingFieldsCanBeMergedRule: ValidationRule {
    public static let name = "OverlappingFieldsCanBeMergedRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func leaveDocument(_ document: Document) {
            let errors = findOverlappingFieldConflicts(schema: context.schema, document: document,
                                                       complexityBudget: context.options.overlappingFieldsBudget)
            for error in errors {
                if error.message == OverlappingFieldsLimits.abortedMessage, error.locations.isEmpty {
                    context.abort()
                } else {
                    context.report(error)
                }
            }
        }
    }
}
