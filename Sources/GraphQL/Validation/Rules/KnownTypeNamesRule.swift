/// Every type name the document writes is a type of the schema.
public struct KnownTypeNamesRule: ValidationRule {
    public static let name = "KnownTypeNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    /// Names a type-system definition may use without the schema defining them.
    static let standardNames: Set<String> = [
        "String", "Int", "Float", "Boolean", "ID", "__Schema", "__Directive", "__DirectiveLocation", "__Type",
        "__Field", "__InputValue", "__EnumValue", "__TypeKind",
    ]

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .namedType
        let definedTypes: Set<String>
        init(_ context: ValidationContext) {
            self.context = context
            definedTypes = Set(context.document.definitions.compactMap {
                if case .type(let t) = $0, !t.isExtension { t.name.value } else { nil }
            })
        }

        func enterNamedType(_ type: NamedType, inTypeSystem: Bool) {
            let name = type.name.value
            if context.schema.type(named: name) != nil || definedTypes.contains(name) { return }
            if inTypeSystem, KnownTypeNamesRule.standardNames.contains(name) { return }
            var candidates = Array(context.schema.types.keys) + definedTypes
            if inTypeSystem { candidates += KnownTypeNamesRule.standardNames }
            context.report("Unknown type '\(name)'." + context.didYouMean(name, candidates), [type.loc])
        }
    }
}
