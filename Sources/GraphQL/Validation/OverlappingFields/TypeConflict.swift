extension ConflictSearch {
    /// Whether the return types of two fields cannot describe one value: list and non-null
    /// wrappers must match level by level, and leaf types must be the same type. Composite
    /// types never conflict here; their fields are compared instead.
    ///
    /// Costs one unit per level compared, except that types GraphQL.js holds as one object
    /// (`identical`, or one named type) cost nothing. Iterative: wrappers can nest deeply.
    /// `type1` and `type2` are the fields' types; their named types are compared as the
    /// schema's objects, not by name.
    func typesConflict(_ field1: FieldDetails, _ field2: FieldDetails,
                       _ type1: TypeReference, _ type2: TypeReference) throws(ConflictSearchAborted) -> Bool {
        if field1.hasIdenticalType(to: field2) { return false }
        let sameNamed = field1.returnsSameNamedType(as: field2)
        var a = type1, b = type2
        while true {
            if case .named = a, case .named = b, sameNamed { return false }
            try spend(1)
            switch (a, b) {
            case (.list(let x), .list(let y)), (.nonNull(let x), .nonNull(let y)):
                a = x
                b = y
            case (.list, _), (_, .list), (.nonNull, _), (_, .nonNull):
                return true
            case (.named, .named):
                return field1.namedType?.isLeaf == true || field2.namedType?.isLeaf == true
            }
        }
    }
}
