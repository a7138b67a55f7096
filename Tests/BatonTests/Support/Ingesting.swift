@_spi(Generated) @testable import Baton

extension Store {
    /// Ingests a response text with `resolution` and commits it as a server batch.
    @discardableResult
    func commitResponse(_ json: String, _ resolution: Resolution,
                        options: IngestOptions = .server) throws -> CommitSummary {
        let result = try Ingest.response(Array(json.utf8), resolution: resolution, options: options)
        return commit(result.changes, kind: .server)
    }
}

/// Ingests a response text.
func ingest(_ json: String, _ resolution: Resolution, options: IngestOptions = .server) throws -> IngestResult {
    try Ingest.response(Array(json.utf8), resolution: resolution, options: options)
}
