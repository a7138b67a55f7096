/// The executable part of a document flattened into arrays, so that selection sets and fields
/// have an identity: their position.
///
/// The AST is made of value types; the conflict search memoizes by selection set and by
/// fragment (as GraphQL.js does by node identity), so it works on this tree instead. Building
/// it is one pass over the document. Sets, items and fields live in three arrays for the
/// whole document rather than one object per set and per field: a node object held a copy of
/// its field's AST, and allocating, filling and releasing those was a fifth of validation.
struct SelectionTree {
    /// One selection set: its selections are `items[items]`, in document order.
    struct SelectionSetEntry {
        let items: Range<Int>
        /// Only fields, each under its own response name: nothing in the set can conflict
        /// with anything else in it.
        let hasOnlyDistinctFields: Bool

        /// Whether the rule looks at this set on its own: a set of one selection adds nothing
        /// unless that selection is an inline fragment (whose fields join this level).
        func isWorthChecking(in tree: SelectionTree) -> Bool {
            if items.count > 1 { return true }
            if let first = items.first, case .inline = tree.items[first] { return true }
            return false
        }
    }

    /// One selection of a set.
    enum Item {
        /// A field, by its position in ``SelectionTree/fields``.
        case field(Int)
        case spread(name: String)
        /// An inline fragment and its set's position in ``SelectionTree/sets``.
        case inline(typeCondition: String?, set: Int)
    }

    /// A field as written: what comparing it with another needs, and its sub-selections.
    struct FieldEntry {
        let name: String
        let responseKey: String
        let loc: Location
        let arguments: [Argument]
        /// The first `@stream` directive, if any.
        let stream: Directive?
        /// The position of its selection set in ``SelectionTree/sets``, if it has one.
        let subselections: Int?

        /// No arguments, no sub-selections, no `@stream`: two such fields of one definition
        /// and one name can never conflict.
        var isSimpleLeaf: Bool { arguments.isEmpty && subselections == nil && stream == nil }
    }

    enum Definition {
        case operation(OperationType, Int)
        case fragment(FragmentNode)
    }

    /// Operations and fragments in document order.
    private(set) var definitions: [Definition] = []
    /// Fragments by name; a later definition of a name replaces an earlier one, as
    /// GraphQL.js's lookup does.
    private(set) var fragments: [String: FragmentNode] = [:]
    private(set) var sets: [SelectionSetEntry] = []
    private(set) var items: [Item] = []
    private(set) var fields: [FieldEntry] = []

    /// Builds the tree, or throws when selections nest deeper than `maxDepth`.
    init(_ document: Document, maxDepth: Int) throws(ConflictSearchAborted) {
        for definition in document.definitions {
            switch definition {
            case .operation(let operation):
                definitions.append(.operation(operation.operation, try add(operation.selectionSet, depth: 0, maxDepth: maxDepth)))
            case .fragment(let fragment):
                let node = FragmentNode(id: definitions.count,
                                        typeCondition: fragment.typeCondition.name.value,
                                        set: try add(fragment.selectionSet, depth: 0, maxDepth: maxDepth))
                definitions.append(.fragment(node))
                fragments[fragment.name.value] = node
            default:
                continue
            }
        }
    }

    /// Appends a set and everything nested in it; returns its position. The set's items are
    /// reserved first and filled in as its selections are read, so they stay contiguous
    /// while nested sets append theirs after them.
    private mutating func add(_ set: SelectionSet, depth: Int, maxDepth: Int) throws(ConflictSearchAborted) -> Int {
        // Documents built by code are not depth-limited by the parser: bound the walk here.
        guard depth < maxDepth else { throw ConflictSearchAborted(tooDeep: true) }
        let start = items.count
        let range = start..<(start + set.selections.count)
        items.append(contentsOf: repeatElement(Item.field(-1), count: range.count))
        let position = sets.count
        sets.append(SelectionSetEntry(items: range, hasOnlyDistinctFields: false))
        var onlyFields = true
        for (offset, selection) in set.selections.enumerated() {
            switch selection {
            case .field(let field):
                let sub = try field.selectionSet.map { s throws(ConflictSearchAborted) in
                    try add(s, depth: depth + 1, maxDepth: maxDepth)
                }
                items[start + offset] = .field(fields.count)
                fields.append(FieldEntry(name: field.name.value, responseKey: field.responseKey, loc: field.loc,
                                         arguments: field.arguments,
                                         stream: field.directives.first { $0.name.value == "stream" },
                                         subselections: sub))
            case .fragmentSpread(let spread):
                onlyFields = false
                items[start + offset] = .spread(name: spread.name.value)
            case .inlineFragment(let inline):
                onlyFields = false
                items[start + offset] = .inline(typeCondition: inline.typeCondition?.name.value,
                                                set: try add(inline.selectionSet, depth: depth + 1, maxDepth: maxDepth))
            }
        }
        sets[position] = SelectionSetEntry(items: range, hasOnlyDistinctFields: onlyFields && distinctResponseKeys(range))
        return position
    }

    /// Whether the fields at `range` of `items` all answer under different names.
    private func distinctResponseKeys(_ range: Range<Int>) -> Bool {
        func key(_ item: Int) -> String {
            guard case .field(let field) = items[item] else { preconditionFailure("a field was expected") }
            return fields[field].responseKey
        }
        // Pairwise for the usual small set (no hashing); a set for large ones.
        if range.count <= 16 {
            for i in range {
                let name = key(i)
                for j in (i + 1)..<range.upperBound where key(j) == name { return false }
            }
            return true
        }
        var seen = Set<String>(minimumCapacity: range.count)
        for i in range where !seen.insert(key(i)).inserted { return false }
        return true
    }
}

/// A fragment definition in the tree.
final class FragmentNode {
    /// A number unique among the tree's fragments, used as a pair key.
    let id: Int
    let typeCondition: String
    /// The position of its selection set in ``SelectionTree/sets``.
    let set: Int
    /// The fragment's fields collected on its type condition, made the first time the search
    /// needs them and then shared by every operation and fragment that spreads it in this
    /// run (see ``ConflictSearch/collection(_:)-swift.method``).
    var collected: CollectedFields?

    init(id: Int, typeCondition: String, set: Int) {
        self.id = id
        self.typeCondition = typeCondition
        self.set = set
    }
}
