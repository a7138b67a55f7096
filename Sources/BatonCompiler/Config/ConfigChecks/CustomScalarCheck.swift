import GraphQL

/// `customScalarTypes` in `baton.json`: each name is a custom scalar of the schema (not missing, not
/// another kind, not built in) with an entry for the run's language.
struct CustomScalarCheck {
    let mappings: [String: BatonConfig.ScalarMapping]
    let schema: Schema
    let language: Language

    func problems() -> [String] {
        mappings.keys.sorted().compactMap { name in problem(name, mappings[name] ?? BatonConfig.ScalarMapping()) }
    }

    private func problem(_ name: String, _ mapping: BatonConfig.ScalarMapping) -> String? {
        let path = "customScalarTypes.\(name)"
        guard let type = schema.type(named: name) else { return "\(path): the schema has no scalar '\(name)'" }
        guard type.kind == .scalar else { return "\(path): '\(name)' is \(ConfigChecks.noun(type.kind)), not a scalar" }
        if type.isBuiltIn { return "\(path): '\(name)' is a built-in scalar; only custom scalars can be mapped" }
        switch language {
        case .swift where mapping.swift == nil: return "\(path): no Swift type is given, and this run writes Swift"
        case .kotlin where mapping.kotlinType == nil: return "\(path): no Kotlin type is given, and this run writes Kotlin"
        default: return nil
        }
    }
}
