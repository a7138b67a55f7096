import GraphQL

/// Builds an operation's plan from its normalized document: fragments are
/// flattened into their parents, fields sharing a response key merged (their children
/// keeping their own guards), abstract selections split into variants, and equal
/// selections declared once.
struct PlanBuilder {
    let facts: SchemaFacts
    let input: EmitInput
    let normalized: CompiledOperation
    /// The operation's fragments (after the transforms) by the name its spreads use.
    let fragments: [String: FragmentDefinition]
    /// Interned selections (children by index into this table, before renumbering).
    private var table: [PlanSelectionModel] = []
    private var interned: [PlanSelectionModel: Int] = [:]
    private var typeNames: Set<String> = []
    private var possibleSets: Set<String> = []
    private var keyedSets: Set<String> = []
    private var kind: OperationType
    /// Selections visited so far: a document built to explode through fragments stops here.
    private var work = 0
    /// Plans deeper than this are cut (the runtime reads at most 24 levels).
    static let maxDepth = 64
    /// Selections visited per plan before collection stops.
    static let workBudget = 200_000

    init(input: EmitInput, operation: CompiledOperation) {
        self.input = input
        self.facts = SchemaFacts(schema: input.schema, config: input.config)
        self.normalized = operation
        self.fragments = Dictionary(operation.fragments.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        self.kind = operation.kind
    }

    /// The plan of the operation.
    mutating func build() -> PlanModel {
        let operation = normalized.operation
        let root = facts.rootTypeName(operation.operation)
        let rootIndex = selection(root, parts: [(operation.selectionSet, PlanContext(), true)], depth: 0)
        let ordered = PlanOrdering.renumber(table, root: rootIndex)
        return PlanModel(selections: ordered, constants: constants(), typeNames: typeNames,
                         possibleSets: possibleSets, keyedSets: keyedSets)
    }

    // MARK: Selections

    /// Where collected occurrences go: the fields every object reads (nil) or a variant.
    private typealias Buckets = [(match: PlanVariantModel.Match?, fields: [FieldOccurrence])]

    private mutating func selection(_ typeName: String, parts: [(SelectionSet, PlanContext, Bool)], depth: Int) -> Int {
        typeNames.insert(facts.storeName(typeName))
        var buckets: Buckets = [(nil, [])]
        var answers: [String: String] = [:]
        for (set, context, isRoot) in parts where depth <= Self.maxDepth {
            collect(set, scope: typeName, selectionType: typeName, bucket: nil, context: context, isRoot: isRoot,
                    into: &buckets, answers: &answers, visiting: [])
        }
        let abstract = facts.isAbstract(typeName)
        let key = facts.identity(of: typeName) ?? []
        var model = PlanSelectionModel(type: facts.storeName(typeName), key: key, isAbstract: abstract,
                                       conditions: [], fields: fields(buckets[0].fields, depth: depth), variants: [])
        for bucket in buckets.dropFirst() {
            guard let match = bucket.match else { continue }
            var variantKey: [String]?
            switch match {
            case .types(let types):
                typeNames.formUnion(types)
                variantKey = types.first.flatMap { facts.identity(of: $0) }
            case .condition(let name):
                possibleSets.insert(name)
                model.conditions.append(PlanConditionModel(name: name, responseKey: answers[name]))
                variantKey = facts.identity(of: name)
            case .other: break
            }
            if variantKey == key { variantKey = nil }
            model.variants.append(PlanVariantModel(match: match, key: variantKey, fields: fields(bucket.fields, depth: depth)))
        }
        return intern(model)
    }

    mutating func noteType(_ name: String) { typeNames.insert(name) }

    mutating func noteKeyed(_ name: String) { keyedSets.insert(name) }

    private mutating func intern(_ model: PlanSelectionModel) -> Int {
        if let index = interned[model] { return index }
        table.append(model)
        interned[model] = table.count - 1
        return table.count - 1
    }

    /// Puts each field of `set` (fragments flattened) into its bucket.
    private mutating func collect(_ set: SelectionSet, scope: String, selectionType: String,
                         bucket: PlanVariantModel.Match?, context: PlanContext, isRoot: Bool,
                         into buckets: inout Buckets, answers: inout [String: String], visiting: Set<String>,
                         nesting: Int = 0) {
        // Fragments and inline fragments nest without limit in a hostile document: stop deep.
        guard nesting <= Self.maxDepth else { return }
        let abstract = facts.isAbstract(selectionType)
        for selection in set.selections {
            work += 1
            if work > Self.workBudget { return }
            if GuardModel.isExcluded(selection.directives) { continue }
            switch selection {
            case .field(let field):
                if field.name.value == "__typename" {
                    if let alias = field.alias?.value, alias.hasPrefix("__is") {
                        answers[String(alias.dropFirst(4))] = alias
                        continue
                    }
                    if abstract && field.alias == nil { continue }
                }
                let occurrence = FieldOccurrence(field: field, context: context.entering(field.directives), scope: scope, isRoot: isRoot)
                append(occurrence, to: bucket, in: &buckets)
            case .inlineFragment(let inline):
                let condition = inline.typeCondition?.name.value ?? scope
                guard let target = place(condition, current: bucket, selectionType: selectionType) else { continue }
                collect(inline.selectionSet, scope: condition, selectionType: selectionType, bucket: target,
                        context: context.entering(inline.directives), isRoot: isRoot, into: &buckets,
                        answers: &answers, visiting: visiting, nesting: nesting + 1)
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard !visiting.contains(name), let fragment = fragments[name] else { continue }
                let condition = fragment.typeCondition.name.value
                guard let target = place(condition, current: bucket, selectionType: selectionType) else { continue }
                collect(fragment.selectionSet, scope: condition, selectionType: selectionType, bucket: target,
                        context: context.entering(spread.directives), isRoot: false, into: &buckets,
                        answers: &answers, visiting: visiting.union([name]), nesting: nesting + 1)
            }
        }
    }

    /// The bucket a type condition's fields go to, or nil when no object can reach them.
    /// (`.some(nil)` is the fields every object reads.)
    private func place(_ condition: String, current: PlanVariantModel.Match?,
                       selectionType: String) -> PlanVariantModel.Match?? {
        if !facts.isAbstract(selectionType) {
            return facts.satisfies(selectionType, condition) ? .some(current) : nil
        }
        if condition == selectionType { return .some(current) }
        switch current {
        case .types(let types)?:
            return types.allSatisfy { facts.satisfies($0, condition) } ? .some(current) : nil
        case nil, .condition?, .other?:
            return .some(facts.isAbstract(condition) ? .condition(condition) : .types([condition]))
        }
    }

    private func append(_ occurrence: FieldOccurrence, to match: PlanVariantModel.Match?, in buckets: inout Buckets) {
        if let index = buckets.firstIndex(where: { $0.match == match }) {
            buckets[index].fields.append(occurrence)
        } else {
            buckets.append((match, [occurrence]))
        }
    }

    // MARK: Fields

    /// Merges occurrences by response key, in first-appearance order.
    private mutating func fields(_ occurrences: [FieldOccurrence], depth: Int) -> [PlanFieldModel] {
        var order: [String] = []
        var groups: [String: [FieldOccurrence]] = [:]
        for occurrence in occurrences {
            let key = occurrence.field.responseKey
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(occurrence)
        }
        return order.compactMap { key in groups[key].flatMap { field($0, depth: depth) } }
    }

    private mutating func field(_ group: [FieldOccurrence], depth: Int) -> PlanFieldModel? {
        let first = group[0]
        let name = first.field.name.value
        let alternatives = group.map(\.context.guards)
        let sameGuards = alternatives.allSatisfy { $0 == alternatives[0] }
        let guards = Self.disjunction(alternatives)
        let label = group.allSatisfy { $0.context.deferLabel != nil } ? first.context.deferLabel : nil
        let caught = group.contains { $0.context.caught || directive("catch", in: $0.field.directives) != nil }
        if name == "__typename" {
            return PlanFieldModel(responseKey: first.field.responseKey, storageKey: .fixed("__typename"),
                                  kind: .typename, guards: guards, deferLabel: label, isCaught: caught,
                                  isClient: false, isTransientRoot: false, edit: nil)
        }
        guard let definition = facts.field(name, on: first.scope) else { return nil }
        let rootType = facts.rootTypeName(kind)
        let isRootField = first.scope == rootType
        let place: FieldPlace = isRootField && kind == .mutation ? .mutationRoot : .ordinary
        let storageKey = StorageKeyBuilder.key(field: name, alias: first.field.alias?.value,
                                               arguments: first.field.arguments, place: place)
        let fieldKind: PlanFieldModel.Kind
        if facts.type(definition.type.namedType)?.isComposite == true {
            let childContext = PlanContext(guards: [], deferLabel: nil, caught: caught)
            let parts = group.compactMap { occurrence -> (SelectionSet, PlanContext, Bool)? in
                guard let set = occurrence.field.selectionSet else { return nil }
                var context = childContext
                if !sameGuards { context.guards = occurrence.context.guards }
                return (set, context, false)
            }
            let child = selection(definition.type.namedType, parts: parts, depth: depth + 1)
            fieldKind = .link(link(child, definition.type, first.field, isRootField: isRootField))
        } else {
            fieldKind = .scalar(shape(definition.type))
        }
        let transient = isRootField && input.config.transient.fields.contains(rootType + "." + name)
        return PlanFieldModel(responseKey: first.field.responseKey, storageKey: storageKey, kind: fieldKind,
                              guards: sameGuards ? (alternatives[0].isEmpty ? [] : [alternatives[0]]) : guards,
                              deferLabel: label, isCaught: caught, isClient: input.isClient(first.scope, name),
                              isTransientRoot: transient, edit: edit(first.field.directives))
    }

    /// Alternatives of conjunctions; any empty alternative means always.
    static func disjunction(_ alternatives: [[GuardModel]]) -> [[GuardModel]] {
        if alternatives.contains(where: \.isEmpty) { return [] }
        var out: [[GuardModel]] = []
        for alternative in alternatives where !out.contains(alternative) { out.append(alternative) }
        return out
    }

    private func shape(_ type: TypeReference) -> ScalarShapeModel {
        let kind: String
        switch type.namedType {
        case "String", "ID": kind = "string"
        case "Int": kind = "int"
        case "Float": kind = "float"
        case "Boolean": kind = "bool"
        default: kind = facts.type(type.namedType)?.kind == .enum ? "enum" : "custom"
        }
        let list = type.nullable.listElement
        return ScalarShapeModel(kind: kind, nullable: !type.isNonNull, elementsNullable: list.map { !$0.isNonNull })
    }

    private mutating func link(_ child: Int, _ type: TypeReference, _ field: Field, isRootField: Bool) -> LinkModel {
        let element = type.nullable.listElement
        return LinkModel(selection: child, plural: element != nil, nullable: !type.isNonNull,
                         elementsNullable: element.map { !$0.isNonNull } ?? true,
                         lookup: isRootField && kind == .query ? lookup(field) : nil,
                         connection: connection(field))
    }
}

extension TypeReference {
    /// The element type when this (nullable-stripped) type is a list.
    var listElement: TypeReference? {
        if case .list(let element) = self { return element }
        return nil
    }
}
