import GraphQL

/// Which rules `batonc validate` applies to a target's documents.
public enum RuleSet: String, Sendable, CaseIterable {
    /// Exactly the specification's rules, as graphql-core 3.3 applies them, the documents taken
    /// as one executable document: nothing of Relay's or of Baton's own (no store checks on
    /// the schema, no config checks), and `{ }` parses, as the specification's draft allows.
    case spec
    /// Relay's rules where they differ from the specification — a fragment nothing spreads is
    /// fine (each view declares its own), Relay's directives are known, fragment arguments are
    /// the fragment's own variables, fields are compared for merging after a spread's
    /// arguments are applied, a `String` variable may fill an `ID` position — plus the Relay checks (``RelayChecks``), which a
    /// ``Compilation`` adds, and Baton's checks of the schema and the config: what `generate`
    /// runs.
    case relay

    /// The specification's rules this set runs.
    public var rules: [any ValidationRule] {
        switch self {
        case .spec: specifiedRules
        case .relay:
            specifiedRules.compactMap { rule in
                if RuleSet.relayOmits.contains(rule.name) { return nil }
                // In its place, so errors keep their order.
                return rule.name == OverlappingFieldsCanBeMergedRule.name ? ArgumentAwareOverlapRule() : rule
            }
        }
    }

    /// How documents are parsed under this set.
    public var parseOptions: ParseOptions {
        ParseOptions(allowEmptySelectionSets: self == .spec)
    }

    /// Whether Baton's own checks run: the store's rules for the schema (root naming, client
    /// fields) and the config's checks against it (identity, lookups, transient, scalars).
    public var checksStore: Bool { self == .relay }

    /// Spec rules Relay does not apply: unspread fragments are fine, and `@defer` labels are
    /// checked per document by ``DeferRule`` (Baton prefixes each label with its document's name,
    /// so two files may use one label).
    static let relayOmits: Set<String> = [NoUnusedFragmentsRule.name, DeferStreamDirectiveLabelRule.name]
}
