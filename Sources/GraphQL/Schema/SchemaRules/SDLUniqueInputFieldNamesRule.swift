/// An input object literal in SDL (a default value, a directive argument) gives each field once.
///
/// GraphQL.js's `UniqueInputFieldNamesRule` as it runs on SDL.
public struct SDLUniqueInputFieldNamesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueInputFieldNamesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// Values nest no deeper than the parser allows; this cap keeps the walk bounded for
    /// documents built by hand.
    static let maximumDepth = 2_000

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for value in Self.values(in: context) { check(value, depth: 0, into: &errors) }
        return errors
    }

    private func check(_ value: Value, depth: Int, into errors: inout [GraphQLError]) {
        guard depth < Self.maximumDepth else { return }
        switch value {
        case .list(let items, _):
            for item in items { check(item, depth: depth + 1, into: &errors) }
        case .object(let fields, _):
            var known: [String: Location] = [:]
            for field in fields {
                if let previous = known[field.name.value] {
                    errors.append(GraphQLError("There can be only one input field named '\(field.name.value)'.",
                                               locations: [previous, field.name.loc]))
                } else {
                    known[field.name.value] = field.name.loc
                }
                check(field.value, depth: depth + 1, into: &errors)
            }
        default:
            break
        }
    }

    /// Directive argument values and default values, in document order.
    static func values(in context: SDLValidationContext) -> [Value] {
        var values = context.directiveSites.flatMap { $0.directives.flatMap { $0.arguments.map(\.value) } }
        values += context.executable.fieldArguments.flatMap { $0.map(\.value) } + context.executable.defaultValues
        func add(_ inputs: [InputValueDefinition]) { values += inputs.compactMap(\.defaultValue) }
        for definition in context.document.definitions {
            switch definition {
            case .type(let node):
                for field in node.fields { add(field.arguments) }
                add(node.inputFields)
            case .directive(let node):
                add(node.arguments)
            default: break
            }
        }
        return values
    }
}
