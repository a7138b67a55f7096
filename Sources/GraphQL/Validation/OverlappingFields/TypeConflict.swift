extension ConflictSearch {
    /// Whether two return types cannot describe one value: list and non-null wrappers must
    /// match level by level, and leaf types must be the same type. Composite types never
    /// conflict here; their fields are compared instead.
    ///
    /// Costs one unit per level compared, except that types GraphQL.js holds as one object
    /// (`identical`, or one named type) cost nothing. Iterative: wrappers can nest deeply.
    func typesConflict(_ type1: TypeReference, _ type2: TypeReference, identical: Bool) throws(ConflictSearchAborted) -> Bool {
        if identical { return false }
        var a = type1, b = type2
        while true {
            if case .named(let x) = a, case .named(let y) = b, x == y { return false }
            try spend(1)
            switch (a, b) {
            case (.list(let x), .list(let y)), (.nonNull(let x), .nonNull(let y)):
                a = x
                b = y
            case (.list, _), (_, .list), (.nonNull, _), (_, .nonNull):
                return true
            case (.named(let x), .named(let y)):
                return isLeaf(x) || isLeaf(y)
            }
        }
    }

    private func isLeaf(_ name: String) -> Bool {
        schema.type(named: name)?.isLeaf ?? false
    }
}
