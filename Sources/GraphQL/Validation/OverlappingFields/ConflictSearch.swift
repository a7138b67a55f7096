/// The state of one search for overlapping-field conflicts in a document: caches, the pair
/// memos that make each comparison happen once, and the remaining budget.
///
/// Fields are compared "within" one collection only when its own selection set is checked;
/// everywhere else collections, fragments and sub-selections are compared "between" each
/// other, each pair of fragments (and each collection-and-fragment pair) at most once per
/// exclusivity. That keeps the work near-linear for realistic documents and bounded (by the
/// budget) for hostile ones.
final class ConflictSearch {
    let schema: Schema
    let tree: SelectionTree
    private(set) var remainingBudget: Int
    /// How deep ``nested(_:)`` may go before it throws.
    let maxDepth: Int
    private var depth = 0
    private var collections: [CollectionKey: CollectedFields] = [:]
    private var comparedFieldsAndFragments = OrderedPairSet<ObjectIdentifier, Int>()
    private var comparedFragments = PairSet<Int>()
    /// Fields' argument keys (and their `@stream` arguments' keys) by field position, made
    /// when a comparison first needs them.
    private var argumentKeys: [Int: ArgumentKeys?] = [:]
    private var streamArgumentKeys: [Int: ArgumentKeys?] = [:]

    /// A set and its parent type, by the type's identity (one schema, one object per name):
    /// no string hashing on this hot path.
    private struct CollectionKey: Hashable {
        let parentType: ObjectIdentifier?
        let set: Int
    }

    init(schema: Schema, tree: SelectionTree, budget: Int,
         maxDepth: Int = OverlappingFieldsLimits.maxRecursionDepth) {
        self.schema = schema
        self.tree = tree
        self.remainingBudget = budget
        self.maxDepth = maxDepth
        collections.reserveCapacity(tree.sets.count)
    }

    /// Spends budget units, throwing once it is overdrawn.
    func spend(_ units: Int) throws(ConflictSearchAborted) {
        remainingBudget -= units
        if remainingBudget < 0 { throw ConflictSearchAborted() }
    }

