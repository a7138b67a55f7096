/// Whether a literal can stand for a scalar or enum, with graphql-core's coercion messages.
enum LeafCoercion {
    /// The problem with `value` as a `type` literal, or nil when it coerces.
    static func problem(_ value: Value, _ type: SchemaType, _ context: ValidationContext) -> String? {
        if type.kind == .enum { return enumProblem(value, type, context) }
        let text = { ValueText.of(value) }
        switch type.name {
        case "Int":
            guard case .int(let digits, _) = value else { return "Int cannot represent non-integer value: \(text())" }
            if Int32(digits) == nil { return "Int cannot represent non 32-bit signed integer value: \(digits)" }
        case "Float":
            switch value {
            case .int, .float: break
            default: return "Float cannot represent non numeric value: \(text())"
            }
        case "String":
            guard case .string = value else { return "String cannot represent a non string value: \(text())" }
        case "Boolean":
            guard case .boolean = value else { return "Boolean cannot represent a non boolean value: \(text())" }
        case "ID":
            switch value {
            case .string, .int: break
            default: return "ID cannot represent a non-string and non-integer value: \(text())"
            }
        default:
            break
        }
        return nil
    }

    private static func enumProblem(_ value: Value, _ type: SchemaType, _ context: ValidationContext) -> String? {
        if case .enumValue(let name, _) = value, type.enumValue(name) != nil { return nil }
        let text = ValueText.of(value)
        let hint = context.didYouMean(text, type.enumValues.map(\.name), "the enum value")
        guard case .enumValue(let name, _) = value else {
            return "Enum '\(type.name)' cannot represent non-enum value: \(text)." + hint
        }
        return "Value '\(name)' does not exist in '\(type.name)' enum." + hint
    }
}
