import GraphQL

/// Small constructors and comparisons the transforms share. Nodes a transform makes carry
/// `Location.none`, which is how an inserted selection is told from an authored one.
enum Syntax {
    /// `name` or `alias: name`, with no arguments and no selections.
    static func field(_ name: String, alias: String? = nil, selections: [Selection]? = nil) -> Selection {
        .field(Field(alias: alias.map { Name($0) }, name: Name(name),
                     selectionSet: selections.map { SelectionSet(selections: $0) }))
    }

    /// `... on Type { selections }`.
    static func inline(on type: String, _ selections: [Selection]) -> Selection {
        .inlineFragment(InlineFragment(typeCondition: NamedType(name: Name(type)),
                                       selectionSet: SelectionSet(selections: selections)))
    }

    /// Whether a directive is `@include` or `@skip`.
    static func isCondition(_ directive: Directive) -> Bool {
        directive.name.value == "include" || directive.name.value == "skip"
    }

    /// The value of a directive's argument.
    static func argument(_ name: String, of directive: Directive) -> Value? {
        directive.arguments.first { $0.name.value == name }?.value
    }

    /// The first directive named so.
    static func directive(_ name: String, in directives: [Directive]) -> Directive? {
        directives.first { $0.name.value == name }
    }

    /// Whether the selections hold, directly and unconditionally, the plain field `name`
    /// (not aliased to another key, not under `@include`/`@skip`).
    static func selectsPlainly(_ name: String, in selections: [Selection]) -> Bool {
        selections.contains { selection in
            guard case .field(let field) = selection else { return false }
            return field.name.value == name && field.responseKey == name && !field.directives.contains(where: isCondition)
        }
    }

    /// A text that is equal for two selections exactly when they are the same selection
    /// apart from their sub-selections and source positions: the compact head
    /// (`a:f(x:1)@d`, `...F@d`, `...on T@d`).
    static func head(of selection: Selection) -> String {
        switch selection {
        case .field(var field):
            field.selectionSet = nil
            return "f" + Printer.compact(.field(field))
        case .fragmentSpread(let spread): return "s" + Printer.compact(.fragmentSpread(spread))
        case .inlineFragment(var inline):
            inline.selectionSet = SelectionSet(selections: [])
            return "i" + Printer.compact(.inlineFragment(inline))
        }
    }

    /// A selection's sub-selections, when it has any.
    static func children(of selection: Selection) -> [Selection]? {
        switch selection {
        case .field(let field): field.selectionSet?.selections
        case .inlineFragment(let inline): inline.selectionSet.selections
        case .fragmentSpread: nil
        }
    }

    /// The selection with other sub-selections (a spread is returned as is).
    static func with(_ selection: Selection, children: [Selection]) -> Selection {
        switch selection {
        case .field(var field):
            field.selectionSet = SelectionSet(selections: children, loc: field.selectionSet?.loc ?? .none)
            return .field(field)
        case .inlineFragment(var inline):
            inline.selectionSet.selections = children
            return .inlineFragment(inline)
        case .fragmentSpread: return selection
        }
    }

    /// The selection with other directives.
    static func with(_ selection: Selection, directives: [Directive]) -> Selection {
        switch selection {
        case .field(var field):
            field.directives = directives
            return .field(field)
        case .inlineFragment(var inline):
            inline.directives = directives
            return .inlineFragment(inline)
        case .fragmentSpread(var spread):
            spread.directives = directives
            return .fragmentSpread(spread)
        }
    }
}
