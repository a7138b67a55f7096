import GraphQL

/// `@include`/`@skip` as Relay treats them:
/// - a condition with a constant answer goes away: `@include(if: true)` and `@skip(if: false)`
///   are dropped, and a selection under `@include(if: false)` or `@skip(if: true)` is removed
///   (after fragment arguments are applied, `@include(if: $cond)` with a `false` default is
///   such a selection);
/// - the conditions of a selection are written first, `@skip` before `@include` whatever the
///   author's order, then its other directives in their order. Relay nests a selection's
///   conditions in that order, and prints them outermost first.
struct Conditions {
    let context: TransformContext

    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, _, _ in
            selections.compactMap(Self.settle)
        }.run(selections, on: type)
    }

    /// The selection with its conditions ordered and constant ones settled; nil when it is
    /// never selected.
    static func settle(_ selection: Selection) -> Selection? {
        var skips: [Directive] = [], includes: [Directive] = [], others: [Directive] = []
        for directive in selection.directives {
            switch directive.name.value {
            case "skip", "include":
                let passes = directive.name.value == "include"
                if case .boolean(let flag, _)? = Syntax.argument("if", of: directive) {
                    if flag != passes { return nil }
                    continue
                }
                if passes { includes.append(directive) } else { skips.append(directive) }
            default: others.append(directive)
            }
        }
        let ordered = skips + includes + others
        return ordered == selection.directives ? selection : Syntax.with(selection, directives: ordered)
    }
}
