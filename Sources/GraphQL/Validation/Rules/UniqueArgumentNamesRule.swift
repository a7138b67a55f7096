/// No field or directive is given two arguments of one name.
public struct UniqueArgumentNamesRule: ValidationRule {
    public static let name = "UniqueArgumentNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.field, .directive]
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) { check(field.arguments) }
        func enterDirective(_ directive: Directive, location: DirectiveLocation) { check(directive.arguments) }

        private func check(_ arguments: [Argument]) {
            guard arguments.count > 1, namesAreDistinct(arguments.count, { arguments[$0].name.value }) != true else { return }
            var groups: [String: [Location]] = [:]
            var order: [String] = []
            for argument in arguments {
                if groups[argument.name.value] == nil { order.append(argument.name.value) }
                groups[argument.name.value, default: []].append(argument.name.loc)
            }
            for name in order where groups[name]!.count > 1 {
                context.report("There can be only one argument named '\(name)'.", groups[name]!)
            }
        }
    }
}
