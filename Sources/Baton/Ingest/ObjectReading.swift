extension ResponseReader {
    /// Reads an object (its `{` is next) against `selection`; returns its change record.
    mutating func readObject(_ selection: ResolvedSelection, parentKey: String, storageKey: String,
                             index: Int?, depth: Int) throws -> Int {
        guard depth <= options.maxDepth else { throw json.fail("nesting deeper than \(options.maxDepth)") }
        try json.expect(UInt8(ascii: "{"))
        var variant: ResolvedVariant
        if selection.isAbstract {
            variant = try abstractVariant(selection)
        } else {
            variant = selection.variant(for: selection.type)
        }
        return try readMembers(variant, selection: selection, knownKey: nil, recordType: variant.type,
                               parentKey: parentKey, storageKey: storageKey, index: index, depth: depth)
    }

    /// Picks the variant of an abstract object by scanning ahead for `__typename` and the
    /// membership answers, in whatever order the members come.
    private mutating func abstractVariant(_ selection: ResolvedSelection) throws -> ResolvedVariant {
        let start = json.pos
        defer { json.pos = start }
        var typename: String?
        var answered = Set<String>()
        if !json.consume(UInt8(ascii: "}")) {
            repeat {
                let name = try json.readStringSpan()
                try json.expect(UInt8(ascii: ":"))
                if json.spanEquals(name, Self.typenameKey) {
                    guard json.peek() == UInt8(ascii: "\"") else { throw json.fail("__typename is not a string") }
                    typename = try json.readString()
                    continue
                }
                let text = selection.conditions.isEmpty ? nil : try json.decode(name)
                if let condition = selection.conditions.first(where: { $0.responseKey == text }) {
                    if !(try json.consumeNull()) {
                        _ = try json.readString()
                        answered.insert(condition.name)
                    }
                } else {
                    try json.skipValue()
                }
            } while json.consume(UInt8(ascii: ","))
        }
        guard let typename, !typename.isEmpty else { throw json.fail("an abstract object has no __typename") }
        let type = TypeID(typename)
        if selection.lists(type) { return selection.variant(for: type) }
        var known = learned[type] ?? []
        for condition in answered where !known.contains(condition) {
            known.insert(condition)
            changes.memberships.append(Membership(type: type, condition: condition))
        }
        learned[type] = known
        return selection.variant(for: type, answered: known)
    }

    /// Reads the members of an object whose `{` was consumed.
    mutating func readMembers(_ variant: ResolvedVariant, selection: ResolvedSelection, knownKey: String?,
                              recordType: TypeID, parentKey: String, storageKey: String,
                              index: Int?, depth: Int) throws -> Int {
        let objectStart = json.pos
        var object = ObjectState(variant: variant, key: knownKey)
        var cursor = 0
        if !json.consume(UInt8(ascii: "}")) {
            repeat {
                let name = try json.readStringSpan()
                try json.expect(UInt8(ascii: ":"))
                guard let fieldIndex = try match(name, variant, cursor: &cursor) else {
                    try json.skipValue()
                    continue
                }
                let field = variant.fields[fieldIndex]
                object.seen[fieldIndex] = true
                switch field.kind {
                case .typename:
                    try json.skipValue()
                case .scalar(let shape):
                    let tokenStart = json.peekPosition()
                    let value = try readScalar(shape, field: field)
                    if let k = variant.keyFieldIndices.firstIndex(of: fieldIndex) {
                        object.keyValues[k] = keyText(value, from: tokenStart)
                    }
                    object.entries.append(ChangeEntry(slot: field.slot, value: value))
                case .link(let link):
                    if object.key == nil {
                        try lookAheadForKey(&object, from: objectStart)
                        object.key = makeKey(object, variant, parentKey: parentKey, storageKey: storageKey, index: index)
                    }
                    let value = try readLink(link, parentKey: object.key!, storageKey: field.storageKey, depth: depth)
                    object.entries.append(ChangeEntry(slot: field.slot, value: value))
                }
            } while json.consume(UInt8(ascii: ","))
            try json.expect(UInt8(ascii: "}"))
        }
        if options.requiresComplete, let missing = variant.fields.indices.first(where: {
            variant.fields[$0].isExpected && !object.seen[$0]
        }) {
            throw IngestError("missing field '\(variant.fields[missing].responseKey)' on \(variant.typeName)",
                              offset: objectStart)
        }
        let key = object.key ?? makeKey(object, variant, parentKey: parentKey, storageKey: storageKey, index: index)
        let recordIndex = record(key, recordType)
        changes.records[recordIndex].entries.append(contentsOf: object.entries)
        return recordIndex
    }

    /// The field a member answers: the plan's expected order first, then a search.
    private func match(_ name: JSONReader.StringSpan, _ variant: ResolvedVariant, cursor: inout Int) throws -> Int? {
        let fields = variant.fields
        if !name.hasEscapes {
            if cursor < fields.count && json.spanEquals(name, fields[cursor].responseKeyBytes) {
                cursor += 1
                return cursor - 1
            }
            for i in fields.indices where json.spanEquals(name, fields[i].responseKeyBytes) {
                cursor = i + 1
                return i
            }
            return nil
        }
        return variant.field(try json.decode(name))
    }

    /// Scans the rest of the object (from its start) for key fields not yet seen, since a
    /// child's path key may run through this object's key.
    private mutating func lookAheadForKey(_ object: inout ObjectState, from start: Int) throws {
        let variant = object.variant
        guard !variant.keyFieldIndices.isEmpty, object.keyValues.contains(where: { $0 == nil }) else { return }
        let resume = json.pos
        defer { json.pos = resume }
        json.pos = start
        if json.consume(UInt8(ascii: "}")) { return }
        repeat {
            let name = try json.readStringSpan()
            try json.expect(UInt8(ascii: ":"))
            let k = variant.keyFieldIndices.firstIndex { json.spanEquals(name, variant.fields[$0].responseKeyBytes) }
            if let k, object.keyValues[k] == nil, case .scalar(let shape) = variant.fields[variant.keyFieldIndices[k]].kind {
                let tokenStart = json.peekPosition()
                let value = try readScalar(shape, field: variant.fields[variant.keyFieldIndices[k]])
                object.keyValues[k] = keyText(value, from: tokenStart)
            } else {
                try json.skipValue()
            }
        } while json.consume(UInt8(ascii: ","))
    }

    /// A key field's text: a string's contents, or a token as the server wrote it.
    private func keyText(_ value: ChangeValue, from start: Int) -> String? {
        switch value {
        case .string(let s): return s
        case .null, .link, .links, .scalars: return nil
        case .int, .float, .bool: return json.text(start, json.pos)
        }
    }

    /// The entity key when every key field has a value, else the path key.
    private func makeKey(_ object: ObjectState, _ variant: ResolvedVariant, parentKey: String,
                         storageKey: String, index: Int?) -> String {
        if !variant.keyFieldIndices.isEmpty {
            let values = object.keyValues.compactMap { $0 }
            if values.count == object.keyValues.count { return RecordKey.entity(variant.typeName, values) }
        }
        return RecordKey.path(parent: parentKey, storageKey: storageKey, index: index,
                              concreteType: variant.concreteTypeInPath ? variant.typeName : nil)
    }

    /// A link's value: null, one object, or a list of objects and nulls.
    private mutating func readLink(_ link: ResolvedLink, parentKey: String, storageKey: String,
                                   depth: Int) throws -> ChangeValue {
        if try json.consumeNull() { return .null }
        if !link.plural {
            guard json.peek() == UInt8(ascii: "{") else { throw json.fail("expected an object") }
            return .link(try readObject(link.selection, parentKey: parentKey, storageKey: storageKey,
                                        index: nil, depth: depth + 1))
        }
        guard json.consume(UInt8(ascii: "[")) else { throw json.fail("expected a list") }
        var items: [Int?] = []
        if json.consume(UInt8(ascii: "]")) { return .links(items) }
        repeat {
            if try json.consumeNull() { items.append(nil); continue }
            guard json.peek() == UInt8(ascii: "{") else { throw json.fail("expected an object in a list") }
            items.append(try readObject(link.selection, parentKey: parentKey, storageKey: storageKey,
                                        index: items.count, depth: depth + 1))
        } while json.consume(UInt8(ascii: ","))
        try json.expect(UInt8(ascii: "]"))
        return .links(items)
    }
}

