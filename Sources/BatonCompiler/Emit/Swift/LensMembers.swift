import GraphQL

/// What a lens declares, gathered from its author's selections: fields by
/// response key, spreads, and type conditions. Inline fragments on the lens's own type
/// (without `@alias`) fold into it; nothing the transforms insert is ever seen here.
struct LensMembers {
    /// A field and every selection set written under its response key.
    struct FieldMember {
        var field: Field
        /// The type whose definition applies (the lens's type or an enclosing condition).
        var scope: String
        var childSets: [SelectionSet]
        /// The `@include`/`@skip` conditions of each occurrence (its own and those of the
        /// inline fragments folded around it).
        var occurrences: [[GuardModel]]

        /// When the field is selected: alternatives of conjunctions, empty when always.
        var guards: [[GuardModel]] { PlanBuilder.disjunction(occurrences) }
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
        /// `@catch` on the (aliased) spread: a `Result`, or nil on an error (`to: NULL`).
        var caught: Catch?
    }

    /// What `@catch` on an aliased spread or inline fragment reads: a `Result` of the lens or
    /// the errors in its own selection (`to: RESULT`, the default), or the lens, nil on an
    /// error (`to: NULL`).
    enum Catch { case result, null }

    /// A type condition (`as<Type>`) or an aliased inline fragment.
    struct ConditionMember {
        var accessor: String
        var typeName: String
        var condition: String?
        var sets: [SelectionSet]
        /// Under `@catch`: a `Result` of the lens or the errors in its selection, or (`to: NULL`)
        /// the lens, nil on an error.
        var caught: Catch?
        /// The `@include`/`@skip` conditions of each inline fragment merged here.
        var occurrences: [[GuardModel]] = []
        /// Every inline fragment merged here is under `@defer`: the lens waits for its part.
        var deferred = false

        /// When the condition is selected: alternatives of conjunctions, empty when always.
        var guards: [[GuardModel]] { PlanBuilder.disjunction(occurrences) }
    }

    var fields: [FieldMember] = []
    var spreads: [SpreadMember] = []
    var conditions: [ConditionMember] = []

    /// Gathers the members of `sets` read on `typeName`; `setGuards[i]`, when given, guards
    /// every selection of `sets[i]` (an inline fragment folded in from elsewhere).
    init(_ sets: [SelectionSet], on typeName: String, facts: SchemaFacts, spreadNames: [String: String] = [:],
         setGuards: [[GuardModel]] = []) {
        for (index, set) in sets.enumerated() {
            gather(set, scope: typeName, lensType: typeName, facts: facts, spreadNames: spreadNames,
                   guards: index < setGuards.count ? setGuards[index] : [], depth: 0)
        }
    }

    private mutating func gather(_ set: SelectionSet, scope: String, lensType: String, facts: SchemaFacts,
                                 spreadNames: [String: String], guards: [GuardModel], depth: Int) {
        guard depth < 64 else { return }
        // A constant `@include(if: false)`/`@skip(if: true)` drops a selection for good.
        for selection in set.selections where !GuardModel.isExcluded(selection.directives) {
            switch selection {
            case .field(let field):
                let occurrence = guards + GuardModel.conditions(field.directives)
                if let index = fields.firstIndex(where: { $0.field.responseKey == field.responseKey }) {
                    if let child = field.selectionSet { fields[index].childSets.append(child) }
                    fields[index].occurrences.append(occurrence)
                } else {
                    fields.append(FieldMember(field: field, scope: scope, childSets: field.selectionSet.map { [$0] } ?? [],
                                              occurrences: [occurrence]))
                }
            case .fragmentSpread(let spread):
                let alias = Self.alias(spread.directives)
                let fragment = spreadNames[spread.name.value] ?? spread.name.value
                let accessor = alias ?? SwiftNames.spreadAccessor(fragment)
                guard !spreads.contains(where: { $0.accessor == accessor }) else { continue }
                spreads.append(SpreadMember(fragment: fragment, accessor: accessor,
                                            guards: guards + GuardModel.conditions(spread.directives),
                                            deferred: directive("defer", in: spread.directives) != nil,
                                            arguments: directive("arguments", in: spread.directives)?.arguments ?? [],
                                            caught: Self.caught(spread.directives)))
            case .inlineFragment(let inline):
                let condition = inline.typeCondition?.name.value
                let alias = Self.alias(inline.directives)
                let caught = Self.caught(inline.directives)
                let folds = alias == nil && caught == nil && (condition == nil || condition == lensType
                    || (!facts.isAbstract(lensType) && facts.satisfies(lensType, condition ?? lensType)))
                let inner = guards + GuardModel.conditions(inline.directives)
                if folds {
                    gather(inline.selectionSet, scope: condition ?? scope, lensType: lensType, facts: facts,
                           spreadNames: spreadNames, guards: inner, depth: depth + 1)
                    continue
                }
                let type = condition ?? lensType
                let accessor = alias ?? "as" + SwiftNames.upperFirst(type)
                let deferred = directive("defer", in: inline.directives) != nil
                if let index = conditions.firstIndex(where: { $0.accessor == accessor }) {
                    conditions[index].sets.append(inline.selectionSet)
                    conditions[index].occurrences.append(inner)
                    conditions[index].deferred = conditions[index].deferred && deferred
                } else {
                    conditions.append(ConditionMember(accessor: accessor, typeName: type,
                                                      condition: condition == lensType ? nil : condition,
                                                      sets: [inline.selectionSet], caught: caught, occurrences: [inner],
                                                      deferred: deferred))
                }
            }
        }
    }

    /// `@catch` and what it reads (`to: RESULT` by default).
    static func caught(_ directives: [Directive]) -> Catch? {
        guard let found = directive("catch", in: directives) else { return nil }
        if case .enumValue("NULL", _)? = argument("to", of: found) { return .null }
        return .result
    }

    /// `@alias(as: "name")`.
    static func alias(_ directives: [Directive]) -> String? {
        guard let found = directive("alias", in: directives), case .string(let name)? = argument("as", of: found)
        else { return nil }
        return name.value
    }
}
