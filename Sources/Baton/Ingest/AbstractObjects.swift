extension ResponseReader {
    /// Picks the variant of an abstract object by scanning ahead for `__typename` and the
    /// membership answers, in whatever order the members come. Returns the object's type
    /// beside the variant: a variant of a type only responses named is shared by all such
    /// types.
    mutating func abstractVariant(_ selection: ResolvedSelection) throws -> (ResolvedVariant, ObjectType) {
        let start = json.pos
        defer { json.pos = start }
        var typename: JSONReader.StringSpan?
        var answered = Set<String>()
        if !json.consume(UInt8(ascii: "}")) {
            repeat {
                let name = try json.readStringSpan()
                try json.expect(UInt8(ascii: ":"))
                if json.spanEquals(name, Self.typenameKey) {
                    guard json.peek() == UInt8(ascii: "\"") else { throw json.fail("__typename is not a string") }
                    typename = try json.readStringSpan()
                } else if let condition = try conditionAnswered(by: name, selection) {
                    if !(try json.consumeNull()) {
                        _ = try json.readStringSpan()
                        answered.insert(condition)
                    }
                } else {
                    try json.skipValue()
                }
            } while json.consume(UInt8(ascii: ","))
        }
        guard let typename, typename.end > typename.start else { throw json.fail("an abstract object has no __typename") }
        if let listed = selection.listedByName.first(where: { json.spanEquals(typename, $0.bytes) }) {
            return (listed.variant, ObjectType(listed.variant))
        }
        let name = try json.decode(typename)
        // A `__typename` becomes key text: only a GraphQL name, never `client`, may enter it.
        guard RecordKey.isTypeName(name.utf8) else {
            throw IngestError("__typename \(JSONText.quoted(name)) is not a type name", offset: typename.start - 1)
        }
        // A name the build does not know is held by this store only, and only so many.
        guard let type = resolution.numbering.type(named: name) else {
            throw IngestError("more than \(TypeRegistry.scopedLimitPerStore) type names the build does not know "
                              + "in one session", offset: typename.start - 1)
        }
        let object = ObjectType(id: type, name: name)
        if selection.lists(type) { return (selection.variant(for: type), object) }
        var known = learned[type] ?? []
        for condition in answered where !known.contains(condition) {
            known.insert(condition)
            changes.memberships.append(Membership(type: type, condition: condition))
        }
        learned[type] = known
        return (selection.variant(for: type, answered: known), object)
    }

    /// The condition whose answer key a member is (`__isNamed`), if any.
    private func conditionAnswered(by name: JSONReader.StringSpan, _ selection: ResolvedSelection) throws -> String? {
        guard !selection.conditionKeys.isEmpty else { return nil }
        if !name.hasEscapes { return selection.conditionKeys.first { json.spanEquals(name, $0.bytes) }?.name }
        let text = try json.decode(name)
        return selection.conditions.first { $0.responseKey == text }?.name
    }
}

/// An object's concrete type, with its name for keys.
struct ObjectType {
    let id: TypeID
    let name: String

    init(id: TypeID, name: String) {
        self.id = id
        self.name = name
    }

    /// The type a variant was built for.
    init(_ variant: ResolvedVariant) { self.init(id: variant.type, name: variant.typeName) }
}
