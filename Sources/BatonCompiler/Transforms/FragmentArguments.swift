import GraphQL

/// `@argumentDefinitions` / `@arguments`: a fragment's
/// local variables and their values at one spread.
struct FragmentArguments {
    /// One `name: {type: "T", defaultValue: v}` of `@argumentDefinitions`.
    struct Definition {
        var name: String
        /// The declared type; nil when the `type` string is missing or does not parse.
        var type: TypeNode?
        var defaultValue: Value?
    }

    /// A fragment's local variables: each one's value at a spread, nil when it has none
    /// (not passed and no default).
    typealias Scope = [String: Value?]

    /// The fragment's `@argumentDefinitions`, in the author's order.
    static func definitions(of fragment: FragmentDefinition) -> [Definition] {
        guard let directive = Syntax.directive("argumentDefinitions", in: fragment.directives) else { return [] }
        return directive.arguments.map { argument in
            var definition = Definition(name: argument.name.value)
            guard case .object(let fields, _) = argument.value else { return definition }
            for field in fields {
                switch (field.name.value, field.value) {
                case ("type", .string(let text)): definition.type = try? parseType(Source(text.value))
                case ("defaultValue", let value): definition.defaultValue = value
                default: break
                }
            }
            return definition
        }
    }

    /// The arguments a spread passes (`@arguments`), as written.
    static func passed(at spread: FragmentSpread) -> [Argument] {
        Syntax.directive("arguments", in: spread.directives)?.arguments ?? []
    }

    /// The values of a fragment's local variables at a spread: each passed value, else the
    /// default, else none. Passed values are already resolved in the spread's own scope.
    static func scope(_ definitions: [Definition], passed: [Argument]) -> Scope {
        var scope: Scope = [:]
        for definition in definitions {
            let given = passed.first { $0.name.value == definition.name }?.value
            scope[definition.name] = .some(given ?? definition.defaultValue)
        }
        return scope
    }

    /// The name the copy of a fragment for these passed arguments takes in the text: the
    /// fragment's own name when nothing is passed, else `Name_<hash>`.
    static func copyName(_ fragment: String, definitions: [Definition], passed: [Argument]) -> String {
        guard !passed.isEmpty, !definitions.isEmpty else { return fragment }
        let entries = passed.map { argument in
            let type = definitions.first { $0.name == argument.name.value }?.type
            return ArgumentHash.Entry(name: argument.name.value, value: argument.value,
                                      isFloat: type?.namedType.name.value == "Float")
        }
        return fragment + "_" + ArgumentHash.suffix(entries)
    }
}

/// Replaces a fragment's local variables by their values in its selections. An argument
/// whose value is a local variable without a value is left out (Relay: `notes(first:2)` for
/// `notes(first: $count, after: $cursor)` with `count` defaulting to 2 and no cursor); inside
/// a list it becomes `null`, inside an object the field is left out.
struct ScopeSubstitution {
    let scope: FragmentArguments.Scope

    func apply(_ selections: [Selection]) -> [Selection] {
        guard !scope.isEmpty else { return selections }
        return selections.map(apply)
    }

    private func apply(_ selection: Selection) -> Selection {
        switch selection {
        case .field(var field):
            field.arguments = arguments(field.arguments)
            field.directives = directives(field.directives)
            if let set = field.selectionSet {
                field.selectionSet = SelectionSet(selections: apply(set.selections), loc: set.loc)
            }
            return .field(field)
        case .inlineFragment(var inline):
            inline.directives = directives(inline.directives)
            inline.selectionSet.selections = apply(inline.selectionSet.selections)
            return .inlineFragment(inline)
        case .fragmentSpread(var spread):
            spread.directives = directives(spread.directives)
            return .fragmentSpread(spread)
        }
    }

    private func directives(_ directives: [Directive]) -> [Directive] {
        directives.map { directive in
            var directive = directive
            directive.arguments = arguments(directive.arguments)
            return directive
        }
    }

    private func arguments(_ arguments: [Argument]) -> [Argument] {
        arguments.compactMap { argument in
            guard let value = value(argument.value) else { return nil }
            var argument = argument
            argument.value = value
            return argument
        }
    }

    /// The value with local variables replaced; nil when it is a local variable with no value.
    func value(_ value: Value) -> Value? {
        switch value {
        case .variable(let variable):
            guard let bound = scope[variable.name.value] else { return value }
            return bound
        case .list(let items, let loc):
            return .list(items.map { self.value($0) ?? .null(.none) }, loc)
        case .object(let fields, let loc):
            return .object(fields.compactMap { field in
                guard let inner = self.value(field.value) else { return nil }
                var field = field
                field.value = inner
                return field
            }, loc)
        default: return value
        }
    }
}
