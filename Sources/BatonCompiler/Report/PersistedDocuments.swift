/// The persisted documents file (SPEC §2 `persistConfig`): a JSON object from id to compact
/// text, ids in sorted order.
public enum PersistedDocuments {
    /// The file's JSON.
    public static func json(catalog: OperationCatalog, algorithm: DigestAlgorithm) -> JSONText {
        var byID: [String: String] = [:]
        for operation in catalog.operations {
            let text = OperationText.text(of: operation, in: catalog)
            byID[OperationText.id(of: text, algorithm: algorithm)] = text
        }
        return .object(byID.keys.sorted().map { ($0, .string(byID[$0] ?? "")) })
    }
}
