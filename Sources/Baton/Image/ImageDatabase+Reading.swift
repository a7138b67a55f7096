/// Reading, for the availability check only (inside one read transaction).
extension ImageDatabase {
    /// A record's row as the process numbers it; nil when the image has none (or not even
    /// its head reads).
    func row(_ key: String) throws -> StoredRow? {
        try reads.row.first(key) { found in found.withBlob(0) { RowCodec.decodeRow($0, names: &names) } } ?? nil
    }

    /// A query-root field's cell, stored under `storageKey`, read into `slot`.
    func rootCell(_ storageKey: String, slot: Int) throws -> StoredCell? {
        try reads.root.first(storageKey) { found in
            found.withBlob(0) { RowCodec.decodeRootCell($0, slot: slot, names: &names) }
        } ?? nil
    }

    /// The wall-clock time (seconds since 1970) a root was last fetched, in any launch.
    func fetchTime(_ rootKey: String) throws -> Double? {
        try reads.fetch.first(rootKey) { $0.double(0) }
    }

    /// The conditions responses taught `type`.
    func conditions(of type: TypeID) -> Set<String> { memberships[type.name] ?? [] }
}
