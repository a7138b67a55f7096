/// Every selected field exists on the type it is selected on.
public struct FieldsOnCorrectTypeRule: ValidationRule {
    public static let name = "FieldsOnCorrectTypeRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let parent = context.parentType, context.selectedField == nil else { return }
            let name = field.name.value
            var hint = ""
            if !context.hideSuggestions {
                hint = Suggestions.didYouMean(suggestedTypes(parent, name), "to use an inline fragment on")
                if hint.isEmpty, parent.kind == .object || parent.kind == .interface {
                    hint = Suggestions.didYouMean(Suggestions.list(name, parent.fields.map(\.name)))
                }
            }
            context.report("Cannot query field '\(name)' on type '\(parent.name)'." + hint, [field.loc])
        }

        /// Types that have the field, among the possible types of an abstract parent and their
        /// interfaces: most used first, super types before their subtypes, then by name.
        private func suggestedTypes(_ type: SchemaType, _ field: String) -> [String] {
            guard type.isAbstract else { return [] }
            let schema = context.schema
            var order: [SchemaType] = []
            var usage: [String: Int] = [:]
            for possible in schema.possibleTypes(of: type) where possible.field(field) != nil {
                if usage[possible.name] == nil { order.append(possible) }
                usage[possible.name] = 1
                for name in possible.interfaces {
                    guard let interface = schema.type(named: name), interface.field(field) != nil else { continue }
                    if usage[name] == nil { order.append(interface) }
                    usage[name, default: 0] += 1
                }
            }
            var sorted = order
            sorted.insertionSortLikeCPython { a, b in
                let diff = usage[b.name]! - usage[a.name]!
                if diff != 0 { return diff < 0 }
                if a.kind == .interface, isSubType(a, b) { return true }
                if b.kind == .interface, isSubType(b, a) { return false }
                return Suggestions.naturalOrder(a.name, b.name)
            }
            return sorted.map(\.name)
        }

        private func isSubType(_ abstract: SchemaType, _ type: SchemaType) -> Bool {
            if type.kind == .object { return context.schema.isPossibleType(abstract, type) }
            return type.kind == .interface && type.interfaces.contains(abstract.name)
        }
    }
}
