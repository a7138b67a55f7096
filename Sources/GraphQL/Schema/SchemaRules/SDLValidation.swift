/// A rule that checks an SDL document (GraphQL.js's SDL validation rules).
public protocol SDLValidationRule: Sendable {
    /// The rule's name as GraphQL.js names it (`UniqueTypeNamesRule`).
    var name: String { get }
    /// The problems the rule finds in the context's document.
    func validate(_ context: SDLValidationContext) -> [GraphQLError]
}

/// The rules GraphQL.js runs on SDL (`specifiedSDLRules`), in its order.
public let specifiedSDLRules: [any SDLValidationRule] = [
    LoneSchemaDefinitionRule(), UniqueOperationTypesRule(), UniqueTypeNamesRule(), UniqueEnumValueNamesRule(),
    UniqueFieldDefinitionNamesRule(), UniqueArgumentDefinitionNamesRule(), UniqueDirectiveNamesRule(),
    SDLKnownTypeNamesRule(), SDLKnownDirectivesRule(), SDLUniqueDirectivesPerLocationRule(),
    PossibleTypeExtensionsRule(), KnownArgumentNamesOnDirectivesRule(), SDLUniqueArgumentNamesRule(),
    SDLUniqueInputFieldNamesRule(), ProvidedRequiredArgumentsOnDirectivesRule(),
]

/// Checks an SDL document with GraphQL.js's SDL rules; `schema` is the schema the document
/// extends, if it is an extension document. Not run by ``buildSchema(_:options:)``: call it
/// when you want the strict verdict (a compiler's `--validate-schema`, a schema linter).
///
/// Errors come sorted by their first location (document order), each rule's in its order.
public func validateSDL(_ document: Document, schema: Schema? = nil,
                        rules: [any SDLValidationRule] = specifiedSDLRules) -> [GraphQLError] {
    let context = SDLValidationContext(document: document, schema: schema)
    let errors = rules.flatMap { $0.validate(context) }
    return errors.enumerated().sorted { a, b in
        let x = a.element.locations.first?.start ?? -1, y = b.element.locations.first?.start ?? -1
        return x != y ? x < y : a.offset < b.offset
    }.map(\.element)
}
