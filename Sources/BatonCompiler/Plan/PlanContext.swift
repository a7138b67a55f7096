import GraphQL

/// What a selection inherits from the directives above it while fragments are flattened.
struct PlanContext: Hashable {
    /// The conjunction of `@include`/`@skip` conditions on the way here.
    var guards: [GuardModel] = []
    /// The `@defer` label of the part that carries the fields directly below.
    var deferLabel: String?
    /// Under `@catch` here or above.
    var caught = false

    /// The context below a fragment or inline fragment carrying `directives`.
    func entering(_ directives: [Directive]) -> PlanContext {
        var out = self
        out.guards += GuardModel.conditions(directives)
        if let deferred = directive("defer", in: directives) {
            if case .string(let label)? = argument("label", of: deferred) { out.deferLabel = label.value }
        }
        if directive("catch", in: directives) != nil { out.caught = true }
        return out
    }
}

extension GuardModel {
    /// The `@include(if: $v)` / `@skip(if: $v)` conditions of a directive list; a constant
    /// `if: true`/`if: false` is settled here (a field skipped for good is never reached).
    static func conditions(_ directives: [Directive]) -> [GuardModel] {
        directives.compactMap { directive in
            let name = directive.name.value
            guard name == "include" || name == "skip",
                  case .variable(let variable)? = argument("if", of: directive) else { return nil }
            return GuardModel(include: name == "include", variable: variable.name.value)
        }
    }

    /// Whether constant conditions drop the selection for good.
    static func isExcluded(_ directives: [Directive]) -> Bool {
        directives.contains { directive in
            guard case .boolean(let flag, _)? = argument("if", of: directive) else { return false }
            return directive.name.value == "include" ? !flag : directive.name.value == "skip" && flag
        }
    }
}

/// One written occurrence of a field, with the scope it was written in.
struct FieldOccurrence {
    var field: Field
    var context: PlanContext
    /// The type whose field definition applies (the enclosing type condition).
    var scope: String
    /// A field of the operation's own root selection set.
    var isRoot: Bool
}
