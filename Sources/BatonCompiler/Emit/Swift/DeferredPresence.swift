import GraphQL

/// Whether a deferred fragment's part has arrived at a record: the lens of a fragment spread
/// under `@defer` gets `isPresent`, which tests the slot its first field fills, and the spread's
/// accessor answers nil while it is false.
///
/// The member lives on the fragment's lens, beside `satisfied`, because the question is the
/// fragment's own: a view holding the lens (passed down by its parent) can ask it, and it turns
/// false again when the part's data is cleared for a refetch. A parent asks through its
/// optional accessor (`row.details != nil`), which reads the same slot.
struct DeferredPresence {
    let input: EmitInput

    /// The fragments some document spreads under `@defer`, whose lens says `isPresent`: those
    /// with a field that tells the part arrived.
    func fragments() -> Set<String> {
        SpreadUses.fragments(spreadWith: "defer", in: input).filter { firstField(of: $0) != nil }
    }

    /// The field (and the type its definition is read on) whose slot the fragment's part
    /// fills first. When the fragment starts with a spread or an inline fragment on its own
    /// type, the first field inside counts; conditional selections (`@include`/`@skip`) and
    /// `__typename` never do.
    func firstField(of fragment: String, seen: Set<String> = []) -> (field: Field, scope: String)? {
        guard !seen.contains(fragment), let definition = input.fragments[fragment] else { return nil }
        return firstField(in: definition.selectionSet.selections, scope: definition.typeCondition.name.value,
                          seen: seen.union([fragment]))
    }

    /// The first such field of a deferred inline fragment's selections (read on `scope`).
    func firstField(in sets: [SelectionSet], scope: String) -> (field: Field, scope: String)? {
        firstField(in: sets.flatMap(\.selections), scope: scope, seen: [])
    }

    private func firstField(in selections: [Selection], scope: String, seen: Set<String>) -> (field: Field, scope: String)? {
        for selection in selections {
            switch selection {
            case .field(let field):
                guard field.name.value != "__typename", !isConditional(field.directives) else { continue }
                return (field, scope)
            case .fragmentSpread(let spread):
                guard !isConditional(spread.directives), directive("defer", in: spread.directives) == nil,
                      input.fragments[spread.name.value]?.typeCondition.name.value == scope,
                      let found = firstField(of: spread.name.value, seen: seen) else { continue }
                return found
            case .inlineFragment(let inline):
                guard !isConditional(inline.directives), directive("defer", in: inline.directives) == nil,
                      (inline.typeCondition?.name.value ?? scope) == scope,
                      let found = firstField(in: inline.selectionSet.selections, scope: scope, seen: seen) else { continue }
                return found
            }
        }
        return nil
    }

    private func isConditional(_ directives: [Directive]) -> Bool {
        directive("include", in: directives) != nil || directive("skip", in: directives) != nil
    }
}

extension LensEmitter {
    /// `isPresent` for a lens whose selections a document defers (a fragment's, or an aliased
    /// inline fragment's): whether the slot `first` fills holds a value.
    func presenceMember(_ first: (field: Field, scope: String), indent: String) -> [String] {
        symbols.usesPresence = true
        return [indent + "/// Whether this deferred part has arrived at this record. Reading it is tracked: a",
                indent + "/// view that reads it renders again when the part lands, and when its data is",
                indent + "/// cleared for a refetch.",
                indent + "@MainActor public var isPresent: Bool { anchor.holds("
                    + slotExpression(first.field, scope: first.scope) + ") }"]
    }

    /// The field that says a fragment's deferred part arrived, when a document defers it.
    func presenceField(ofFragment fragment: String) -> (field: Field, scope: String)? {
        presentFragments.contains(fragment) ? DeferredPresence(input: input).firstField(of: fragment) : nil
    }

    /// The field that says a deferred inline fragment's part arrived (under `@catch` too: the
    /// `Result`'s lens is nil until then).
    func presenceField(of condition: LensMembers.ConditionMember) -> (field: Field, scope: String)? {
        guard condition.deferred else { return nil }
        return DeferredPresence(input: input).firstField(in: condition.sets, scope: condition.typeName)
    }

    /// A deferred inline fragment's accessor after its name: nil until its part arrived (and
    /// when its type condition or `@include`/`@skip` guard fails).
    func deferredCondition(nestedName: String, typeTest: String?, guardTest: String?, indent: String) -> [String] {
        var lines = [nestedName + "? {"]
        if let guardTest { lines.append(indent + "    guard " + guardTest + " else { return nil }") }
        if let typeTest {
            lines.append(indent + "    guard let lens: " + nestedName + " = " + typeTest + " else { return nil }")
        } else {
            lines.append(indent + "    let lens = " + nestedName + "(anchor: anchor)")
        }
        return lines + [indent + "    return lens.isPresent ? lens : nil", indent + "}"]
    }
}
