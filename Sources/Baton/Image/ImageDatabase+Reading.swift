/// Reading, for the availability check only (inside one read transaction).
extension ImageDatabase {
    /// A record's row as the process numbers it; nil when the image has none (or not even
    /// its head reads).
    func row(_ key: String) throws -> StoredRow? {
        let statement = reads.row
        statement.bind(1, key)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return statement.withBlob(0) { RowCodec.decodeRow($0, names: &names) }
    }

    /// A query-root field's cell, stored under `storageKey`, read into `slot`.
    func rootCell(_ storageKey: String, slot: Int) throws -> StoredCell? {
        let statement = reads.root
        statement.bind(1, storageKey)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return statement.withBlob(0) { RowCodec.decodeRootCell($0, slot: slot, names: &names) }
    }

    /// The wall-clock time (seconds since 1970) a root was last fetched, in any launch.
    func fetchTime(_ rootKey: String) throws -> Double? {
        let statement = reads.fetch
        statement.bind(1, rootKey)
        defer { statement.reset() }
        return try statement.step() ? statement.double(0) : nil
    }

    /// The conditions responses taught `type`.
    func conditions(of type: TypeID) -> Set<String> { memberships[type.name] ?? [] }
}