    /// Runs `body` one level deeper, throwing past the depth bound.
    func nested<T>(_ body: () throws(ConflictSearchAborted) -> T) throws(ConflictSearchAborted) -> T {
        guard depth < maxDepth else { throw ConflictSearchAborted(tooDeep: true) }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    // MARK: Collections

    /// The collected fields of a selection set on a parent type, made once.
    func collection(_ set: Int, parentType: SchemaType?) -> CollectedFields {
        let key = CollectionKey(parentType: parentType.map(ObjectIdentifier.init), set: set)
        if let cached = collections[key] { return cached }
        let collected = CollectedFields(set, of: tree, parentType: parentType, schema: schema)
        collections[key] = collected
        return collected
    }

    /// The collected fields of a fragment, on its type condition: made once per run and kept
    /// on the fragment, so each spread of it (in any operation or fragment of the run) reuses
    /// them without looking its type condition up again. They are the same collection the
    /// fragment's own selection set is checked with (one key: the set and the type's identity).
    func collection(_ fragment: FragmentNode) -> CollectedFields {
        if let collected = fragment.collected { return collected }
        let collected = collection(fragment.set, parentType: schema.type(named: fragment.typeCondition))
        fragment.collected = collected
        return collected
    }

    /// The distinct fragments a collection spreads, first-seen order; an undefined fragment
    /// is nil (all undefined ones are one entry). Each spread costs one unit, once.
    func spreads(of collected: CollectedFields) throws(ConflictSearchAborted) -> [FragmentNode?] {
        if let resolved = collected.resolvedSpreads { return resolved }
        var seen = Set<Int>()
        var result: [FragmentNode?] = []
        for name in collected.spreadNames {
            try spend(1)
            let fragment = tree.fragments[name]
            if seen.insert(fragment?.id ?? -1).inserted { result.append(fragment) }
        }
        collected.resolvedSpreads = result
        return result
    }

    /// Response names the two collections share, with their fields; one unit per response
    /// name of the first, once per ordered pair of collections.
    func overlaps(_ c1: CollectedFields, _ c2: CollectedFields) throws(ConflictSearchAborted) -> [CollectedFields.Overlap] {
        if let cached = c1.overlaps[ObjectIdentifier(c2)] { return cached }
        var result: [CollectedFields.Overlap] = []
        for group in c1.groups {
            try spend(1)
            if let fields2 = c2.fields(named: group.responseName) {
                result.append(.init(responseName: group.responseName, fields1: group.fields, fields2: fields2))
            }
        }
        c1.overlaps[ObjectIdentifier(c2)] = result
        return result
    }

    // MARK: Selection sets

    /// Every conflict within one selection set, fragments spread into it included.
    func conflictsWithin(_ set: Int, parentType: SchemaType?) throws(ConflictSearchAborted) -> [Conflict] {
        // No two fields share a name and nothing is spread: no comparison to make, so no
        // collection to build (it is built later if another set is compared with this one).
        if tree.sets[set].hasOnlyDistinctFields { return [] }
        var conflicts: [Conflict] = []
        let collected = collection(set, parentType: parentType)
        // (A) Fields of this set against each other: the only "within" comparison.
        for group in collected.groups where group.fields.count > 1 {
            for (i, field1) in group.fields.enumerated() {
                for field2 in group.fields[(i + 1)...] {
                    if let conflict = try findConflict(group.responseName, field1, field2, parentsExclusive: false) {
                        conflicts.append(conflict)
                    }
                }
            }
        }
        guard !collected.spreadNames.isEmpty, !collected.isEmpty || collected.spreadNames.count > 1 else {
            return conflicts
        }
        let fragments = try spreads(of: collected)
        for (i, fragment) in fragments.enumerated() {
            // (B) The fields against each spread fragment, (C) the fragments pairwise.
            try compareFieldsAndFragment(&conflicts, collected, fragment, exclusive: false)
            for other in fragments[(i + 1)...] {
                try compareFragments(&conflicts, fragment, other, exclusive: false)
            }
        }
        return conflicts
    }

    /// Every conflict between the sub-selections of two fields.
    func conflictsBetweenSubselections(exclusive: Bool, _ parent1: SchemaType?, _ set1: Int,
                                       _ parent2: SchemaType?, _ set2: Int) throws(ConflictSearchAborted) -> [Conflict] {
        var conflicts: [Conflict] = []
        let collected1 = collection(set1, parentType: parent1)
        let fragments1 = try spreads(of: collected1)
        let collected2 = collection(set2, parentType: parent2)
        let fragments2 = try spreads(of: collected2)
        // (H) Fields against fields, (I) fields against the other side's fragments,
        // (J) fragments against fragments.
        try compareBetween(&conflicts, collected1, collected2, exclusive: exclusive)
        for fragment in fragments2 {
            try compareFieldsAndFragment(&conflicts, collected1, fragment, exclusive: exclusive)
        }
        for fragment in fragments1 {
            try compareFieldsAndFragment(&conflicts, collected2, fragment, exclusive: exclusive)
        }
        for fragment1 in fragments1 {
            for fragment2 in fragments2 {
                try compareFragments(&conflicts, fragment1, fragment2, exclusive: exclusive)
            }
        }
        return conflicts
    }

    /// Each field of one collection against each field of the other under the same
    /// response name.
    func compareBetween(_ conflicts: inout [Conflict], _ c1: CollectedFields, _ c2: CollectedFields,
                        exclusive: Bool) throws(ConflictSearchAborted) {
        guard !c1.isEmpty, !c2.isEmpty else { return }
        for overlap in try overlaps(c1, c2) {
            for field1 in overlap.fields1 {
                for field2 in overlap.fields2 {
                    if let conflict = try findConflict(overlap.responseName, field1, field2, parentsExclusive: exclusive) {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    // MARK: Arguments

    /// A field's arguments as comparison keys; nil when it has none. Made once per field.
    func argumentKeys(of field: Int) -> ArgumentKeys? {
        if let cached = argumentKeys[field] { return cached }
        let keys = ArgumentKeys(tree.fields[field].arguments)
        argumentKeys[field] = .some(keys)
        return keys
    }

    /// A field's `@stream` arguments as comparison keys; nil when absent or empty.
    func streamArgumentKeys(of field: Int) -> ArgumentKeys? {
        if let cached = streamArgumentKeys[field] { return cached }
        let keys = tree.fields[field].stream.flatMap { ArgumentKeys($0.arguments) }
        streamArgumentKeys[field] = .some(keys)
        return keys
    }

    // MARK: Fragments

    /// (D, E) A collection against a fragment and, recursively, the fragments it spreads.
    func compareFieldsAndFragment(_ conflicts: inout [Conflict], _ collected: CollectedFields,
                                  _ fragment: FragmentNode?, exclusive: Bool) throws(ConflictSearchAborted) {
        try spend(1)
        guard !collected.isEmpty else { return }
        let key = ObjectIdentifier(collected), fragmentID = fragment?.id ?? -1
        if comparedFieldsAndFragments.contains(key, fragmentID, mutuallyExclusive: exclusive) { return }
        comparedFieldsAndFragments.insert(key, fragmentID, mutuallyExclusive: exclusive)
        guard let fragment else { return }
        let collected2 = collection(fragment)
        let referenced = try spreads(of: collected2)
        // A selection set is never compared with itself.
        if collected2 === collected { return }
        try compareBetween(&conflicts, collected, collected2, exclusive: exclusive)
        try nested { () throws(ConflictSearchAborted) in
            for inner in referenced {
                try compareFieldsAndFragment(&conflicts, collected, inner, exclusive: exclusive)
            }
        }
    }

    /// (F, G) Two fragments and, recursively, the fragments each spreads against the other.
    func compareFragments(_ conflicts: inout [Conflict], _ fragment1: FragmentNode?, _ fragment2: FragmentNode?,
                          exclusive: Bool) throws(ConflictSearchAborted) {
        try spend(2)
        let id1 = fragment1?.id ?? -1, id2 = fragment2?.id ?? -1
        if id1 == id2 { return }
        if comparedFragments.contains(id1, id2, mutuallyExclusive: exclusive) { return }
        comparedFragments.insert(id1, id2, mutuallyExclusive: exclusive)
        guard let fragment1, let fragment2 else { return }
        let collected1 = collection(fragment1)
        let referenced1 = try spreads(of: collected1)
        let collected2 = collection(fragment2)
        let referenced2 = try spreads(of: collected2)
        try compareBetween(&conflicts, collected1, collected2, exclusive: exclusive)
        try nested { () throws(ConflictSearchAborted) in
            for inner in referenced2 {
                try compareFragments(&conflicts, fragment1, inner, exclusive: exclusive)
            }
            for inner in referenced1 {
                try compareFragments(&conflicts, inner, fragment2, exclusive: exclusive)
            }
        }
    }
}
