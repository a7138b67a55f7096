/// `@include(if:)`/`@skip(if:)` guards as a Swift test over the lens owner's variables: a
/// field, spread or condition is read only when its test holds, and reads nil otherwise.
enum GuardTest {
    /// One condition: `@include(if: $v)` holds when `v` is true, `@skip(if: $v)` unless it is.
    static func text(_ model: GuardModel) -> String {
        "anchor.owner.variables[" + SwiftNames.literal(model.variable) + "] " + (model.include ? "==" : "!=")
            + " .bool(true)"
    }

    /// The test that holds when the guards fail; nil when the selection is unguarded.
    static func negation(_ guards: [[GuardModel]]) -> String? {
        if guards.count == 1, guards[0].count == 1 {
            return text(GuardModel(include: !guards[0][0].include, variable: guards[0][0].variable))
        }
        return text(guards).map { "!(" + $0 + ")" }
    }

    /// Alternatives of conjunctions as one expression; nil when the selection is unguarded.
    static func text(_ guards: [[GuardModel]]) -> String? {
        guard !guards.isEmpty else { return nil }
        if guards.count == 1 { return guards[0].map(text).joined(separator: " && ") }
        return guards.map { "(" + $0.map(text).joined(separator: " && ") + ")" }.joined(separator: " || ")
    }
}
