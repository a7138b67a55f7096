/// A later part of an incremental (`@defer`) response, in either shape:
/// June 2023, `{"incremental":[{"data":…,"path":[…],"label":…}],"hasNext":…}`; or 2024,
/// `{"pending":[…],"incremental":[{"id":…,"subPath":[…],"data":…}],"completed":[…]}`.
///
/// Reading a part takes three steps, because an item finds its record by walking its path
/// through the store (main actor) while its bytes are read anywhere:
/// `Ingest.part` (bytes → items), `target(for:resolution:)` on the records (path → record),
/// `Ingest.items` (items + targets → one change set, so a part is one commit). A 2024 item
/// names an announced part by id: `resolved(with:)` gives it the part's path and label first.
public struct IncrementalPart: Sendable {
    /// The items, in order.
    public let items: [IncrementalItem]
    /// Parts this part announces (2024 shape).
    public let pending: [PendingPart]
    /// Parts this part says are done; with errors, a part that failed (2024 shape).
    public let completed: [CompletedPart]
    /// The part's `hasNext`.
    public let hasNext: Bool?
}

/// One `incremental` entry: the data for a `@defer` label at a path.
public struct IncrementalItem: Sendable {
    /// The response path of the object the item fills (empty for an unresolved 2024 item).
    public let path: [ResponsePathStep]
    /// The `@defer` label whose fields the item carries; nil below a sub-path, where the
    /// object is read with its own selection.
    public let label: String?
    /// The announced part a 2024 item belongs to, until `resolved(with:)`.
    public let id: String?
    /// The path below the announced part's (2024 shape).
    public let subPath: [ResponsePathStep]
    let data: [UInt8]
    let errors: [RawError]
    /// Placed below an announced part's object (2024 shape): the server sends only what it
    /// has not sent yet, so the object's fields are not all expected.
    var isBelowPart = false

    /// Whether the item says its part failed: `data` is null (its errors say why).
    var isFailure: Bool { data.elementsEqual("null".utf8) }

    /// The item placed by its announced part: path = the part's path + sub-path, and the
    /// part's label when the item is at the part's own object. Nil when the id is unknown.
    public func resolved(with pending: [String: PendingPart]) -> IncrementalItem? {
        guard let id else { return self }
        guard let part = pending[id] else { return nil }
        var placed = IncrementalItem(path: part.path + subPath, label: subPath.isEmpty ? part.label : nil,
                                     id: nil, subPath: [], data: data, errors: errors)
        placed.isBelowPart = !subPath.isEmpty
        return placed
    }
}

/// A part a response announces: `{"id":…,"path":[…],"label":…}`.
public struct PendingPart: Sendable, Hashable {
    /// The id later payloads name the part by.
    public let id: String
    /// Where in the response the part will land.
    public let path: [ResponsePathStep]
    /// The `@defer(label:)` or `@stream(label:)` the part answers, if it has one.
    public let label: String?
}

/// A part the server says is done: `{"id":…,"errors":[…]}`; errors mean it failed.
public struct CompletedPart: Sendable {
    /// The id the part was announced with.
    public let id: String
    /// The errors of a failed part, as the response gave them.
    public let errors: [FieldError]
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
    /// Splits a later part into its items, announcements and completions (no plan needed).
    public static func part(_ bytes: [UInt8]) throws -> IncrementalPart {
        try bytes.withUnsafeBufferPointer { buffer in
            var json = JSONReader(buffer)
            var items: [IncrementalItem] = [], pending: [PendingPart] = [], completed: [CompletedPart] = []
            var hasNext: Bool?
            try json.expect(UInt8(ascii: "{"))
            if !json.consume(UInt8(ascii: "}")) {
                repeat {
                    let name = try json.decode(try json.readStringSpan())
                    try json.expect(UInt8(ascii: ":"))
                    switch name {
                    case "incremental": items = try json.readList { try $0.readIncrementalItem() }.compactMap { $0 }
                    case "pending": pending = try json.readPending()
                    case "completed": completed = try json.readList { try $0.readCompleted() }.compactMap { $0 }
                    case "hasNext": hasNext = try json.readLiteral() == UInt8(ascii: "t")
                    default: try json.skipValue()
                    }
                } while json.consume(UInt8(ascii: ","))
                try json.expect(UInt8(ascii: "}"))
            }
            if json.peek() != nil { throw json.fail("unexpected bytes after the part") }
            return IncrementalPart(items: items, pending: pending, completed: completed, hasNext: hasNext)
        }
    }
}
