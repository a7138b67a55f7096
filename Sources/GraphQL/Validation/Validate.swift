/// Checks an executable document against a schema and returns every problem found, in the
/// order GraphQL.js reports them (GraphQL.js `validate`): by the walk event each is found at,
/// then by rule.
///
/// ```swift
/// let errors = validate(schema: schema, document: try parse(Source(text)))
/// ```
///
/// The document is walked once for all rules. A run ends early, with a final
/// `Validation aborted.` error, when a rule aborts or a limit in `options` is reached.
public func validate(schema: Schema, document: Document, rules: [any ValidationRule] = specifiedRules,
                     options: ValidationOptions = ValidationOptions()) -> [GraphQLError] {
    let nesting = DocumentNesting(document)
    // A document deeper than a small stack holds is validated on a thread whose stack does.
    guard nesting.deepestLevels(limit: options.maxFragmentNestingDepth) > ValidationLimits.inlineStackLevels else {
        return validate(schema: schema, document: document, rules: rules, options: options, nesting: nesting)
    }
    return onLargeStack(bytes: ValidationLimits.largeStackBytes) {
        validate(schema: schema, document: document, rules: rules, options: options, nesting: nesting)
    }
}

/// The run itself, on the stack it was given.
private func validate(schema: Schema, document: Document, rules: [any ValidationRule], options: ValidationOptions,
                      nesting: DocumentNesting) -> [GraphQLError] {
    let context = ValidationContext(schema: schema, document: document, options: options,
                                    fragmentIndex: nesting.fragmentIndex)
    let visitors = rules.map { $0.makeVisitor(context) }
    ValidationWalker(context: context, visitors: visitors, nesting: nesting).run()
    return context.errorsInReportOrder()
}

/// The rules of the GraphQL specification, in GraphQL.js order (graphql-core 3.3), which
/// is the order of their errors on one node. `KnownOperationTypesRule` comes before the
/// operation-name rules, as graphql-core's error order shows.
public let specifiedRules: [any ValidationRule] = [
    ExecutableDefinitionsRule(),
    KnownOperationTypesRule(),
    UniqueOperationNamesRule(),
    LoneAnonymousOperationRule(),
    SingleFieldSubscriptionsRule(),
    KnownTypeNamesRule(),
    FragmentsOnCompositeTypesRule(),
    VariablesAreInputTypesRule(),
    ScalarLeafsRule(),
    FieldsOnCorrectTypeRule(),
    UniqueFragmentNamesRule(),
    KnownFragmentNamesRule(),
    NoUnusedFragmentsRule(),
    PossibleFragmentSpreadsRule(),
    NoFragmentCyclesRule(),
    UniqueVariableNamesRule(),
    NoUndefinedVariablesRule(),
    NoUnusedVariablesRule(),
    KnownDirectivesRule(),
    UniqueDirectivesPerLocationRule(),
    DeferStreamDirectiveOnRootFieldRule(),
    DeferStreamDirectiveOnValidOperationsRule(),
    DeferStreamDirectiveLabelRule(),
    StreamDirectiveOnListFieldRule(),
    KnownArgumentNamesRule(),
    UniqueArgumentNamesRule(),
    ValuesOfCorrectTypeRule(),
    ProvidedRequiredArgumentsRule(),
    VariablesInAllowedPositionRule(),
    OverlappingFieldsCanBeMergedRule(),
    UniqueInputFieldNamesRule(),
    MaxIntrospectionDepthRule(),
]
