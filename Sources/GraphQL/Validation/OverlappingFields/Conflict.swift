/// Two fields (with their nested culprits) that answer under one response name but cannot be
/// merged, and why.
struct Conflict {
    let responseName: String
    let reason: String
    /// The field on the first side, then the nested fields that conflict below it.
    let fields1: [Location]
    /// The same for the second side.
    let fields2: [Location]

    /// The error GraphQL.js reports for a conflict found at the top of a selection set.
    var error: GraphQLError {
        GraphQLError("Fields '\(abbreviated(responseName))' conflict because \(reason). "
                     + "Use different aliases on the fields to fetch both if this was intentional.",
                     locations: fields1 + fields2)
    }

    /// One conflict summing up the conflicts found between the sub-selections of two
    /// fields, or nil when there were none.
    ///
    /// The reason lists the nested conflicts until it grows past the detail limit, and each
    /// side keeps at most ``OverlappingFieldsLimits/maxConflictNodes`` locations: the field
    /// itself, then nested ones taken from the end of each list so the deepest culprits stay.
    init?(subfieldConflicts conflicts: [Conflict], responseName: String, field1: Location, field2: Location) {
        guard !conflicts.isEmpty else { return nil }
        var reason = ""
        var length = 0
        for conflict in conflicts {
            let part = (reason.isEmpty ? "" : " and ")
                + "subfields '\(abbreviated(conflict.responseName))' conflict because \(conflict.reason)"
            reason += part
            length += part.unicodeScalars.count
            // Stop early so a wide tree of conflicts is never spelled out whole.
            if length > OverlappingFieldsLimits.maxConflictDetailLength { break }
        }
        self.responseName = responseName
        self.reason = abbreviated(reason)
        self.fields1 = Conflict.nodes(field1, conflicts.map(\.fields1))
        self.fields2 = Conflict.nodes(field2, conflicts.map(\.fields2))
    }

    init(responseName: String, reason: String, field1: Location, field2: Location) {
        self.responseName = responseName
        self.reason = reason
        self.fields1 = [field1]
        self.fields2 = [field2]
    }

    private static func nodes(_ first: Location, _ nested: [[Location]]) -> [Location] {
        let limit = OverlappingFieldsLimits.maxConflictNodes
        var nodes = [first]
        for fields in nested {
            nodes += fields.suffix(limit - nodes.count)
            if nodes.count == limit { break }
        }
        return nodes
    }
}

/// Text longer than the detail limit, cut there (in Unicode scalars) with `...` after.
func abbreviated(_ text: String) -> String {
    let limit = OverlappingFieldsLimits.maxConflictDetailLength
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return text }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: scalars.prefix(limit))
    return String(cut) + "..."
}
