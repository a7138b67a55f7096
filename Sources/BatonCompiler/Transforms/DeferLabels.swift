import GraphQL

/// Gives every `@defer` its full label: `<Parent>$defer$<label>`, where
/// `<Parent>` is the operation or fragment (as the author named it) holding the directive
/// and `<label>` the author's label, else the spread fragment's name as the text spells it
/// (`Name_<hash>` when it has arguments), else, on an inline fragment, its type condition.
/// The label is written first, then `if` when the author gave one (after fragment arguments
/// are applied, possibly as a constant).
struct DeferLabels {
    let context: TransformContext
    /// The operation's or fragment's authored name.
    let parent: String

    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, _, _ in
            selections.map(label)
        }.run(selections, on: type)
    }

    private func label(_ selection: Selection) -> Selection {
        guard let index = selection.directives.firstIndex(where: { $0.name.value == "defer" }) else { return selection }
        let directive = selection.directives[index]
        let fallback: String
        switch selection {
        case .fragmentSpread(let spread): fallback = spread.name.value
        case .inlineFragment(let inline): fallback = inline.typeCondition?.name.value ?? "inline"
        case .field(let field): fallback = field.responseKey
        }
        let own: String
        if case .string(let text)? = Syntax.argument("label", of: directive) { own = text.value } else { own = fallback }
        var arguments = [Argument(name: Name("label"), value: .string(StringValue(parent + "$defer$" + own)))]
        if let condition = directive.arguments.first(where: { $0.name.value == "if" }) { arguments.append(condition) }
        var directives = selection.directives
        directives[index] = Directive(name: directive.name, arguments: arguments, loc: directive.loc)
        return Syntax.with(selection, directives: directives)
    }
}
