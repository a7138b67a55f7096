/// The executable part of a document as reference types, so that selection sets, fields and
/// fragments have an identity.
///
/// The AST is made of value types; the conflict search memoizes by selection set and by
/// fragment (as GraphQL.js does by node identity), so it works on this tree instead. Building
/// it is one pass over the document.
final class SelectionSetNode {
    /// A number unique within one tree, used as a cache key.
    let id: Int
    let items: [SelectionItem]

    /// Only fields, each under its own response name: nothing in the set can conflict with
    /// anything else in it.
    let hasOnlyDistinctFields: Bool

    init(id: Int, items: [SelectionItem]) {
        self.id = id
        self.items = items
        self.hasOnlyDistinctFields = Self.onlyDistinctFields(items)
    }

    private static func onlyDistinctFields(_ items: [SelectionItem]) -> Bool {
        var names: [String] = []
        names.reserveCapacity(items.count)
        for item in items {
            guard case .field(let node) = item else { return false }
            names.append(node.field.responseKey)
        }
        // Pairwise for the usual small set (no hashing); a set for large ones.
        if names.count <= 16 {
            for i in names.indices where names[(i + 1)...].contains(names[i]) { return false }
            return true
        }
        return Set(names).count == names.count
    }

    /// Whether the rule looks at this set on its own: a set of one selection adds nothing
    /// unless that selection is an inline fragment (whose fields join this level).
    var isWorthChecking: Bool {
        if items.count > 1 { return true }
        if let first = items.first, case .inline = first { return true }
        return false
    }
}

/// One selection of a ``SelectionSetNode``.
enum SelectionItem {
    case field(FieldNode)
    case spread(name: String)
    case inline(typeCondition: String?, set: SelectionSetNode)
}

/// A field as written, with its sub-selections and the argument keys used to compare it.
final class FieldNode {
    let field: Field
    let subselections: SelectionSetNode?
    /// The first `@stream` directive, if any.
    let stream: Directive?
    private var cachedArguments: ArgumentKeys??
    private var cachedStreamArguments: ArgumentKeys??

    init(field: Field, subselections: SelectionSetNode?) {
        self.field = field
        self.subselections = subselections
        self.stream = field.directives.first { $0.name.value == "stream" }
    }

    var name: String { field.name.value }
    var loc: Location { field.loc }

    /// The field's arguments as comparison keys; nil when it has none. Computed once.
    var argumentKeys: ArgumentKeys? {
        if let cached = cachedArguments { return cached }
        let keys = ArgumentKeys(field.arguments)
        cachedArguments = .some(keys)
        return keys
    }

    /// The `@stream` directive's arguments as comparison keys; nil when absent or empty.
    var streamArgumentKeys: ArgumentKeys? {
        if let cached = cachedStreamArguments { return cached }
        let keys = stream.flatMap { ArgumentKeys($0.arguments) }
        cachedStreamArguments = .some(keys)
        return keys
    }
}

/// A fragment definition in the tree.
final class FragmentNode {
    /// A number unique among the tree's fragments, used as a pair key.
    let id: Int
    let typeCondition: String
    let set: SelectionSetNode
    /// The fragment's fields collected on its type condition, made the first time the search
    /// needs them and then shared by every operation and fragment that spreads it in this
    /// run (see ``ConflictSearch/collection(_:)-swift.method``).
    var collected: CollectedFields?

    init(id: Int, typeCondition: String, set: SelectionSetNode) {
        self.id = id
        self.typeCondition = typeCondition
        self.set = set
    }
}

/// The tree of a whole document: operations and fragments in document order.
struct SelectionTree {
    enum Definition {
        case operation(OperationType, SelectionSetNode)
        case fragment(FragmentNode)
    }

    /// Operations and fragments in document order.
    var definitions: [Definition] = []
    /// Fragments by name; a later definition of a name replaces an earlier one, as
    /// GraphQL.js's lookup does.
    var fragments: [String: FragmentNode] = [:]
    /// How many selection sets the tree holds (their ids run from 1 to this).
    private(set) var setCount = 0

    /// Builds the tree, or throws when selections nest deeper than `maxDepth`.
    init(_ document: Document, maxDepth: Int) throws(ConflictSearchAborted) {
        var builder = Builder(maxDepth: maxDepth)
        for definition in document.definitions {
            switch definition {
            case .operation(let operation):
                definitions.append(.operation(operation.operation, try builder.set(operation.selectionSet, depth: 0)))
            case .fragment(let fragment):
                let node = FragmentNode(id: definitions.count,
                                        typeCondition: fragment.typeCondition.name.value,
                                        set: try builder.set(fragment.selectionSet, depth: 0))
                definitions.append(.fragment(node))
                fragments[fragment.name.value] = node
            default:
                continue
            }
        }
        setCount = builder.nextID
    }

    private struct Builder {
        let maxDepth: Int
        var nextID = 0

        mutating func set(_ set: SelectionSet, depth: Int) throws(ConflictSearchAborted) -> SelectionSetNode {
            // Documents built by code are not depth-limited by the parser: bound the walk here.
            guard depth < maxDepth else { throw ConflictSearchAborted(tooDeep: true) }
            var items: [SelectionItem] = []
            items.reserveCapacity(set.selections.count)
            for selection in set.selections {
                switch selection {
                case .field(let field):
                    let sub = try field.selectionSet.map { s throws(ConflictSearchAborted) in try self.set(s, depth: depth + 1) }
                    items.append(.field(FieldNode(field: field, subselections: sub)))
                case .fragmentSpread(let spread):
                    items.append(.spread(name: spread.name.value))
                case .inlineFragment(let inline):
                    items.append(.inline(typeCondition: inline.typeCondition?.name.value,
                                         set: try self.set(inline.selectionSet, depth: depth + 1)))
                }
            }
            nextID += 1
            return SelectionSetNode(id: nextID, items: items)
        }
    }
}
