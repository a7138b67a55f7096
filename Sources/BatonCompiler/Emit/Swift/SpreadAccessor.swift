import GraphQL

/// A spread's accessor (SPEC §4.7): the fragment's lens, optional when the spread is
/// conditional or deferred or its lens may be unsatisfied, throwing when the fragment is
/// under `@throwOnFieldError`.
struct SpreadAccessor {
    let emitter: LensEmitter

    func make(_ spread: LensMembers.SpreadMember, indent: String) -> [String] {
        let type = spread.fragment
        let head = indent + "@MainActor public var " + SwiftNames.identifier(spread.accessor) + ": "
        let make = type + "(anchor: anchor.spread())"
        var conditions = spread.guards.map { guardModel in
            "anchor.owner.variables[" + SwiftNames.literal(guardModel.variable) + "] "
                + (guardModel.include ? "==" : "!=") + " .bool(true)"
        }
        if spread.deferred, let presence = presenceSlot(of: spread.fragment) {
            emitter.symbols.usesPresence = true
            conditions.append("anchor.holds(" + presence + ")")
        }
        let satisfied = emitter.satisfiedFragments.contains(type)
        let throwing = isThrowing(type)
        let optional = !conditions.isEmpty || spread.deferred || satisfied
        if !satisfied && !throwing {
            if !optional { return [head + type + " { " + make + " }"] }
            if conditions.isEmpty { return [head + type + "? { " + make + " }"] }
            return [head + type + "? {", indent + "    " + conditions.joined(separator: " && ") + " ? " + make + " : nil",
                    indent + "}"]
        }
        var body: [String] = []
        if !conditions.isEmpty { body.append("guard " + conditions.joined(separator: ", ") + " else { return nil }") }
        body.append("let lens = " + make)
        if satisfied { body.append("guard lens.satisfied else { return nil }") }
        if throwing {
            body.append("let errors = lens.uncaughtErrors")
            body.append("if !errors.isEmpty { throw FieldErrors(errors) }")
        }
        body.append("return lens")
        var lines = [head + type + (optional ? "?" : "") + " {"]
        if throwing {
            lines.append(indent + "    get throws(FieldErrors) {")
            lines += body.map { indent + "        " + $0 }
            lines.append(indent + "    }")
        } else {
            lines += body.map { indent + "    " + $0 }
        }
        lines.append(indent + "}")
        return lines
    }

    /// Whether the fragment is under `@throwOnFieldError`.
    private func isThrowing(_ fragment: String) -> Bool {
        guard let definition = emitter.input.fragments[fragment] else { return false }
        return directive("throwOnFieldError", in: definition.directives) != nil
    }

    /// A slot the deferred fragment's first own field fills (its presence says the part arrived).
    private func presenceSlot(of fragment: String) -> String? {
        guard let definition = emitter.input.fragments[fragment] else { return nil }
        for case .field(let field) in definition.selectionSet.selections where field.name.value != "__typename" {
            return emitter.slotExpression(field, scope: definition.typeCondition.name.value)
        }
        return nil
    }
}
