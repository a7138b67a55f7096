extension ResponseReader {
    /// Reads an object (its `{` is next) against `selection`; returns its change record.
    mutating func readObject(_ selection: ResolvedSelection, parentKey: String, storageKey: String,
                             index: Int?, depth: Int) throws -> Int {
        guard depth <= options.maxDepth else { throw json.fail("nesting deeper than \(options.maxDepth)") }
        try json.expect(UInt8(ascii: "{"))
        let variant: ResolvedVariant, type: ObjectType
        if selection.isAbstract {
            (variant, type) = try abstractVariant(selection)
        } else {
            variant = selection.variant(for: selection.type)
            type = ObjectType(variant)
        }
        return try readMembers(variant, selection: selection, knownKey: nil, recordType: type.id,
                               typeName: type.name, parentKey: parentKey, storageKey: storageKey,
                               index: index, depth: depth)
    }

    /// `part` is the `@defer` label of an incremental item read at this object (nil for
    /// the initial part and every object below the item's own). `typeName` is the record
    /// type's name when the variant is shared by several types (nil: the variant's).
    mutating func readMembers(_ variant: ResolvedVariant, selection: ResolvedSelection, knownKey: String?,
                              recordType: TypeID, typeName: String? = nil, parentKey: String, storageKey: String,
                              index: Int?, depth: Int, part: String? = nil) throws -> Int {
        let typeName = typeName ?? variant.typeName
        let objectStart = json.pos
        // Most objects repeat their record's last write (`RepeatedSpans.swift`): no state is built.
        // Otherwise what the leading id found is kept, so its token is not looked up again.
        var leading: (record: Int?, token: Int)?
        if knownKey == nil, let lead = leadingRepeat(of: variant, type: recordType, typeName: typeName,
                                                     at: objectStart) {
            switch lead {
            case .repeated(let record, let end):
                json.pos = end
                return record
            case .looked(let record, let token):
                leading = (record, token)
            }
        }
        var object = ObjectState(variant: variant, key: knownKey)
        var cursor = 0
        // The records the change set held when the object's entity key was noted and found
        // nowhere: while it holds as many, the key is still new (every record added is added
        // under its key), and the record is made without looking the key up again.
        var recordsWhenNoted = -1
        // The noted key's `idHash`, so the record made under it is indexed without another.
        var notedIDHash: UInt64?
        if !json.consume(UInt8(ascii: "}")) {
            repeat {
                let found = try json.readMemberName(of: variant, expected: cursor)
                try json.expect(UInt8(ascii: ":"))
                guard let fieldIndex = found else {
                    try json.skipValue()
                    continue
                }
                cursor = fieldIndex + 1
                let field = variant.fields[fieldIndex]
                if object.seen[fieldIndex] {
                    object.repeated = true
                    buildEntries(&object)
                }
                object.seen[fieldIndex] = true
                switch field.kind {
                case .typename:
                    try json.skipValue()
                case .scalar(let shape):
                    let tokenStart = json.peekPosition()
                    let keyField = variant.keyFieldIndices.firstIndex(of: fieldIndex)
                    if keyField != nil {
                        if let leading, leading.token == tokenStart {
                            // The leading id's lookup, and its compare with the last writer, done.
                            noteRecord(leading.record, in: &object)
                        } else {
                            noteRecord(byID: &object, typeName: typeName, type: recordType, at: tokenStart)
                            // The record's last writer spelled the same way: this object is that
                            // write again (`RepeatedSpans.swift`).
                            if object.key == nil, let earlier = object.earlier,
                               let end = repeatedSpans.endOfRepeat(earlier, at: objectStart, variant: variant,
                                                                   type: recordType, in: json.bytes) {
                                json.pos = end
                                return earlier
                            }
                        }
                    }
                    let value = try readScalar(shape, field: field, earlier: earlierString(object, slot: field.slot))
                    if let k = keyField {
                        object.keyValues[k] = keyText(value, from: tokenStart)
                        let wasNoted = object.entityKey != nil
                        if let idHash = noteEntityKey(&object, type: recordType, typeName: typeName) {
                            notedIDHash = idHash
                        }
                        if !wasNoted, object.entityKey != nil, object.earlier == nil {
                            recordsWhenNoted = changes.records.count
                        }
                    }
                    if let edit = field.edit { record(edit, value) }
                    add(ChangeEntry(slot: field.slot, value: value), to: &object)
                case .link(let link):
                    // Before the objects below are read: one of them may be the held record.
                    buildEntries(&object)
                    if object.key == nil {
                        try lookAheadForKey(&object, from: objectStart)
                        object.key = makeKey(object, variant, typeName, parentKey: parentKey, storageKey: storageKey, index: index)
                    }
                    let value = try readLink(link, parentKey: object.key!, storageKey: field.storageKey, depth: depth)
                    add(ChangeEntry(slot: field.slot, value: value), to: &object)
                    if let connection = field.connection {
                        let handle = try connectionLink(connection, page: value, parentKey: object.key!)
                        add(handle, to: &object)
                    }
                    if let edit = field.edit { record(edit, value) }
                }
            } while json.consume(UInt8(ascii: ","))
            try json.expect(UInt8(ascii: "}"))
        }
        if options.requiresComplete, let missing = variant.fields.indices.first(where: {
            variant.fields[$0].isExpected(inPart: part) && !object.seen[$0]
        }) {
            throw IngestError("missing field '\(variant.fields[missing].responseKey)' on \(typeName)",
                              offset: objectStart)
        }
        // The entity key noted while reading holds unless a key field was given twice.
        let noted = object.key == nil && !object.repeated ? object.entityKey : nil
        let key = noted ?? RecordKey.Hashed(object.key ?? makeKey(object, variant, typeName, parentKey: parentKey,
                                                                  storageKey: storageKey, index: index))
        // A member given twice keeps one entry (its last value), so what reads the entries
        // later (error placement, the commit) never walks the repetitions.
        if object.repeated { object.entries = ChangeRecord.lastPerSlot(object.entries) }
        let isNew = noted != nil && object.earlier == nil && changes.records.count == recordsWhenNoted
        let recordIndex = try record(key, recordType, known: noted == nil ? nil : object.earlier, isNew: isNew,
                                     idHash: noted == nil ? nil : notedIDHash)
        // Known by its id and read alone: a later object spelled the same is this write again.
        repeatedSpans.wrote(recordIndex, start: noted != nil && variant.readsOnlyScalars ? objectStart : nil,
                            end: json.pos, variant: variant, type: recordType)
        // Every entry read equals the held one at its position: the record is unchanged.
        if object.matching, recordIndex == object.earlier { return recordIndex }
        buildEntries(&object)
        // A record met once (the usual case) takes the object's entries without a copy; a
        // record met again keeps one entry per slot, so the commit walks no repetitions.
        if changes.records[recordIndex].entries.isEmpty {
            changes.records[recordIndex].entries = object.entries
        } else {
            changes.records[recordIndex].overwrite(with: object.entries)
        }
        return recordIndex
    }

    /// The client link beside a connection page, and the merge the commit applies.
    private mutating func connectionLink(_ connection: ResolvedConnection, page: ChangeValue,
                                         parentKey: String) throws -> ChangeEntry {
        guard case .link(let pageIndex) = page else { return ChangeEntry(slot: connection.handleSlot, value: .null) }
        let key = parentKey + ":" + connection.handleKey
        let index = try record(key, changes.records[pageIndex].type)
        changes.edits.append(.merge(ConnectionMerge(connection: index, page: pageIndex, mode: connection.mode,
                                                    cursor: connection.cursor)))
        return ChangeEntry(slot: connection.handleSlot, value: .link(index))
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

extension JSONReader {
    /// The position of the next token.
    mutating func peekPosition() -> Int {
        skipWhitespace()
        return pos
    }
}
