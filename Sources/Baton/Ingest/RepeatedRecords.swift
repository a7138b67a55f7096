/// A record the response names again (a character in every cast list): its strings are
/// compared in place, on the response's bytes, with the values the change set already holds
/// for it, and an equal one is reused instead of decoded and made again.
extension ResponseReader {
    /// Notes the object's entity key once every key field has a value, and the change record
    /// the response already made for it, if any. Returns the key's `idHash(of:type:)` when
    /// it noted one (nil: none, or a key `recordIndex` holds), for the record made under it.
    @discardableResult
    mutating func noteEntityKey(_ object: inout ObjectState, type: TypeID, typeName: String) -> UInt64? {
        guard object.entityKey == nil, let text = object.keyValues.entityKey(typeName) else { return nil }
        let key = RecordKey.Hashed(text)
        // From the id, not the key's text: the same hash, over fewer bytes.
        var idHash: UInt64?
        if object.keyValues.count == 1, let id = object.keyValues[0] { idHash = recordsByID.hash(ofID: id, type: type) }
        note(key, earlier: existingRecord(key, idHash: idHash), in: &object)
        return idHash
    }

    /// Notes the object's entity key and the change record the response made under it.
    func note(_ key: RecordKey.Hashed, earlier: Int?, in object: inout ObjectState) {
        object.entityKey = key
        object.earlier = earlier
        // Met before, and nothing read yet: count what equals the held entries (`HeldEntries.swift`).
        object.matching = earlier != nil && object.entries.isEmpty
    }

    /// The string the change set holds at `slot` for the record the object names again.
    func earlierString(_ object: ObjectState, slot: Int) -> String? {
        guard let earlier = object.earlier else { return nil }
        // Members usually come in the same order each time: the entry at the same position.
        // Read in place (binding the entries to a name retained and released the array).
        let hint = object.written
        if hint < changes.records[earlier].entries.count, changes.records[earlier].entries[hint].slot == slot {
            guard case .string(let text) = changes.records[earlier].entries[hint].value else { return nil }
            return text
        }
        guard case .string(let text)? = changes.records[earlier].lastValue(slot) else { return nil }
        return text
    }
}

extension JSONReader {
    /// Reads a string token; when its bytes spell `earlier` exactly (no escapes), `earlier`
    /// itself is returned: no validation, no new `String`.
    mutating func readString(reusing earlier: String?) throws -> String {
        let span = try readStringSpan()
        if let earlier, !span.hasEscapes, spells(span, earlier) { return earlier }
        return try decode(span)
    }

    /// Whether an unescaped span's bytes are `text`'s UTF-8 bytes.
    private func spells(_ span: StringSpan, _ text: String) -> Bool {
        let count = span.end - span.start
        guard text.utf8.count == count else { return false }
        guard count > 0 else { return true }
        return text.utf8.withContiguousStorageIfAvailable { stored in
            Self.sameBytes(stored.baseAddress!, bytes.baseAddress! + span.start, count: count)
        } ?? false
    }
}
