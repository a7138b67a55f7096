/// One field as collected from a selection set: its position in the tree, the type it was
/// selected on, its definition there and the named type it returns (nil when unknown). Types are the schema's
/// objects, compared by identity (one schema, one object per name).
final class FieldDetails {
    let parentType: SchemaType?
    /// The field's position in ``SelectionTree/fields``.
    let field: Int
    /// Where its definition lies (no copy of it is made).
    let definition: SelectedField?
    /// The named type the field returns, where sub-selections are collected.
    let namedType: SchemaType?
    /// No arguments, no sub-selections, no `@stream`: two such fields of one definition and
    /// one name can never conflict.
    let isSimpleLeaf: Bool
    /// Results of comparing this field with others, by the other field's identity (the
    /// comparison of names and arguments does not depend on where it happens).
    var comparisons: [ObjectIdentifier: FieldComparison] = [:]

    init(parentType: SchemaType?, field: Int, isSimpleLeaf: Bool, definition: SelectedField?) {
        self.parentType = parentType
        self.field = field
        self.definition = definition
        self.namedType = definition?.namedType
        self.isSimpleLeaf = isSimpleLeaf
    }

    /// Whether both fields have the very same return type object, as GraphQL.js sees it:
    /// the same definition, or two bare references to one named type, or no type at all.
    func hasIdenticalType(to other: FieldDetails) -> Bool {
        switch (definition, other.definition) {
        case (nil, nil): return true
        case (let a?, let b?):
            if parentType === other.parentType && a.name == b.name { return true }
            guard case .named = a.type, case .named = b.type else { return false }
            return returnsSameNamedType(as: other)
        default: return false
        }
    }
}

extension FieldDetails {
    /// Whether both fields return one named type: the same object, or (for types the schema
    /// lacks) the same name.
    func returnsSameNamedType(as other: FieldDetails) -> Bool {
        if let namedType, let otherType = other.namedType { return namedType === otherType }
        return definition?.type.namedType == other.definition?.type.namedType
    }
}

/// What comparing two fields found out, filled in as each check is first needed.
struct FieldComparison {
    var arguments: Bool?
    var streamArguments: Bool?
}

/// The fields of a selection set by response name (inline fragments flattened in), and the
/// fragment spreads met on the way.
final class CollectedFields {
    /// Response names in first-seen order, each with its fields in document order.
    private(set) var groups: [(responseName: String, fields: [FieldDetails])] = []
    /// Group positions by response name, built only once there are more groups than a
    /// linear scan finds faster (most selection sets are small).
    private var groupIndex: [String: Int] = [:]
    private static let linearScanLimit = 12
    /// Spread fragment names in document order (repeats included).
    private(set) var spreadNames: [String] = []
    /// The spreads resolved to fragments, once (see `ConflictSearch.spreads(of:)`).
    var resolvedSpreads: [FragmentNode?]?
    /// Response names shared with other collections, by the other's identity.
    var overlaps: [ObjectIdentifier: [Overlap]] = [:]

    /// Fields of both collections under one response name.
    struct Overlap {
        let responseName: String
        let fields1: [FieldDetails]
        let fields2: [FieldDetails]
    }

    /// Collects the selection set at position `set` of `tree`, whose fields are selected on
    /// `parentType`.
    init(_ set: Int, of tree: SelectionTree, parentType: SchemaType?, schema: Schema) {
        collect(set, of: tree, parentType: parentType, schema: schema)
    }

    var isEmpty: Bool { groups.isEmpty }

    /// The fields with a response name, if any.
    func fields(named responseName: String) -> [FieldDetails]? {
        group(named: responseName).map { groups[$0].fields }
    }

    /// The position of the group with a response name, if any.
    private func group(named responseName: String) -> Int? {
        if groups.count <= Self.linearScanLimit {
            return groups.firstIndex { $0.responseName == responseName }
        }
        return groupIndex[responseName]
    }

    // Recursion follows inline fragments only, which the tree's depth bound limits.
    private func collect(_ set: Int, of tree: SelectionTree, parentType: SchemaType?, schema: Schema) {
        for position in tree.sets[set].items {
            switch tree.items[position] {
            case .field(let index):
                let field = tree.fields[index]
                // Meta-fields have no definition here, as in GraphQL.js's collection.
                let selected = parentType.flatMap { type in
                    type.kind == .object || type.kind == .interface ? type.selectedField(field.name) : nil
                }
                add(FieldDetails(parentType: parentType, field: index, isSimpleLeaf: field.isSimpleLeaf,
                                 definition: selected), as: field.responseKey)
            case .spread(let name):
                spreadNames.append(name)
            case .inline(let condition, let inner):
                // An unknown type condition leaves the fields without definitions.
                let type: SchemaType? = if let condition { schema.type(named: condition) } else { parentType }
                collect(inner, of: tree, parentType: type, schema: schema)
            }
        }
    }

    private func add(_ details: FieldDetails, as responseName: String) {
        if let index = group(named: responseName) {
            groups[index].fields.append(details)
            return
        }
        groups.append((responseName, [details]))
        if groups.count == Self.linearScanLimit + 1 {
            for (index, group) in groups.enumerated() { groupIndex[group.responseName] = index }
        } else if groups.count > Self.linearScanLimit + 1 {
            groupIndex[responseName] = groups.count - 1
        }
    }
}
