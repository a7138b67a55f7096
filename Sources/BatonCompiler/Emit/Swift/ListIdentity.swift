import GraphQL

/// How the lens of a plural link's elements tells its records apart, so a list of them works
/// with `ForEach` and `List` (a connection's `nodes` too). Only a type whose records
/// have an identity (key fields, so a record keeps its key wherever it is listed) qualifies;
/// a type keyed by path does not.
enum ListIdentity {
    /// The author selected `id: ID`: that accessor is the identity (on the main actor, as it
    /// reads a slot): `@MainActor Identifiable`.
    case authored
    /// No `id` member: a generated `id` returns the record's key (read anywhere): `Identifiable`.
    case recordKey

    /// The identity of the element lens over `typeName`, or nil when it has none or an `id`
    /// member that cannot serve (an alias of another field, a spread, a directive's shape).
    static func of(_ typeName: String, members: LensMembers, naming: LensNaming, facts: SchemaFacts) -> ListIdentity? {
        let concrete = facts.possibleTypes(typeName)
        guard !concrete.isEmpty, concrete.allSatisfy({ facts.identity(of: $0) != nil }) else { return nil }
        let names = members.spreads.map { naming.name($0.accessor) } + members.conditions.map { naming.name($0.accessor) }
        if names.contains("id") { return nil }
        guard let member = members.fields.first(where: { naming.name($0.field.responseKey) == "id" }) else {
            return .recordKey
        }
        let field = member.field
        let isPlainID = field.name.value == "id" && field.directives.isEmpty
            && facts.field("id", on: member.scope)?.type.namedType == "ID"
        return isPlainID ? .authored : nil
    }

    /// The conformance the lens's header adds.
    var conformance: String {
        switch self {
        case .authored: ", @MainActor Identifiable"
        case .recordKey: ", Identifiable"
        }
    }

    /// The member the lens adds, if any.
    func lines(indent: String) -> [String] {
        guard case .recordKey = self else { return [] }
        return [indent + "/// The record's key: what tells this list's elements apart.",
                indent + "public var id: String { anchor.record.key }"]
    }
}
