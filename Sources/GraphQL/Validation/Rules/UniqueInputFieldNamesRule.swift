/// No input object literal gives one field twice.
public struct UniqueInputFieldNamesRule: ValidationRule {
    public static let name = "UniqueInputFieldNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .value
        init(_ context: ValidationContext) { self.context = context }

        func enterValue(_ value: Value) -> Bool {
            guard case .object(let fields, _) = value, fields.count > 1,
                  namesAreDistinct(fields.count, { fields[$0].name.value }) != true else { return true }
            var seen: [String: Location] = [:]
            for field in fields {
                if let first = seen[field.name.value] {
                    context.report("There can be only one input field named '\(field.name.value)'.",
                                   [first, field.name.loc])
                } else {
                    seen[field.name.value] = field.name.loc
                }
            }
            return true
        }
    }
}
