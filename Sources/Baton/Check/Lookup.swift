/// Lookups: a missing root link whose arguments name an entity is satisfied
/// by that entity when memory holds it.
extension PlanLookup {
    /// The live record the lookup names in `store`, rendering the key values from
    /// `variables`. A typeless lookup finds the id through the store's id index, among the
    /// possible types: exactly one live record satisfies it; several are logged as ambiguous.
    @MainActor
    func target(in store: Store, variables: [String: JSONValue]) -> Record? {
        guard let values = Self.values(arguments, variables) else { return nil }
        if let type {
            return store.record(RecordKey.entity(type.name, values)).flatMap { $0.isDeleted || $0.type != type ? nil : $0 }
        }
        guard values.count == 1 else { return nil }
        return store.liveRecord(withID: values[0], among: possibleTypes)
    }

    /// One raw key value per key field: a string variable's text, another value's JSON, a
    /// literal as written (a quoted JSON string unquoted). Nil when a variable is absent or
    /// null: such a lookup names nothing.
    static func values(_ arguments: [[KeyPiece]], _ variables: [String: JSONValue]) -> [String]? {
        var values: [String] = []
        for pieces in arguments {
            var text = ""
            for piece in pieces {
                switch piece {
                case .variable(let name):
                    guard let value = variables[name], !value.isNull else { return nil }
                    if case .string(let string) = value { text += string } else { text += value.canonicalJSON }
                case .literal(let literal):
                    let quoted = literal.count >= 2 && literal.hasPrefix("\"") && literal.hasSuffix("\"")
                    text += quoted ? String(literal.dropFirst().dropLast()) : literal
                }
            }
            values.append(text)
        }
        return values
    }
}
