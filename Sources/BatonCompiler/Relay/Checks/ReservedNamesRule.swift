import GraphQL

/// Reserved names: no field aliased `id` unless it is the `id` field (the name is
/// the record's identity), no alias starting with `__` (the compiler's own response keys), and no
/// operation variable in Relay's reserved `__relay_internal` namespace.
public struct ReservedNamesRule: ValidationRule {
    public static let name = "BatonReservedNamesRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.field, .variableDefinition]
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let alias = field.alias else { return }
            if alias.value == "id" && field.name.value != "id" {
                report("Relay does not allow aliasing fields to `id`. This name is reserved for the globally unique `id` "
                       + "field on `Node`.", [alias.loc])
            } else if alias.value.hasPrefix("__") {
                report("Alias '\(alias.value)' starts with a double underscore, which is reserved for the compiler's own "
                       + "fields.", [alias.loc])
            }
        }

        func enterVariableDefinition(_ definition: VariableDefinition) {
            let name = definition.variable.name.value
            guard name.hasPrefix("__relay_internal") else { return }
            report("Variable '$\(name)' uses a name reserved by Relay.", [definition.variable.loc])
        }
    }
}

/// No `__typename` on an operation's root: the root is not a record with a type
/// to read.
public struct RootTypenameRule: ValidationRule {
    public static let name = "BatonRootTypenameRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) { check(operation.selectionSet) }

        private func check(_ set: SelectionSet) {
            for selection in set.selections {
                switch selection {
                case .field(let field) where field.name.value == "__typename":
                    report("`__typename` may not be selected on the root of an operation.", [field.loc])
                case .inlineFragment(let inline): check(inline.selectionSet)
                default: break
                }
            }
        }
    }
}
