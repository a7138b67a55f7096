import GraphQL

/// The variables a set of definitions uses, each with the type of the first place it is
/// used (a field argument's, a directive argument's, a list item's or an input field's
/// type), in the order first used. A generated query declares the ones its fragments use
/// without defining (`$size: [Int]` in Relay's `fragment-on-viewer`). `@arguments` and
/// `@argumentDefinitions` are not places: their values were already applied.
struct VariableInference {
    let context: TransformContext
    private(set) var used: [(name: String, type: TypeReference?)] = []
    private var seen: Set<String> = []

    init(context: TransformContext) {
        self.context = context
    }

    mutating func visit(_ selections: [Selection], on type: SchemaType?) {
        for selection in selections {
            switch selection {
            case .field(let field):
                let definition = type.flatMap { context.schema.field(field.name.value, on: $0) }
                for argument in field.arguments {
                    visit(argument.value, expecting: definition?.argument(argument.name.value)?.type)
                }
                visitDirectives(field.directives)
                if let set = field.selectionSet { visit(set.selections, on: context.fieldType(field, in: type)) }
            case .inlineFragment(let inline):
                visitDirectives(inline.directives)
                visit(inline.selectionSet.selections, on: context.innerType(inline, in: type))
            case .fragmentSpread(let spread):
                visitDirectives(spread.directives)
            }
        }
    }

    private mutating func visitDirectives(_ directives: [Directive]) {
        for directive in directives where !FragmentArgumentsNames.all.contains(directive.name.value) {
            let definition = context.schema.directive(named: directive.name.value)
            for argument in directive.arguments {
                visit(argument.value, expecting: definition?.argument(argument.name.value)?.type)
            }
        }
    }

    private mutating func visit(_ value: Value, expecting type: TypeReference?) {
        switch value {
        case .variable(let variable):
            if seen.insert(variable.name.value).inserted { used.append((variable.name.value, type)) }
        case .list(let items, _):
            var item: TypeReference?
            if case .list(let inner)? = type?.nullable { item = inner }
            for element in items { visit(element, expecting: item) }
        case .object(let fields, _):
            let input = type.flatMap { context.type($0.namedType) }
            for field in fields { visit(field.value, expecting: input?.inputField(field.name.value)?.type) }
        default: break
        }
    }
}

/// The directives whose arguments are a fragment's own.
enum FragmentArgumentsNames {
    static let all: Set<String> = ["arguments", "argumentDefinitions"]
}

extension TypeReference {
    /// The type as a syntax node.
    var node: TypeNode {
        switch self {
        case .named(let name): .named(NamedType(name: Name(name)))
        case .list(let inner): .list(inner.node, .none)
        case .nonNull(let inner): .nonNull(inner.node, .none)
        }
    }
}
