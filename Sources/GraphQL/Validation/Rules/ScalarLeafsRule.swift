/// Leaf fields have no selection set; composite fields have one.
public struct ScalarLeafsRule: ValidationRule {
    public static let name = "ScalarLeafsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let type = context.type, let named = context.namedOutputType else { return }
            let name = field.name.value
            if named.isLeaf {
                if let selectionSet = field.selectionSet {
                    context.report("Field '\(name)' must not have a selection since type '\(type)' has no subfields.",
                                   [selectionSet.loc])
                }
            } else if field.selectionSet == nil {
                context.report("Field '\(name)' of type '\(type)' must have a selection of subfields."
                               + " Did you mean '\(name) { ... }'?", [field.loc])
            }
        }
    }
}
