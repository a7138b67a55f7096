import GraphQL

/// Static arguments must be static: the compiler reads these values, so a variable
/// cannot stand for them. Covers the Relay/Baton directive arguments the compiler interprets and
/// any schema argument marked `@static`.
public struct StaticArgumentsRule: ValidationRule {
    public static let name = "BatonStaticArgumentsRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    /// Directive arguments the compiler reads (`@defer(label:)` is ``DeferRule``'s).
    static let compileTime: [String: Set<String>] = [
        "required": ["action"], "catch": ["to"], "connection": ["key", "filters"],
        "refetchable": ["queryName", "directives"], "alias": ["as"], "cacheExpiration": ["seconds"],
    ]

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.argument, .directive, .field]
        var directive: Directive?
        init(_ context: ValidationContext) { self.context = context }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) { self.directive = directive }
        func leaveDirective(_ directive: Directive) { self.directive = nil }
        func enterField(_ field: Field) { directive = nil }

        func enterArgument(_ argument: Argument) {
            guard !argument.value.isConstant else { return }
            let name = argument.name.value
            let isStatic: Bool
            if let directive {
                isStatic = StaticArgumentsRule.compileTime[directive.name.value]?.contains(name) == true
                    || context.argument?.directives.has("static") == true
            } else {
                isStatic = context.argument?.directives.has("static") == true
            }
            guard isStatic else { return }
            report("Expected `\(name)` argument to be a literal; the compiler reads its value, so a variable cannot "
                   + "stand for it.", [argument.value.loc])
        }
    }
}
