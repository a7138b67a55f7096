/// Every literal value can be coerced to the input type expected where it stands.
public struct ValuesOfCorrectTypeRule: ValidationRule {
    public static let name = "ValuesOfCorrectTypeRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.value, .objectField]
        init(_ context: ValidationContext) { self.context = context }

        func enterValue(_ value: Value) -> Bool {
            switch value {
            case .variable: return true
            case .list:
                guard case .list = context.inputType?.nullable else {
                    checkLeaf(value)
                    return false
                }
                return true
            case .object(let fields, let loc):
                guard let type = context.namedType(context.inputType), type.kind == .inputObject else {
                    checkLeaf(value)
                    return false
                }
                checkObject(fields, loc, type, value)
                return true
            case .null(let loc):
                if let type = context.inputType, type.isNonNull {
                    context.report("Expected value of non-null type '\(type)' not to be None.", [loc])
                }
                return true
            default:
                checkLeaf(value)
                return true
            }
        }

        func enterObjectField(_ field: ObjectField, in object: Value) {
            guard context.inputType == nil, let parent = context.namedType(context.parentInputType),
                  parent.kind == .inputObject else { return }
            let name = field.name.value
            let object = ValueText.of(object)
            let hint = context.didYouMean(name, parent.inputFields.map(\.name))
            let message = hint.isEmpty
                ? "Expected value of type '\(parent.name)' not to include unknown field '\(name)', found: \(object)."
                : "Expected value of type '\(parent.name)' not to include unknown field '\(name)'.\(hint) Found: \(object)."
            context.report(message, [field.loc])
        }

        private func checkObject(_ fields: [ObjectField], _ loc: Location, _ type: SchemaType, _ value: Value) {
            let given = Set(fields.map(\.name.value))
            for field in type.inputFields where field.isRequired && !given.contains(field.name) {
                context.report("Expected value of type '\(type.name)' to include required field '\(field.name)',"
                               + " found: \(ValueText.of(value)).", [loc])
            }
            guard type.isOneOf else { return }
            let known = fields.filter { type.inputField($0.name.value) != nil }
            var isNull = false
            if known.count == 1, case .null = known[0].value { isNull = true }
            if known.count != 1 || isNull {
                context.report("Within OneOf Input Object type '\(type.name)', exactly one field must be specified,"
                               + " and the value for that field must be non-null.", [loc])
            }
        }

        /// Checks a value against the leaf type expected, with the built-in scalars' and
        /// enums' coercion messages; custom scalars accept any literal.
        private func checkLeaf(_ value: Value) {
            guard let expected = context.inputType, let type = context.namedType(expected) else { return }
            guard type.isLeaf else {
                if type.kind == .inputObject {
                    context.report("Expected value of type '\(expected)' to be an object, found: \(ValueText.of(value)).",
                                   [value.loc])
                    return
                }
                context.report("Expected value of type '\(expected)', found: \(ValueText.of(value)).", [value.loc])
                return
            }
            if let message = LeafCoercion.problem(value, type, context) { context.report(message, [value.loc]) }
        }
    }
}
