/// A later part of an incremental (`@defer`) response, June-2023 shape:
/// `{"incremental":[{"data":…,"path":[…],"label":…,"errors":[…]}],"hasNext":…}`.
///
/// Reading a part takes three steps, because an item finds its record by walking its path
/// through the store (main actor) while its bytes are read anywhere:
/// `Ingest.part` (bytes → items), `target(for:resolution:)` on the records (path → record),
/// `Ingest.item` (item + target → change set).
public struct IncrementalPart: Sendable {
    /// Items with a path; the 2024 shape (`id` + `subPath`) is not read yet.
    public let items: [IncrementalItem]
    /// The part's `hasNext`.
    public let hasNext: Bool?
}

/// One `incremental` entry: the data for a `@defer` label at a path.
public struct IncrementalItem: Sendable {
    /// The response path of the object the item fills.
    public let path: [ResponsePathStep]
    /// The `@defer` label whose fields the item carries.
    public let label: String?
    let data: [UInt8]
    let errors: [RawError]
}

/// Where an incremental item lands: a record and the variant that reads it.
public struct IncrementalTarget: Sendable {
    let key: String
    let type: TypeID
    let selection: ResolvedSelection
    let variant: ResolvedVariant
    let depth: Int
}

extension Ingest {
    /// Splits a later part into its items (no plan needed).
    public static func part(_ bytes: [UInt8]) throws -> IncrementalPart {
        try bytes.withUnsafeBufferPointer { buffer in
            var json = JSONReader(buffer)
            var items: [IncrementalItem] = []
            var hasNext: Bool?
            try json.expect(UInt8(ascii: "{"))
            if !json.consume(UInt8(ascii: "}")) {
                repeat {
                    let name = try json.decode(try json.readStringSpan())
                    try json.expect(UInt8(ascii: ":"))
                    switch name {
                    case "incremental": items = try readItems(&json)
                    case "hasNext": hasNext = try json.readLiteral() == UInt8(ascii: "t")
                    default: try json.skipValue()
                    }
                } while json.consume(UInt8(ascii: ","))
                try json.expect(UInt8(ascii: "}"))
            }
            if json.peek() != nil { throw json.fail("unexpected bytes after the part") }
            return IncrementalPart(items: items, hasNext: hasNext)
        }
    }

    private static func readItems(_ json: inout JSONReader) throws -> [IncrementalItem] {
        guard json.consume(UInt8(ascii: "[")) else { throw json.fail("incremental is not a list") }
        var items: [IncrementalItem] = []
        if json.consume(UInt8(ascii: "]")) { return items }
        repeat {
            try json.expect(UInt8(ascii: "{"))
            var path: [ResponsePathStep]?, label: String?, data: [UInt8]?, errors: [RawError] = []
            if !json.consume(UInt8(ascii: "}")) {
                repeat {
                    let name = try json.decode(try json.readStringSpan())
                    try json.expect(UInt8(ascii: ":"))
                    switch name {
                    case "path": path = try json.readPath()
                    case "label" where json.peek() == UInt8(ascii: "\""): label = try json.readString()
                    case "errors": errors = try json.readErrors()
                    case "data":
                        let start = json.peekPosition()
                        try json.skipValue()
                        data = Array(json.bytes[start..<json.pos])
                    default: try json.skipValue()
                    }
                } while json.consume(UInt8(ascii: ","))
                try json.expect(UInt8(ascii: "}"))
            }
            if let path, let data { items.append(IncrementalItem(path: path, label: label, data: data, errors: errors)) }
        } while json.consume(UInt8(ascii: ","))
        try json.expect(UInt8(ascii: "]"))
        return items
    }

    /// Reads an item's data at its target record, with the fields its label marks.
    public static func item(_ item: IncrementalItem, at target: IncrementalTarget, resolution: Resolution,
                            options: IngestOptions = .server) throws -> IngestResult {
        try item.data.withUnsafeBufferPointer { buffer in
            var reader = ResponseReader(JSONReader(buffer), resolution: resolution, options: options)
            guard reader.json.consume(UInt8(ascii: "{")) else { throw reader.json.fail("data is not an object") }
            reader.rootRecord = try reader.readMembers(
                target.variant, selection: target.selection, knownKey: target.key, recordType: target.type,
                parentKey: "", storageKey: "", index: nil, depth: target.depth, part: item.label)
            try reader.expectEnd()
            reader.walkStart = target.variant
            reader.pathPrefix = item.path
            var unplaced: [FieldError] = []
            for error in item.errors where !reader.place(error) { unplaced.append(error.fieldError) }
            return IncrementalResultBuilder.result(reader.changes, unplaced)
        }
    }
}

private enum IncrementalResultBuilder {
    static func result(_ changes: ChangeSet, _ unplaced: [FieldError]) -> IngestResult {
        IngestResult(changes: changes, unplacedErrors: unplaced, hasNext: nil)
    }
}
