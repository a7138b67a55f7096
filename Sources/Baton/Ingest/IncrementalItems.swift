/// An item of a later part with the record it lands at: its data to read there, or, for a
/// part that failed, the errors that land on the fields it would have filled.
public struct PlacedItem: Sendable {
    enum Content: Sendable {
        case data(IncrementalItem)
        case failed(FieldError, label: String?)
    }

    let content: Content
    let target: IncrementalTarget

    /// The item's data, read at `target` with the fields its label marks.
    public static func data(_ item: IncrementalItem, at target: IncrementalTarget) -> PlacedItem {
        PlacedItem(content: .data(item), target: target)
    }

    /// A failed part: `error` lands on every server field `label` marks at `target`.
    public static func failed(_ error: FieldError, label: String?, at target: IncrementalTarget) -> PlacedItem {
        PlacedItem(content: .failed(error, label: label), target: target)
    }
}

extension Ingest {
    /// Reads the placed items of one part into **one** change set, so the part is one
    /// commit and its observers hear of it once. A record several items fill is one change
    /// record. Each item's errors are placed below its path; those reaching no field are
    /// returned unplaced.
    /// - Throws: `IngestError` when an item's data is not what its plan expects (nothing of
    ///   the part is written).
    public static func items(_ placed: [PlacedItem], resolution: Resolution,
                             options: IngestOptions = .server) throws -> IngestResult {
        var reader = ResponseReader(JSONReader(UnsafeBufferPointer(start: nil, count: 0)),
                                    resolution: resolution, options: options, oneBuffer: false)
        var unplaced: [FieldError] = []
        for entry in placed {
            switch entry.content {
            case .failed(let error, let label):
                try reader.fail(entry.target, label: label, with: error)
            case .data(let item):
                try item.data.withUnsafeBufferPointer { buffer in
                    reader.json = JSONReader(buffer)
                    reader.options.requiresComplete = options.requiresComplete && !item.isBelowPart
                    try reader.read(item, at: entry.target)
                    for error in item.errors where !reader.place(error) { unplaced.append(error.fieldError) }
                }
            }
        }
        return reader.result(unplacedErrors: unplaced, hasNext: nil)
    }

    /// Reads one item's data at its target record, with the fields its label marks.
    public static func item(_ item: IncrementalItem, at target: IncrementalTarget, resolution: Resolution,
                            options: IngestOptions = .server) throws -> IngestResult {
        try items([.data(item, at: target)], resolution: resolution, options: options)
    }
}

extension ResponseReader {
    /// Reads `item`'s data object at `target`; the error walk then starts there.
    mutating func read(_ item: IncrementalItem, at target: IncrementalTarget) throws {
        guard json.consume(UInt8(ascii: "{")) else { throw json.fail("data is not an object") }
        rootRecord = try readMembers(
            target.variant, selection: target.selection, knownKey: target.key, recordType: target.type,
            parentKey: "", storageKey: "", index: nil, depth: target.depth, part: item.label)
        try expectEnd()
        walkStart = target.variant
        pathPrefix = item.path
    }

    /// Places `error` on every server field `label` marks at `target`.
    mutating func fail(_ target: IncrementalTarget, label: String?, with error: FieldError) throws {
        let index = try record(target.key, target.type)
        for field in target.variant.fields where field.deferLabel == label && field.isServerField {
            changes.errors.append(PlacedError(record: index, slot: field.slot, error: error, isCaught: field.isCaught))
        }
    }
}
