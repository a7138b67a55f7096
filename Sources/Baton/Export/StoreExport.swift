/// Writes a store in the dump format of the conformance files (`*.store.json`), byte for byte:
/// one record per line, keys and members sorted by code point, `", "`/`": "` separators,
/// links as `{"__ref": key}`, link lists as `{"__refs": […]}`, errors under `__errors`,
/// a deleted record as `null`, the three roots always present.
public enum StoreExport {
    /// The dump text of `store`, ending with a newline.
    @MainActor
    public static func text(of store: Store) -> String {
        let keys = store.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var out = "{\n"
        for (i, key) in keys.enumerated() {
            out += "  " + JSONText.quoted(key) + ": " + recordText(store.records[key]!, in: store)
            out += i + 1 < keys.count ? ",\n" : "\n"
        }
        return out + "}\n"
    }

    @MainActor
    static func recordText(_ record: Record, in store: Store) -> String {
        if record.isDeleted { return "null" }
        var members: [(String, String)] = [("__typename", JSONText.quoted(record.type.name))]
        var errors: [(String, String)] = []
        // A store-numbered slot twinned with the build's constant of the same text is one
        // field: the constant names it.
        for slot in record.writtenSlots where slot >= 0 || store.twins.twin(of: slot, on: record.type) == nil {
            let name = store.storageKey(of: slot, on: record.type)
            let value = record.value(at: slot)
            if value != .missing { members.append((name, valueText(value))) }
            if let error = record.storedError(at: slot) {
                errors.append((name, "{\"message\": " + JSONText.quoted(error.message)
                               + ", \"path\": " + JSONText.quoted(error.path) + "}"))
            }
        }
        if !errors.isEmpty { members.append(("__errors", object(errors))) }
        return object(members)
    }

    private static func object(_ members: [(String, String)]) -> String {
        let sorted = members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        return "{" + sorted.map { JSONText.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    @MainActor
    private static func valueText(_ value: SlotValue) -> String {
        switch value {
        case .missing, .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .float(let f): return JSONText.float(f)
        case .string(let s): return JSONText.quoted(s)
        case .link(let r): return "{\"__ref\": " + JSONText.quoted(r.key) + "}"
        case .links(let list):
            return "{\"__refs\": [" + list.map { $0.map { JSONText.quoted($0.key) } ?? "null" }
                .joined(separator: ", ") + "]}"
        case .scalars(let list):
            return "[" + list.map { $0.map(scalarText) ?? "null" }.joined(separator: ", ") + "]"
        }
    }

    private static func scalarText(_ value: ScalarValue) -> String {
        switch value {
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .float(let f): JSONText.float(f)
        case .string(let s): JSONText.quoted(s)
        }
    }
}
