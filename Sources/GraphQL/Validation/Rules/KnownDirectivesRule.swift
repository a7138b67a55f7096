/// Every directive is defined, and used only where its definition allows.
public struct KnownDirectivesRule: ValidationRule {
    public static let name = "KnownDirectivesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .directive
        /// Directives the document itself defines, with their locations.
        var documentDirectives: [String: Set<String>] = [:]
        init(_ context: ValidationContext) {
            self.context = context
            for case .directive(let definition) in context.document.definitions {
                documentDirectives[definition.name.value] = Set(definition.locations.map(\.value))
            }
        }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            let name = directive.name.value
            let allowed: Bool
            if let definition = context.schema.directives[name] {
                allowed = definition.locations.contains(location)
            } else if let locations = documentDirectives[name] {
                allowed = locations.contains(location.rawValue)
            } else {
                context.report("Unknown directive '@\(name)'.", [directive.loc])
                return
            }
            if !allowed {
                let place = location.rawValue.lowercased().replacing("_", with: " ")
                context.report("Directive '@\(name)' may not be used on \(place).", [directive.loc])
            }
        }
    }
}
