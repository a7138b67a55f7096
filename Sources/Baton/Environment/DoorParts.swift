/// The parts a deferred response announced and has not completed (2024 shape), by id.
struct PartsInFlight {
    private(set) var announced: [String: PendingPart] = [:]

    mutating func announce(_ parts: [PendingPart]) {
        for part in parts { announced[part.id] = part }
    }

    mutating func complete(_ parts: [CompletedPart]) {
        for part in parts { announced[part.id] = nil }
    }
}

/// Later parts of a deferred response, through the same door as the first: each item finds
/// its record by walking its path through the store, the part is read off the main actor,
/// and the whole part is one commit (so its observers hear of it once).
extension Environment {
    /// Enters one later part. Items naming an unknown announced part, place or label are
    /// dropped and logged as `partDropped`; a part that failed puts its errors on the fields
    /// it would have filled.
    func enter(_ part: IncrementalPart, parts: inout PartsInFlight, root: Root, operation: String,
               checksCancellation: Bool) async throws {
        parts.announce(part.pending)
        let placed = placements(of: part, announced: parts.announced, resolution: root.resolution)
        parts.complete(part.completed)
        guard !placed.isEmpty else { return }
        let result = try await Self.ingest(placed, root.resolution)
        guard !isEnded else { throw Failure.environment(.gone) }
        if checksCancellation { try Task.checkCancellation() }
        // The part's errors no field holds join the first part's, for the verdict.
        if root.resolution.operation.throwsOnFieldError { root.unplacedErrors += result.unplacedErrors }
        store.commit(result.changes, kind: .server)
        for error in Store.uncaughtErrors(result) {
            store.emit(.fieldError(operation: operation, path: error.path, message: error.message))
        }
        if !result.unplacedErrors.isEmpty { store.settleVerdicts() }
    }

    /// Where each item lands, in order, then the failed parts' errors.
    func placements(of part: IncrementalPart, announced: [String: PendingPart],
                    resolution: Resolution) -> [PlacedItem] {
        var placed: [PlacedItem] = []
        for item in part.items {
            guard let resolved = item.resolved(with: announced),
                  let target = store.target(for: resolved, resolution: resolution),
                  resolved.isBelowPart || target.marks(resolved.label) else {
                store.emit(.partDropped(path: Self.dotted(item.path + item.subPath)))
                continue
            }
            if resolved.isFailure {
                let error = resolved.errors.first?.fieldError ?? FieldError(message: "deferred part failed",
                                                                           path: Self.dotted(resolved.path))
                placed.append(.failed(error, label: resolved.label, at: target))
            } else {
                placed.append(.data(resolved, at: target))
            }
        }
        for completed in part.completed {
            guard let error = completed.errors.first else { continue }
            guard let announcedPart = announced[completed.id],
                  let target = store.target(at: announcedPart.path, resolution: resolution) else {
                store.emit(.partDropped(path: announced[completed.id].map { Self.dotted($0.path) } ?? ""))
                continue
            }
            placed.append(.failed(error, label: announcedPart.label, at: target))
        }
        return placed
    }

    /// Reads a later part's envelope off the main actor.
    @concurrent
    nonisolated static func readPart(_ bytes: [UInt8]) async throws -> IncrementalPart {
        try Ingest.part(bytes)
    }

    /// Reads placed items off the main actor.
    @concurrent
    nonisolated static func ingest(_ placed: [PlacedItem], _ resolution: Resolution) async throws -> IngestResult {
        try Ingest.items(placed, resolution: resolution)
    }

    /// A response path as the log writes it: names and indices joined with dots.
    nonisolated static func dotted(_ path: [ResponsePathStep]) -> String {
        path.map { step in
            switch step {
            case .key(let name): name
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }
}

extension IncrementalTarget {
    /// Whether the target's selection has fields deferred under `label` (an unknown label,
    /// or none, names nothing to read).
    func marks(_ label: String?) -> Bool {
        guard let label else { return false }
        return variant.fields.contains { $0.deferLabel == label }
    }
}
