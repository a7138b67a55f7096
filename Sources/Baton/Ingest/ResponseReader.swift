/// The state of one ingest: the reader, the resolution and the change set being built.
struct ResponseReader {
    var json: JSONReader
    let resolution: Resolution
    /// The options; an incremental item below an announced part reads without completeness.
    var options: IngestOptions
    var changes = ChangeSet()
    /// Record index by key, so a record met twice is one change record: every key but the
    /// `Type:id` ones `recordsByID` holds. Each key is hashed once, and the change record
    /// keeps the hash for the commit.
    var recordIndex: [RecordKey.Hashed: Int] = [:]
    /// The entity records by their id's bytes, to find one named again without its key.
    var recordsByID: RecordsByID
    /// The bytes of the object that last wrote each record, to skip a repeat of it.
    var repeatedSpans: RepeatedSpans
    /// Conditions learned per unlisted type, for variants and error walks.
    var learned: [TypeID: Set<String>] = [:]
    var rootRecord: Int?
    /// For an incremental item: the variant the error walk starts with, and the item's path.
    var walkStart: ResolvedVariant?
    var pathPrefix: [ResponsePathStep] = []

    /// `oneBuffer`: whether `json` is the only buffer the reader reads (false when the
    /// caller swaps in one buffer per incremental item, so no offset outlives its buffer).
    init(_ json: JSONReader, resolution: Resolution, options: IngestOptions, oneBuffer: Bool) {
        self.json = json
        self.resolution = resolution
        self.options = options
        changes.numbering = resolution.numbering
        // Room for the records a response of this size holds (the fixture has about one per
        // kilobyte; room for twice that, so a denser response rarely regrows): grown record
        // by record, the index rehashes and the list copies at every doubling, and past the
        // processor's cache every element moved is a miss. (`recordIndex` holds only the few
        // keys that are not `Type:id`, so it gets no room.)
        let expected = json.bytes.count / Self.bytesPerRecord
        recordsByID = RecordsByID(expected: expected)
        repeatedSpans = RepeatedSpans(isOn: oneBuffer, expected: expected, byteCount: json.bytes.count)
        changes.records.reserveCapacity(expected)
    }

    /// Response bytes per record assumed when reserving room.
    static let bytesPerRecord = 512

    /// `{ "data": …, "errors": …, "hasNext": … }`.
    mutating func readEnvelope() throws -> IngestResult {
        try json.expect(UInt8(ascii: "{"))
        var sawData = false, dataNull = false
        var rawErrors: [RawError] = []
        var hasNext: Bool?
        var pending: [PendingPart] = []
        if !json.consume(UInt8(ascii: "}")) {
            repeat {
                let name = try json.readStringSpan()
                try json.expect(UInt8(ascii: ":"))
                if json.spanEquals(name, Self.dataKey) {
                    guard !sawData else { throw json.fail("duplicate data") }
                    sawData = true
                    if try json.consumeNull() { dataNull = true } else { try readRoot() }
                } else if json.spanEquals(name, Self.errorsKey) {
                    rawErrors = try json.readErrors()
                } else if json.spanEquals(name, Self.hasNextKey) {
                    hasNext = try json.readLiteral() == UInt8(ascii: "t")
                } else if json.spanEquals(name, Self.pendingKey) {
                    pending = try json.readPending()
                } else {
                    try json.skipValue()
                }
            } while json.consume(UInt8(ascii: ","))
            try json.expect(UInt8(ascii: "}"))
        }
        try expectEnd()
        if !sawData || dataNull {
            guard !rawErrors.isEmpty else { throw IngestError(sawData ? "data is null without errors" : "no data and no errors") }
            throw GraphQLErrors(rawErrors.map { $0.fieldError })
        }
        var unplaced: [FieldError] = []
        for error in rawErrors where !place(error) { unplaced.append(error.fieldError) }
        return result(unplacedErrors: unplaced, hasNext: hasNext, pending: pending)
    }

    mutating func expectEnd() throws {
        if json.peek() != nil { throw json.fail("unexpected bytes after the response") }
    }

    /// Reads the `data` object at the operation's root record.
    mutating func readRoot() throws {
        guard json.peek() == UInt8(ascii: "{") else { throw json.fail("data is not an object") }
        json.pos += 1
        let kind = resolution.operation.kind
        let variant = resolution.root.variant(for: resolution.root.type)
        rootRecord = try readMembers(variant, selection: resolution.root, knownKey: kind.rootKey,
                                     recordType: kind.rootType, parentKey: "", storageKey: "",
                                     index: nil, depth: 1)
    }

    static let dataKey = Array("data".utf8)
    static let errorsKey = Array("errors".utf8)
    static let hasNextKey = Array("hasNext".utf8)
    static let pendingKey = Array("pending".utf8)
    static let typenameKey = Array("__typename".utf8)

    /// The index of the change record with `key`, made on first sight. One key met as two
    /// types is malformed: a record is never written with another type's slots.
    /// `known` is the index already found for `key`, which saves the lookup.
    mutating func record(_ key: String, _ type: TypeID) throws -> Int {
        try record(RecordKey.Hashed(key), type)
    }

    /// The index of the change record with `key`, already hashed. `isNew`: the caller has
    /// found no record under `key` since the last was added, so none is looked for.
    /// `idHash`: the key's `idHash(of:type:)` when the caller has it (nil: made here).
    mutating func record(_ key: RecordKey.Hashed, _ type: TypeID, known: Int? = nil, isNew: Bool = false,
                         idHash: UInt64? = nil) throws -> Int {
        // Made only when the key is looked up or indexed (a record met again, `known`, needs none).
        var idHash = idHash
        var found = known
        if !isNew, found == nil {
            idHash = idHash ?? self.idHash(of: key.text, type: type)
            found = existingRecord(key, idHash: idHash)
        }
        if !isNew, let index = found {
            let met = changes.records[index].type
            guard met == type else {
                throw json.fail("\(JSONText.quoted(key.text)) names a \(met.name) and a \(type.name)")
            }
            return index
        }
        let index = changes.records.count
        changes.records.append(ChangeRecord(key: key, type: type))
        self.index(key, idHash: idHash ?? self.idHash(of: key.text, type: type), as: index)
        return index
    }
}
