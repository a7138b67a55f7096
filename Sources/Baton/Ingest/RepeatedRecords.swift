/// A record the response names again (a character in every cast list): its strings are
/// compared in place, on the response's bytes, with the values the change set already holds
/// for it, and an equal one is reused instead of decoded and made again.
extension ResponseReader {
    /// Notes the object's entity key once every key field has a value, and the change record
    /// the response already made for it, if any.
    mutating func noteEntityKey(_ object: inout ObjectState, typeName: String) {
        guard object.entityKey == nil, !object.keyValues.contains(nil) else { return }
        let key = RecordKey.entity(typeName, object.keyValues.map { $0! })
        object.entityKey = key
        object.earlier = recordIndex[key]
    }

    /// The string the change set holds at `slot` for the record the object names again.
    func earlierString(_ object: ObjectState, slot: Int) -> String? {
        guard let earlier = object.earlier else { return nil }
        let entries = changes.records[earlier].entries
        // Members usually come in the same order each time: the entry at the same position.
        let hint = object.entries.count
        let entry = hint < entries.count && entries[hint].slot == slot ? entries[hint] : entries.last { $0.slot == slot }
        guard case .string(let text)? = entry?.value else { return nil }
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
        return text.utf8.withContiguousStorageIfAvailable { stored in
            var k = 0
            while k < count {
                if stored[k] != bytes[span.start + k] { return false }
                k += 1
            }
            return true
        } ?? false
    }
}
