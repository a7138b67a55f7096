import GraphQL

/// One argument a fragment declares with `@argumentDefinitions(name: {type: "…", defaultValue: …})`.
public struct FragmentArgument: Sendable, Hashable {
    /// The argument's name (the variable inside the fragment).
    public var name: Name
    /// Its declared type; `nil` when the declaration is unreadable (already reported).
    public var type: TypeReference?
    /// Its default, if any.
    public var defaultValue: Value?
    /// Where the whole declaration (`name: {…}`) stands.
    public var loc: Location

    /// Required: non-null with no default (a spread must pass it).
    public var isRequired: Bool { type?.isNonNull == true && defaultValue == nil }

    /// The argument as a variable definition of the fragment.
    var variableDefinition: VariableDefinition {
        let typeNode = type.map { Self.node($0, at: name.loc) } ?? .named(NamedType(name: Name("__Unknown", loc: name.loc)))
        return VariableDefinition(variable: Variable(name: name, loc: name.loc), type: typeNode,
                                  defaultValue: defaultValue, loc: loc)
    }

    private static func node(_ type: TypeReference, at loc: Location) -> TypeNode {
        switch type {
        case .named(let name): .named(NamedType(name: Name(name, loc: loc), loc: loc))
        case .list(let inner): .list(node(inner, at: loc), loc)
        case .nonNull(let inner): .nonNull(node(inner, at: loc), loc)
        }
    }

    /// Reads a fragment's `@argumentDefinitions`, reporting what is malformed.
    static func read(_ fragment: FragmentDefinition,
                     schema: Schema) -> (arguments: [FragmentArgument], errors: [GraphQLError]) {
        var arguments: [FragmentArgument] = []
        var errors: [GraphQLError] = []
        var seen: Set<String> = []
        for directive in fragment.directives where directive.name.value == "argumentDefinitions" {
            for argument in directive.arguments {
                // A second declaration of a name is the GraphQL specification's UniqueArgumentNamesRule's to report.
                guard seen.insert(argument.name.value).inserted else { continue }
                let (read, problems) = readOne(argument, schema: schema)
                arguments.append(read)
                errors += problems
            }
        }
        return (arguments, errors)
    }

    private static func readOne(_ argument: Argument, schema: Schema) -> (FragmentArgument, [GraphQLError]) {
        var result = FragmentArgument(name: argument.name, type: nil, defaultValue: nil, loc: argument.loc)
        guard case .object(let fields, _) = argument.value else {
            return (result, [GraphQLError("Expected the definition of fragment argument '\(argument.name.value)' to be an object "
                                          + "{type: \"…\", defaultValue: …}.", locations: [argument.value.loc])])
        }
        var errors: [GraphQLError] = []
        for field in fields {
            switch field.name.value {
            case "type":
                guard case .string(let text) = field.value else {
                    errors.append(GraphQLError("Expected the 'type' of fragment argument '\(argument.name.value)' to be a string "
                                               + "naming an input type.", locations: [field.value.loc]))
                    continue
                }
                result.type = readType(text, schema: schema, errors: &errors)
            case "defaultValue":
                guard field.value.isConstant else {
                    errors.append(GraphQLError("Expected the 'defaultValue' of fragment argument '\(argument.name.value)' to be "
                                               + "a constant.", locations: [field.value.loc]))
                    continue
                }
                result.defaultValue = field.value
            default:
                errors.append(GraphQLError("Unknown key '\(field.name.value)' in the definition of fragment argument "
                                           + "'\(argument.name.value)'; it takes 'type' and 'defaultValue'.",
                                           locations: [field.name.loc]))
            }
        }
        if !fields.contains(where: { $0.name.value == "type" }) {
            errors.append(GraphQLError("Fragment argument '\(argument.name.value)' needs a 'type'.", locations: [argument.loc]))
        }
        if let type = result.type, let value = result.defaultValue, case .null = value {
            if type.isNonNull {
                errors.append(GraphQLError("The default of fragment argument '\(argument.name.value)' is null, but its type "
                                           + "'\(type)' is non-null.", locations: [value.loc]))
            }
        } else if let type = result.type, let value = result.defaultValue,
                  let problem = LiteralCheck(schema: schema).problem(value, type) {
            errors.append(GraphQLError("Invalid default of fragment argument '\(argument.name.value)': \(problem)",
                                       locations: [problem.loc ?? value.loc]))
        }
        return (result, errors)
    }

    private static func readType(_ text: StringValue, schema: Schema, errors: inout [GraphQLError]) -> TypeReference? {
        guard let node = try? parseType(Source(text.value)) else {
            errors.append(GraphQLError("'\(text.value)' is not a GraphQL type.", locations: [text.loc]))
            return nil
        }
        let type = TypeReference(node)
        guard let named = schema.type(named: type.namedType) else {
            errors.append(GraphQLError("Unknown type '\(type.namedType)' in a fragment argument.", locations: [text.loc]))
            return nil
        }
        guard named.isInput else {
            errors.append(GraphQLError("Fragment argument type '\(type)' is not an input type.", locations: [text.loc]))
            return nil
        }
        return type
    }
}
