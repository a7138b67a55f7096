/// A directive or field is given each argument once.
///
/// GraphQL.js's `UniqueArgumentNamesRule` as it runs on SDL.
public struct SDLUniqueArgumentNamesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueArgumentNamesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        let directiveArguments = context.directiveSites.flatMap { $0.directives.map(\.arguments) }
        for arguments in directiveArguments + context.executable.fieldArguments where arguments.count > 1 {
            for (name, locations) in SDLGrouping.repeated(arguments.map(\.name)) {
                errors.append(GraphQLError("There can be only one argument named '\(name)'.", locations: locations))
            }
        }
        return errors
    }
}
