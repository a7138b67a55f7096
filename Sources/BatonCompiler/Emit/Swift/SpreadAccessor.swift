import GraphQL

/// A spread's accessor: the fragment's lens, optional when the spread is
/// conditional or deferred (nil until the lens's `isPresent`) or its lens may be unsatisfied,
/// throwing when the fragment is under `@throwOnFieldError`.
///
/// An aliased spread under `@catch` reads `Result<Fragment, FieldErrors>` (`to: NULL`: an
/// optional, nil on an error): the failure holds the errors in the fragment's own selection,
/// which the fragment's `uncaughtErrors` collects, and the catch takes them instead of a throw.
/// The fragment's own fields keep the types its definition gives them (a lens is one type,
/// whatever spreads it): under `@throwOnFieldError` its `@semanticNonNull` fields read
/// non-optional, so a caught spread of such a fragment reads them strictly.
struct SpreadAccessor {
    let emitter: LensEmitter

    /// What shapes the accessor.
    private struct Traits {
        /// `@include`/`@skip` tests.
        var conditions: [String]
        /// Deferred, and the fragment's lens says `isPresent`.
        var awaited: Bool
        /// The fragment's lens has `satisfied`.
        var satisfied: Bool
        /// The fragment throws its errors (no `@catch` takes them).
        var throwing: Bool
        /// The lens may be absent.
        var optional: Bool
        /// `@catch` on the spread.
        var caught: LensMembers.Catch?
    }

    /// The accessor's lines and its entry in the report.
    func make(_ spread: LensMembers.SpreadMember, name: String, indent: String) -> (lines: [String], shape: LensAccessor) {
        let traits = traits(of: spread)
        let lines = text(spread, traits: traits, name: name, indent: indent)
        var shape: Set<LensAccessor.Shape> = [.fragment]
        if traits.optional || traits.caught == .null { shape.insert(.optional) }
        if traits.throwing { shape.insert(.throws) }
        if traits.caught == .result { shape.insert(.catch) }
        return (lines, LensAccessor(name: name, key: "..." + spread.fragment,
                                    shape: shape, fragment: spread.fragment))
    }

    private func traits(of spread: LensMembers.SpreadMember) -> Traits {
        let conditions = spread.guards.map(GuardTest.text)
        let satisfied = emitter.satisfiedFragments.contains(spread.fragment)
        return Traits(conditions: conditions,
                      // A deferred part that has not arrived reads nil: the fragment's lens says so.
                      awaited: spread.deferred && emitter.presentFragments.contains(spread.fragment),
                      satisfied: satisfied,
                      throwing: isThrowing(spread.fragment) && spread.caught == nil,
                      optional: !conditions.isEmpty || spread.deferred || satisfied,
                      caught: spread.caught)
    }

    private func text(_ spread: LensMembers.SpreadMember, traits: Traits, name: String, indent: String) -> [String] {
        let type = spread.fragment
        let head = indent + "@MainActor public var " + SwiftNames.identifier(name) + ": "
        let make = type + "(anchor: " + anchorExpression(spread) + ")"
        let conditions = traits.conditions
        if traits.caught == nil && !traits.awaited && !traits.satisfied && !traits.throwing {
            if !traits.optional { return [head + type + " { " + make + " }"] }
            if conditions.isEmpty { return [head + type + "? { " + make + " }"] }
            return [head + type + "? {", indent + "    " + conditions.joined(separator: " && ") + " ? " + make + " : nil",
                    indent + "}"]
        }
        let absent = traits.caught?.absent ?? "nil"
        var body: [String] = []
        if !conditions.isEmpty { body.append("guard " + conditions.joined(separator: ", ") + " else { return " + absent + " }") }
        body.append("let lens = " + make)
        if traits.awaited { body.append("guard lens.isPresent else { return " + absent + " }") }
        if traits.satisfied { body.append("guard lens.satisfied else { return " + absent + " }") }
        if let caught = traits.caught {
            body += caught.read
        } else {
            if traits.throwing {
                body.append("let errors = lens.uncaughtErrors")
                body.append("if !errors.isEmpty { throw FieldErrors(errors) }")
            }
            body.append("return lens")
        }
        let value = type + (traits.optional ? "?" : "")
        let declared = traits.caught?.declared(lens: type, value: value) ?? value
        var lines = [head + declared + " {"]
        if traits.throwing {
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
}
