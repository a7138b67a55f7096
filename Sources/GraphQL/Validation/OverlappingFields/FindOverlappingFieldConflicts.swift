/// Every pair of fields in the document that answer under one response name but cannot be
/// merged into one value: the "Overlapping fields can be merged" rule of the specification.
///
/// Each selection set of each operation and fragment is checked in document order, fragments
/// spread into it included, and each conflict is reported once, with GraphQL.js's messages
/// and locations (the two fields first, then the nested fields behind a sub-field conflict):
///
/// ```swift
/// let errors = findOverlappingFieldConflicts(schema: schema, document: try parse("{ dog { x: name x: nickname } }"))
/// // Fields 'x' conflict because 'name' and 'nickname' are different fields. Use different
/// // aliases on the fields to fetch both if this was intentional.
/// ```
///
/// The search is bounded: when a hostile document would take more than
/// ``OverlappingFieldsLimits/defaultComplexityBudget`` units of work (or nest past
/// ``OverlappingFieldsLimits/maxRecursionDepth``), it stops and the result ends with an error
/// saying ``OverlappingFieldsLimits/abortedMessage``, after the conflicts of the selection
/// sets already checked.
public func findOverlappingFieldConflicts(schema: Schema, document: Document) -> [GraphQLError] {
    findOverlappingFieldConflicts(schema: schema, document: document,
                                  complexityBudget: OverlappingFieldsLimits.defaultComplexityBudget)
}

/// ``findOverlappingFieldConflicts(schema:document:)`` with another work budget.
public func findOverlappingFieldConflicts(schema: Schema, document: Document, complexityBudget: Int) -> [GraphQLError] {
    overlappingFieldConflictSearch(schema: schema, document: document, complexityBudget: complexityBudget).errors
}

/// The errors and the units of budget spent (for tests that pin the cost model).
///
/// The search first runs on the caller's stack with a shallow depth bound, which ordinary
/// documents never reach (a fresh thread per call would cost more than the search itself);
/// only when a document nests deeper does it start over on a thread whose stack holds the
/// deepest recursion the full bounds allow.
func overlappingFieldConflictSearch(schema: Schema, document: Document,
                                    complexityBudget: Int) -> (errors: [GraphQLError], spent: Int) {
    if let shallow = searchOnCurrentStack(schema: schema, document: document, complexityBudget: complexityBudget,
                                          maxDepth: OverlappingFieldsLimits.inlineRecursionDepth) {
        return shallow
    }
    return onLargeStack(bytes: OverlappingFieldsLimits.searchStackBytes) {
        // With the full bound, a depth overrun is an abort like a spent budget: never nil.
        searchOnCurrentStack(schema: schema, document: document, complexityBudget: complexityBudget,
                             maxDepth: OverlappingFieldsLimits.maxRecursionDepth)!
    }
}

/// The search with recursion bounded by `maxDepth`; nil when that bound, if lower than
/// ``OverlappingFieldsLimits/maxRecursionDepth``, was too low for this document.
private func searchOnCurrentStack(schema: Schema, document: Document, complexityBudget: Int,
                                  maxDepth: Int) -> (errors: [GraphQLError], spent: Int)? {
    var errors: [GraphQLError] = []
    var search: ConflictSearch?
    do {
        let tree = try SelectionTree(document, maxDepth: maxDepth)
        let started = ConflictSearch(schema: schema, tree: tree, budget: complexityBudget, maxDepth: maxDepth)
        search = started
        let walk = SelectionSetWalk(search: started)
        for definition in tree.definitions {
            switch definition {
            case .operation(let kind, let set):
                let root = schema.rootType(kind).flatMap { $0.kind == .object ? $0 : nil }
                try walk.visit(set, parentType: root, errors: &errors)
            case .fragment(let fragment):
                try walk.visit(fragment.set, parentType: compositeType(fragment.typeCondition, in: schema),
                               errors: &errors)
            }
        }
    } catch {
        if error.tooDeep, maxDepth < OverlappingFieldsLimits.maxRecursionDepth { return nil }
        errors.append(GraphQLError(OverlappingFieldsLimits.abortedMessage))
    }
    return (errors, search.map { complexityBudget - $0.remainingBudget } ?? 0)
}

/// The named type if it exists and can be selected from.
private func compositeType(_ name: String?, in schema: Schema) -> SchemaType? {
    guard let name, let type = schema.type(named: name), type.isComposite else { return nil }
    return type
}

/// Visits selection sets in document order, tracking their parent types as GraphQL.js's
/// `TypeInfo` does, and checks those the rule checks.
private struct SelectionSetWalk {
    let search: ConflictSearch

    /// Checks `set` (unless it belongs to an inline fragment, whose fields are checked with
    /// the enclosing set) and then the sets nested in it.
    func visit(_ set: Int, parentType: SchemaType?, ofInlineFragment: Bool = false,
               errors: inout [GraphQLError]) throws(ConflictSearchAborted) {
        let tree = search.tree
        let entry = tree.sets[set]
        if !ofInlineFragment, entry.isWorthChecking(in: tree) {
            errors += try search.conflictsWithin(set, parentType: parentType).map(\.error)
        }
        // The tree's depth bound limits this recursion.
        for position in entry.items {
            switch tree.items[position] {
            case .field(let index):
                guard let sub = tree.fields[index].subselections else { continue }
                // The field's type by reference: no lookup of its name per field.
                let type = parentType.flatMap { search.schema.selectedField(tree.fields[index].name, on: $0) }?.namedType
                try visit(sub, parentType: type.flatMap { $0.isComposite ? $0 : nil }, errors: &errors)
            case .inline(let condition, let inner):
                // Without a condition the fragment stays on the enclosing type; an unknown or
                // non-composite condition leaves its fields without a parent type.
                let type = if let condition { compositeType(condition, in: search.schema) } else { parentType }
                try visit(inner, parentType: type, ofInlineFragment: true, errors: &errors)
            case .spread:
                continue
            }
        }
    }
}
