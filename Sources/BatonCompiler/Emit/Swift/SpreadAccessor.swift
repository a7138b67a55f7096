import GraphQL

/// A spread's accessor: the fragment's lens, optional when the spread is
/// conditional or deferred or its lens may be unsatisfied, throwing when the fragment is
/// under `@throwOnFieldError`.
struct SpreadAccessor {
    let emitter: LensEmitter

    /// The accessor's lines and its entry in the report.
    func make(_ spread: LensMembers.SpreadMember, name: String, indent: String) -> (lines: [String], shape: LensAccessor) {
        let lines = text(spread, name: name, indent: indent)
        var shape: Set<LensAccessor.Shape> = [.fragment]
        if lines[0].contains(": " + spread.fragment + "?") { shape.insert(.optional) }
        if isThrowing(spread.fragment) { shape.insert(.throws) }
        return (lines, LensAccessor(name: name, key: "..." + spread.fragment,
                                    shape: shape, fragment: spread.fragment))
    }

    private func text(_ spread: LensMembers.SpreadMember, name: String, indent: String) -> [String] {
        let type = spread.fragment
        let head = indent + "@MainActor public var " + SwiftNames.identifier(name) + ": "
        let make = type + "(anchor: " + anchorExpression(spread) + ")"
        var conditions = spread.guards.map(GuardTest.text)
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

    /// `anchor.spread()`, or for a fragment with `@argumentDefinitions` an anchor whose
    /// scope adds the fragment's arguments: passed by `@arguments`, else their defaults.
    /// Keys with fragment variables then render as the plan's copy did.
    private func anchorExpression(_ spread: LensMembers.SpreadMember) -> String {
        guard let definition = emitter.input.fragments[spread.fragment],
              let declared = directive("argumentDefinitions", in: definition.directives),
              !declared.arguments.isEmpty else { return "anchor.spread()" }
        let entries = declared.arguments.map { argument -> String in
            let name = argument.name.value
            let value: String
            if let passed = spread.arguments.first(where: { $0.name.value == name })?.value {
                if case .variable(let variable) = passed {
                    value = "anchor.owner.variables[" + SwiftNames.literal(variable.name.value) + "] ?? .null"
                } else {
                    value = OperationEmitter.json(passed)
                }
            } else if case .object(let fields, _) = argument.value,
                      let fallback = fields.first(where: { $0.name.value == "defaultValue" })?.value {
                value = OperationEmitter.json(fallback)
            } else {
                value = ".null"
            }
            return SwiftNames.literal(name) + ": " + value
        }
        return "anchor.spread(arguments: [" + entries.joined(separator: ", ") + "])"
    }

    /// Whether the fragment is under `@throwOnFieldError`.
    private func isThrowing(_ fragment: String) -> Bool {
        guard let definition = emitter.input.fragments[fragment] else { return false }
        return directive("throwOnFieldError", in: definition.directives) != nil
    }

    /// A slot the deferred fragment's first field fills: its presence says the part arrived.
    /// When the fragment starts with a spread or an inline fragment on its own type, the
    /// first field inside counts; conditional selections (`@include`/`@skip`) never do.
    private func presenceSlot(of fragment: String, seen: Set<String> = []) -> String? {
        guard !seen.contains(fragment), let definition = emitter.input.fragments[fragment] else { return nil }
        return presenceSlot(in: definition.selectionSet.selections, scope: definition.typeCondition.name.value,
                            seen: seen.union([fragment]))
    }

    private func presenceSlot(in selections: [Selection], scope: String, seen: Set<String>) -> String? {
        for selection in selections {
            switch selection {
            case .field(let field):
                guard field.name.value != "__typename", !isConditional(field.directives) else { continue }
                return emitter.slotExpression(field, scope: scope)
            case .fragmentSpread(let spread):
                guard !isConditional(spread.directives), directive("defer", in: spread.directives) == nil,
                      emitter.input.fragments[spread.name.value]?.typeCondition.name.value == scope,
                      let slot = presenceSlot(of: spread.name.value, seen: seen) else { continue }
                return slot
            case .inlineFragment(let inline):
                guard !isConditional(inline.directives), directive("defer", in: inline.directives) == nil,
                      (inline.typeCondition?.name.value ?? scope) == scope,
                      let slot = presenceSlot(in: inline.selectionSet.selections, scope: scope, seen: seen) else { continue }
                return slot
            }
        }
        return nil
    }

    private func isConditional(_ directives: [Directive]) -> Bool {
        directive("include", in: directives) != nil || directive("skip", in: directives) != nil
    }
}
