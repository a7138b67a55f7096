/// `@defer` and `@stream` labels are static strings, unique in the document.
public struct DeferStreamDirectiveLabelRule: ValidationRule {
    public static let name = "DeferStreamDirectiveLabelRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .directive
        var known: [String: Directive] = [:]
        init(_ context: ValidationContext) { self.context = context }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            let name = directive.name.value
            guard name == "defer" || name == "stream",
                  let label = directive.arguments.first(where: { $0.name.value == "label" })?.value else { return }
            if case .null = label { return }
            guard case .string(let text) = label else {
                let kind = name == "defer" ? "Defer" : "Stream"
                context.report("\(kind) directive label argument must be a static string.", [directive.loc])
                return
            }
            if let first = known[text.value] {
                context.report("Defer/Stream directive label argument must be unique.", [first.loc, directive.loc])
            } else {
                known[text.value] = directive
            }
        }
    }
}
