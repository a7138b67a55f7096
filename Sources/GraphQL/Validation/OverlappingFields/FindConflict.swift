extension ConflictSearch {
    /// Whether two fields under one response name conflict, their sub-selections included.
    ///
    /// Checks in GraphQL.js's order: unless the parents are mutually exclusive (different
    /// object types), the names and then the arguments must agree; then `@stream`; then the
    /// return types; then the sub-selections, recursively.
    func findConflict(_ responseName: String, _ field1: FieldDetails, _ field2: FieldDetails,
                      parentsExclusive: Bool) throws(ConflictSearchAborted) -> Conflict? {
        let exclusive = parentsExclusive || areDistinctObjectTypes(field1.parentType, field2.parentType)
        try spend(2)
        let node1 = tree.fields[field1.field], node2 = tree.fields[field2.field]
        if field1.isSimpleLeaf, field2.isSimpleLeaf, field1.hasIdenticalType(to: field2), node1.name == node2.name {
            return nil
        }
        var comparison = field1.comparisons[ObjectIdentifier(field2)] ?? FieldComparison()
        defer { field1.comparisons[ObjectIdentifier(field2)] = comparison }

        if !exclusive {
            if node1.name != node2.name {
                return Conflict(responseName: responseName,
                                reason: "'\(abbreviated(node1.name))' and '\(abbreviated(node2.name))' are different fields",
                                field1: node1.loc, field2: node2.loc)
            }
            if comparison.arguments == nil {
                comparison.arguments = try sameKeys(argumentKeys(of: field1.field), argumentKeys(of: field2.field))
            }
            if comparison.arguments == false {
                return Conflict(responseName: responseName, reason: "they have differing arguments",
                                field1: node1.loc, field2: node2.loc)
            }
        }

        if node1.stream != nil || node2.stream != nil {
            var reason = "they have overlapping stream directives"
            if node1.stream != nil, node2.stream != nil {
                if comparison.streamArguments == nil {
                    comparison.streamArguments = try sameKeys(streamArgumentKeys(of: field1.field), streamArgumentKeys(of: field2.field))
                }
                // Identical streams were allowed by earlier GraphQL.js alphas: say why not.
                if comparison.streamArguments == true { reason += ". See https://github.com/graphql/defer-stream-wg/discussions/100" }
            }
            return Conflict(responseName: responseName, reason: reason, field1: node1.loc, field2: node2.loc)
        }

        if let type1 = field1.definition?.type, let type2 = field2.definition?.type,
           try typesConflict(field1, field2, type1, type2) {
            return Conflict(responseName: responseName,
                            reason: "they return conflicting types '\(type1)' and '\(type2)'",
                            field1: node1.loc, field2: node2.loc)
        }

        guard let set1 = node1.subselections, let set2 = node2.subselections else { return nil }
        let parent1 = field1.namedType, parent2 = field2.namedType
        let conflicts = try nested { () throws(ConflictSearchAborted) in
            try conflictsBetweenSubselections(exclusive: exclusive, parent1, set1, parent2, set2)
        }
        return Conflict(subfieldConflicts: conflicts, responseName: responseName, field1: node1.loc, field2: node2.loc)
    }

    /// Two different object types can never describe one value, so fields on them may differ.
    private func areDistinctObjectTypes(_ a: SchemaType?, _ b: SchemaType?) -> Bool {
        guard let a, let b else { return false }
        return a.kind == .object && b.kind == .object && a !== b
    }

    /// Whether two argument lists have the same names and values, in any order; one unit
    /// per argument looked at.
    private func sameKeys(_ keys1: ArgumentKeys?, _ keys2: ArgumentKeys?) throws(ConflictSearchAborted) -> Bool {
        guard let keys1 else { return keys2 == nil }
        guard let keys2, keys1.ordered.count == keys2.ordered.count else { return false }
        for argument in keys1.ordered {
            try spend(1)
            guard let other = keys2.byName[argument.name], other == argument.key else { return false }
        }
        return true
    }
}
