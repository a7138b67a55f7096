/// The arguments of a field or directive definition have distinct names.
public struct UniqueArgumentDefinitionNamesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueArgumentDefinitionNamesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for definition in context.document.definitions {
            switch definition {
            case .type(let node) where node.kind == .object || node.kind == .interface:
                for field in node.fields {
                    errors += duplicates(field.arguments) { "\(node.name.value).\(field.name.value)(\($0):)" }
                }
            case .directive(let node):
                errors += duplicates(node.arguments) { "@\(node.name.value)(\($0):)" }
            default: break
            }
        }
        return errors
    }

    /// One error per repeated name, locating every definition of it.
    private func duplicates(_ arguments: [InputValueDefinition], coordinate: (String) -> String) -> [GraphQLError] {
        SDLGrouping.repeated(arguments.map(\.name)).map { name, locations in
            GraphQLError("Argument '\(coordinate(name))' can only be defined once.", locations: locations)
        }
    }
}

/// Grouping names to find the repeated ones, first occurrence first.
enum SDLGrouping {
    /// Each name written more than once, with the locations of all its occurrences.
    static func repeated(_ names: [Name]) -> [(String, [Location])] {
        guard names.count > 1 else { return [] }
        var order: [String] = []
        var groups: [String: [Location]] = [:]
        for name in names {
            if groups[name.value] == nil { order.append(name.value) }
            groups[name.value, default: []].append(name.loc)
        }
        return order.compactMap { name in
            let locations = groups[name] ?? []
            return locations.count > 1 ? (name, locations) : nil
        }
    }
}
