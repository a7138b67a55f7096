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

extension Store {
    /// Ingests a response text with `plan` resolved for this store and commits it.
    @discardableResult
    func commitResponse(_ json: String, _ plan: PlanOperation, variables: [String: JSONValue] = [:],
                        options: IngestOptions = .server) throws -> CommitSummary {
        try commitResponse(json, Resolution(plan, variables: variables, store: self), options: options)
    }
}

/// Ingests a response text with `plan` resolved for a store of its own.
@MainActor
func ingest(_ json: String, _ plan: PlanOperation, variables: [String: JSONValue] = [:],
            options: IngestOptions = .server) throws -> IngestResult {
    try ingest(json, Resolution(plan, variables: variables, store: Store()), options: options)
}
