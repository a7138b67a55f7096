/// A non-repeatable directive appears at most once per node (per type across its extensions).
public struct UniqueDirectivesPerLocationRule: ValidationRule {
    public static let name = "UniqueDirectivesPerLocationRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .directives
        var unique: Set<String> = []
        var seenByExtensionKey: [String: [String: Directive]] = [:]
        init(_ context: ValidationContext) {
            self.context = context
            for directive in context.schema.directives.values where !directive.isRepeatable { unique.insert(directive.name) }
            for case .directive(let definition) in context.document.definitions {
                if definition.repeatable { unique.remove(definition.name.value) } else { unique.insert(definition.name.value) }
            }
        }

        func enterDirectives(_ directives: [Directive], site: DirectiveHolder) {
            var seen = site.extensionKey.flatMap { seenByExtensionKey[$0] } ?? [:]
            for directive in directives {
                let name = directive.name.value
                guard unique.contains(name) else { continue }
                if let first = seen[name] {
                    context.report("The directive '@\(name)' can only be used once at this location.",
                                   [first.loc, directive.loc])
                } else {
                    seen[name] = directive
                }
            }
            if let key = site.extensionKey { seenByExtensionKey[key] = seen }
        }
    }
}
