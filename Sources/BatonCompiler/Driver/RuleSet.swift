import GraphQL

/// Which rules `batonc validate` applies to a target's documents.
public enum RuleSet: String, Sendable, CaseIterable {
    /// Exactly the specification's rules, the documents taken as one executable document.
    case spec
    /// Relay's rules where they differ from the specification: a fragment nothing spreads is
    /// fine (each view declares its own), and Relay's directives are known.
    case relay

    /// The executable-document rules this set runs.
    public var rules: [any ValidationRule] {
        switch self {
        case .spec: specifiedRules
        case .relay: specifiedRules.filter { !RuleSet.relayOmits.contains($0.name) }
        }
    }

    /// Spec rules Relay does not apply.
    static let relayOmits: Set<String> = ["NoUnusedFragmentsRule"]
}
