import GraphQL

/// What a lens declares, gathered from its author's selections (SPEC §4.7): fields by
/// response key, spreads, and type conditions. Inline fragments on the lens's own type
/// (without `@alias`) fold into it; nothing the transforms insert is ever seen here.
struct LensMembers {
    /// A field and every selection set written under its response key.
    struct FieldMember {
        var field: Field
        /// The type whose definition applies (the lens's type or an enclosing condition).
        var scope: String
        var childSets: [SelectionSet]
    }

    /// A fragment spread.
    struct SpreadMember {
        var fragment: String
        var accessor: String
        /// `@include`/`@skip` conditions.
        var guards: [GuardModel]
        var deferred: Bool
        /// What `@arguments` passes.
        var arguments: [Argument] = []
    }

    /// A type condition (`as<Type>`) or an aliased inline fragment.
    struct ConditionMember {
        var accessor: String
        var typeName: String
        var condition: String?
        var sets: [SelectionSet]
        /// Under `@catch`: the accessor is a `Result` of the lens or the errors in its selection.
        var caught = false
    }

    var fields: [FieldMember] = []
    var spreads: [SpreadMember] = []
    var conditions: [ConditionMember] = []

    /// Gathers the members of `sets` read on `typeName`.
    init(_ sets: [SelectionSet], on typeName: String, facts: SchemaFacts, spreadNames: [String: String] = [:]) {
        for set in sets {
            gather(set, scope: typeName, lensType: typeName, facts: facts, spreadNames: spreadNames, depth: 0)
        }
    }

    private mutating func gather(_ set: SelectionSet, scope: String, lensType: String, facts: SchemaFacts,
                                 spreadNames: [String: String], depth: Int) {
        guard depth < 64 else { return }
        for selection in set.selections {
            switch selection {
            case .field(let field):
                if let index = fields.firstIndex(where: { $0.field.responseKey == field.responseKey }) {
                    if let child = field.selectionSet { fields[index].childSets.append(child) }
                } else {
                    fields.append(FieldMember(field: field, scope: scope, childSets: field.selectionSet.map { [$0] } ?? []))
                }
            case .fragmentSpread(let spread):
                let alias = Self.alias(spread.directives)
                let fragment = spreadNames[spread.name.value] ?? spread.name.value
                let accessor = alias ?? SwiftNames.spreadAccessor(fragment)
                guard !spreads.contains(where: { $0.accessor == accessor }) else { continue }
                spreads.append(SpreadMember(fragment: fragment, accessor: accessor,
                                            guards: GuardModel.conditions(spread.directives),
                                            deferred: directive("defer", in: spread.directives) != nil,
                                            arguments: directive("arguments", in: spread.directives)?.arguments ?? []))
            case .inlineFragment(let inline):
                let condition = inline.typeCondition?.name.value
                let alias = Self.alias(inline.directives)
                let caught = directive("catch", in: inline.directives) != nil
                let folds = alias == nil && !caught && (condition == nil || condition == lensType
                    || (!facts.isAbstract(lensType) && facts.satisfies(lensType, condition ?? lensType)))
                if folds {
                    gather(inline.selectionSet, scope: condition ?? scope, lensType: lensType, facts: facts,
                           spreadNames: spreadNames, depth: depth + 1)
                    continue
                }
                let type = condition ?? lensType
                let accessor = alias ?? "as" + SwiftNames.upperFirst(type)
                if let index = conditions.firstIndex(where: { $0.accessor == accessor }) {
                    conditions[index].sets.append(inline.selectionSet)
                } else {
                    conditions.append(ConditionMember(accessor: accessor, typeName: type,
                                                      condition: condition == lensType ? nil : condition,
                                                      sets: [inline.selectionSet], caught: caught))
                }
            }
        }
    }

    /// `@alias(as: "name")`.
    static func alias(_ directives: [Directive]) -> String? {
        guard let found = directive("alias", in: directives), case .string(let name)? = argument("as", of: found)
        else { return nil }
        return name.value
    }
}
