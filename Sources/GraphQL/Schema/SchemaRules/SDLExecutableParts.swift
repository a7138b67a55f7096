/// What the SDL rules look at inside executable definitions that share a document with
/// SDL: GraphQL.js runs its SDL rules over the whole document, so a fragment's type
/// condition is a type reference and a field's directives are directive usages.
struct SDLExecutableParts {
    /// Directive usages, with their locations.
    var directiveSites: [DirectiveSite] = []
    /// Type references (variable types, type conditions), in document order.
    var typeReferences: [NamedType] = []
    /// Argument lists of fields.
    var fieldArguments: [[Argument]] = []
    /// Variable default values.
    var defaultValues: [Value] = []

    /// Collects the parts of every operation and fragment. Selections are walked with an
    /// explicit stack, so nesting depth costs heap, not call stack.
    init(_ document: Document) {
        for definition in document.definitions {
            switch definition {
            case .operation(let node):
                directiveSites.append(DirectiveSite(directives: node.directives, location: node.operation.directiveLocation))
                for variable in node.variableDefinitions {
                    typeReferences.append(variable.type.namedType)
                    directiveSites.append(DirectiveSite(directives: variable.directives, location: .VARIABLE_DEFINITION))
                    if let value = variable.defaultValue { defaultValues.append(value) }
                }
                walk(node.selectionSet)
            case .fragment(let node):
                typeReferences.append(node.typeCondition)
                directiveSites.append(DirectiveSite(directives: node.directives, location: .FRAGMENT_DEFINITION))
                walk(node.selectionSet)
            default:
                break
            }
        }
    }

    private mutating func walk(_ root: SelectionSet) {
        var pending: [SelectionSet] = [root]
        while let set = pending.popLast() {
            // Reversed so that popping keeps document order.
            var nested: [SelectionSet] = []
            for selection in set.selections {
                switch selection {
                case .field(let field):
                    directiveSites.append(DirectiveSite(directives: field.directives, location: .FIELD))
                    fieldArguments.append(field.arguments)
                    if let child = field.selectionSet { nested.append(child) }
                case .fragmentSpread(let spread):
                    directiveSites.append(DirectiveSite(directives: spread.directives, location: .FRAGMENT_SPREAD))
                case .inlineFragment(let fragment):
                    if let condition = fragment.typeCondition { typeReferences.append(condition) }
                    directiveSites.append(DirectiveSite(directives: fragment.directives, location: .INLINE_FRAGMENT))
                    nested.append(fragment.selectionSet)
                }
            }
            pending += nested.reversed()
        }
    }
}

extension OperationType {
    /// The directive location of an operation of this type.
    var directiveLocation: DirectiveLocation {
        switch self {
        case .query: .QUERY
        case .mutation: .MUTATION
        case .subscription: .SUBSCRIPTION
        }
    }
}
