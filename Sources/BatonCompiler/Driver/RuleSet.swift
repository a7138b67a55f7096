import GraphQL

/// Which rules `batonc validate` applies to a target's documents.
public enum RuleSet: String, Sendable, CaseIterable {
    /// Exactly the specification's rules, the documents taken as one executable document.
    case spec
    /// Relay's rules where they differ from the specification — a fragment nothing spreads is
    /// fine (each view declares its own), Relay's directives are known, fragment arguments are
    /// the fragment's own variables — plus the Relay checks (``RelayChecks``), which a
    /// ``Compilation`` adds.
    case relay

    /// The specification's rules this set runs.
    public var rules: [any ValidationRule] {
        switch self {
        case .spec: specifiedRules
        case .relay: specifiedRules.filter { !RuleSet.relayOmits.contains($0.name) }
        }
    }

    /// Spec rules Relay does not apply: unspread fragments are fine, and `@defer` labels are
    /// checked per document by ``DeferRule`` (Baton prefixes each label with its document's name,
    /// so two files may use one label).
    static let relayOmits: Set<String> = [NoUnusedFragmentsRule.name, DeferStreamDirectiveLabelRule.name]
}
