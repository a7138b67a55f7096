extension ResponseReader {
    /// Scans the rest of the object (from its start) for key fields not yet seen, since a
    /// child's path key may run through this object's key.
    mutating func lookAheadForKey(_ object: inout ObjectState, from start: Int) throws {
        let variant = object.variant
        guard object.keyValues.isMissingAny else { return }
        let resume = json.pos
        defer { json.pos = resume }
        json.pos = start
        if json.consume(UInt8(ascii: "}")) { return }
        repeat {
            let field = try json.readMemberName(of: variant, expected: variant.keyFieldIndices[0])
            try json.expect(UInt8(ascii: ":"))
            let k = field.flatMap { variant.keyFieldIndices.firstIndex(of: $0) }
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
    func keyText(_ value: ChangeValue, from start: Int) -> String? {
        switch value {
        case .string(let s): return s
        case .null, .link, .links, .scalars: return nil
        case .int, .float, .bool: return json.text(start, json.pos)
        }
    }

    /// The entity key when every key field has a value, else the path key.
    func makeKey(_ object: ObjectState, _ variant: ResolvedVariant, _ typeName: String, parentKey: String,
                 storageKey: String, index: Int?) -> String {
        if let entity = object.keyValues.entityKey(typeName) { return entity }
        return RecordKey.path(parent: parentKey, storageKey: storageKey, index: index,
                              concreteType: variant.concreteTypeInPath ? typeName : nil)
    }
}

/// What one object has read so far.
struct ObjectState {
    let variant: ResolvedVariant
    var key: String?
    var seen: SeenFields
    var keyValues: KeyValues
    var entries: [ChangeEntry] = []
    /// The entity key, once every key field has a value, and the change record the response
    /// already made under it (see `RepeatedRecords.swift`).
    var entityKey: RecordKey.Hashed?
    var earlier: Int?
    /// Whether some member was given twice.
    var repeated = false
    /// Whether the entries read so far are only counted, being equal to the first `matched`
    /// entries of the `earlier` record (`HeldEntries.swift`).
    var matching = false
    var matched = 0

    /// How many entries the object has read (counted or built).
    var written: Int { matching ? matched : entries.count }

    /// Inlined into the object loop, which makes one per object: the call cost 628 k
    /// instructions per ingest of the fixture (callgrind).
    @inline(__always)
    init(variant: ResolvedVariant, key: String?) {
        self.variant = variant
        self.key = key
        self.seen = SeenFields(count: variant.fields.count)
        keyValues = KeyValues(count: variant.keyFieldIndices.count)
    }
}

/// Which fields an object answered: a bit mask, with an array only past 64 fields.
struct SeenFields {
    private var mask: UInt64 = 0
    private var overflow: [Bool]

    init(count: Int) { overflow = count > 64 ? Array(repeating: false, count: count) : [] }

    /// Inlined: the object loop reads and sets it for every member.
    subscript(index: Int) -> Bool {
        @inline(__always) get { overflow.isEmpty ? mask & (1 << UInt64(index)) != 0 : overflow[index] }
        @inline(__always) set {
            if overflow.isEmpty {
                if newValue { mask |= 1 << UInt64(index) } else { mask &= ~(1 << UInt64(index)) }
            } else {
                overflow[index] = newValue
            }
        }
    }
}