/// What one object has read so far.
struct ObjectState {
    let variant: ResolvedVariant
    var key: String?
    var seen: SeenFields
    var keyValues: [String?]
    var entries: [ChangeEntry] = []

    init(variant: ResolvedVariant, key: String?) {
        self.variant = variant
        self.key = key
        self.seen = SeenFields(count: variant.fields.count)
        self.keyValues = variant.keyFieldIndices.isEmpty ? [] : Array(repeating: nil, count: variant.keyFieldIndices.count)
        entries.reserveCapacity(variant.fields.count)
    }
}

/// Which fields an object answered: a bit mask, with an array only past 64 fields.
struct SeenFields {
    private var mask: UInt64 = 0
    private var overflow: [Bool]

    init(count: Int) { overflow = count > 64 ? Array(repeating: false, count: count) : [] }

    subscript(index: Int) -> Bool {
        get { overflow.isEmpty ? mask & (1 << UInt64(index)) != 0 : overflow[index] }
        set {
            if overflow.isEmpty {
                if newValue { mask |= 1 << UInt64(index) } else { mask &= ~(1 << UInt64(index)) }
            } else {
                overflow[index] = newValue
            }
        }
    }
}

extension JSONReader {
    /// The position of the next token.
    mutating func peekPosition() -> Int {
        skipWhitespace()
        return pos
    }
}
