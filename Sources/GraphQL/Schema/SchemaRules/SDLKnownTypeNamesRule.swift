/// Every type an SDL document refers to exists: in the document, in the schema it extends,
/// or among the standard types (built-in scalars and introspection types).
///
/// GraphQL.js's `KnownTypeNamesRule` as it runs on SDL; the executable-document rule of the
/// same name lives with operation validation.
public struct SDLKnownTypeNamesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "KnownTypeNamesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        let standard = Set(BuiltIns.standardTypeNames)
        var errors: [GraphQLError] = []
        // Standard types are known in type-system definitions only; an operation in the
        // same document sees just the schema's and the document's types.
        let references = Self.references(in: context.document).map { ($0, true) }
            + context.executable.typeReferences.map { ($0, false) }
        for (reference, isSDL) in references {
            let name = reference.name.value
            if context.definedTypes[name] != nil || context.schema?.type(named: name) != nil
                || (isSDL && standard.contains(name)) {
                continue
            }
            var seen: Set<String> = []
            let options = ((isSDL ? BuiltIns.standardTypeNames : []) + context.allTypeNames).filter { seen.insert($0).inserted }
            let hint = SchemaSuggestions.didYouMean(name, among: options)
            errors.append(GraphQLError("Unknown type '\(name)'.\(hint)", locations: [reference.loc]))
        }
        return errors
    }

    /// Every named-type reference of the type-system definitions, in document order.
    static func references(in document: Document) -> [NamedType] {
        var references: [NamedType] = []
        func add(_ arguments: [InputValueDefinition]) {
            for argument in arguments { references.append(argument.type.namedType) }
        }
        for definition in document.definitions {
            switch definition {
            case .schema(let node):
                references += node.operationTypes.map(\.type)
            case .type(let node):
                references += node.interfaces
                for field in node.fields {
                    add(field.arguments)
                    references.append(field.type.namedType)
                }
                references += node.unionMembers
                add(node.inputFields)
            case .directive(let node):
                add(node.arguments)
            case .operation, .fragment:
                break
            }
        }
        return references
    }
}
