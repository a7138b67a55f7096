/// The persisted documents file (`persistConfig`): a JSON object from each
/// operation's id to its text, ids in sorted order, two-space indented, ending in a newline.
/// Writing it is the `generate` command's job; this is its bytes.
public enum PersistedDocuments {
    /// The file's bytes for operations that carry ids (those without one are left out).
    public static func bytes(for operations: [CompiledOperation]) -> [UInt8] {
        var entries: [String: String] = [:]
        for operation in operations {
            if let id = operation.id { entries[id] = operation.text }
        }
        let lines = entries.keys.sorted().map { "  " + ArgumentHash.json($0) + ": " + ArgumentHash.json(entries[$0] ?? "") }
        let body = lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
        return Array(body.utf8)
    }
}
