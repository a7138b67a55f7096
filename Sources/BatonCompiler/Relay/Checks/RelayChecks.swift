import GraphQL

/// The Relay checks Baton runs on documents, each a validation rule run in the same walk
/// as the spec rules, so every error of a run is reported at once.
public enum RelayChecks {
    /// Relay lets a `String` variable fill an `ID` position (an ID is written as a string),
    /// where the specification asks for an `ID` variable.
    public static let variableTypeStandIns: [String: Set<String>] = ["String": ["ID"]]

    /// The rules, sharing one compilation's facts.
    public static func rules(facts: RelayFacts) -> [any ValidationRule] {
        [
            DirectivePlacementRule(),
            ArgumentDefinitionsRule(facts: facts),
            FragmentArgumentsRule(facts: facts),
            UnusedFragmentVariablesRule(facts: facts),
            StaticArgumentsRule(),
            ConnectionRule(),
            RefetchableRule(facts: facts),
            RequiredRule(),
            CatchRule(),
            AliasRule(),
            InlineFragmentRule(),
            ReservedNamesRule(),
            UnselectableRule(),
            RootTypenameRule(),
            DeferRule(),
            DeclarativeConnectionRule(),
            ClientOnlyOperationRule(facts: facts),
            NameClashRule(),
        ]
    }
}
