/// What a response (or payload) says to write: records by key, their entries, field
/// errors and memberships. Built off the main actor; the store applies it in one commit.
public struct ChangeSet: Sendable {
    /// Records in first-seen order, each with its entries grouped.
    public internal(set) var records: [ChangeRecord] = []
    /// Field errors placed on (record, slot).
    public internal(set) var errors: [PlacedError] = []
    /// Memberships the response taught for types the plan did not list.
    public internal(set) var memberships: [Membership] = []
    /// Edits in response order, applied after the entries: page merges, edge inserts,
    /// deletions by id.
    public internal(set) var edits: [ChangeEdit] = []
    /// The store whose numbers the set's slots use, when it uses any (keys rendered from
    /// variables): only that store may commit it.
    var numbering: StoreNumbering?

    /// An empty change set.
    public init() {}

    /// Whether it writes nothing.
    public var isEmpty: Bool { records.isEmpty && errors.isEmpty && memberships.isEmpty && edits.isEmpty }
}

/// One record's part of a change set.
public struct ChangeRecord: Sendable {
    /// The record's key.
    public var key: String { hashedKey.text }
    /// The key with the hash the ingest computed for it, so the commit finds the record
    /// without hashing the text again.
    let hashedKey: RecordKey.Hashed
    /// The record's type (a new record is made with it).
    public let type: TypeID
    /// The highest index of a record the entries link to (0 for none), kept with the digest,
    /// in the four bytes after `type`: the commit writes a record it makes as soon as it has
    /// found every record the change links to, while the change is in the processor's cache.
    /// The ingest adds a record after the objects it links to, so that is almost every one.
    var lastTarget: UInt32 = 0
    /// Entries in arrival order (a record met again overwrites its slots in place); the last
    /// entry wins per slot. Editing them drops the digest.
    public internal(set) var entries: [ChangeEntry] = [] {
        didSet { digest = nil }
    }
    /// A record the image keeps as deleted: the commit makes it deleted, and naming it does
    /// not revive it (only the image's check sets this).
    public let isDeleted: Bool
    /// A digest of the entries, set by the ingest (see `Ingest/RecordDigest.swift`):
    /// a record last written from a change with the same digest, and not written since,
    /// already holds these values, so the commit skips it without comparing them. Nil (a
    /// change set made by hand, or whose entries were edited after the ingest): compare.
    var digest: Int?
    /// Which entries are links (bit k for entry k), kept with the digest, which does not cover
    /// where links point: the commit compares those entries by identity.
    var linkEntries: UInt64 = 0

    /// A record's part, entries in order.
    public init(key: String, type: TypeID, entries: [ChangeEntry] = [], isDeleted: Bool = false) {
        self.init(key: RecordKey.Hashed(key), type: type, entries: entries, isDeleted: isDeleted)
    }

    /// A record's part under a key already hashed.
    init(key: RecordKey.Hashed, type: TypeID, entries: [ChangeEntry] = [], isDeleted: Bool = false) {
        hashedKey = key
        self.type = type
        self.entries = entries
        self.isDeleted = isDeleted
    }

    /// The address of the entries' storage (its header with the count, then the entries),
    /// for asking the processor for it ahead (`prefetchLine`): the bits of the array's one
    /// reference, neither retained nor read through.
    var entriesStorage: UnsafeRawPointer { unsafeBitCast(entries, to: UnsafeRawPointer.self) }

    /// The last value written to `slot`, if any.
    func lastValue(_ slot: Int) -> ChangeValue? { entries.last { $0.slot == slot }?.value }
}

/// One write: a slot and its value.
public struct ChangeEntry: Sendable, Equatable {
    /// The value written.
    public let value: ChangeValue
    /// `slot`, in the four bytes after the value's tag: an `Int` after the 17-byte value made
    /// each entry 32 bytes, not 24, and a commit of a large response reads every entry from
    /// memory (BENCHMARKS.md, `scale12`). Slots are the build's field numbers and the store's
    /// numbers of keys it holds, far inside 32 bits.
    private let storedSlot: Int32

    /// The slot written.
    public var slot: Int { Int(storedSlot) }

    /// One write.
    public init(slot: Int, value: ChangeValue) {
        self.value = value
        storedSlot = Int32(slot)
    }
}

/// A value in a change set; links name records by their index in `ChangeSet.records`.
public enum ChangeValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case float(Double)
    case string(String)
    case link(Int)
    case links([Int?])
    case scalars([ScalarValue?])
}

/// A field error placed on the slot it landed on.
public struct PlacedError: Sendable {
    /// Index in `ChangeSet.records`.
    public let record: Int
    /// The slot the error landed on.
    public let slot: Int
    /// The error as stored.
    public let error: FieldError
    /// Under `@catch`: never fails `@throwOnFieldError`.
    public let isCaught: Bool
}

/// A type satisfying a condition (`Robot` is `Named`), learned from `__isNamed`.
public struct Membership: Sendable, Hashable {
    /// The concrete type.
    public let type: TypeID
    /// The condition's type name.
    public let condition: String
}

/// What ingest returns: the change set and the errors no field holds.
public struct IngestResult: Sendable {
    /// What to commit.
    public let changes: ChangeSet
    /// Errors with no path, or whose path reaches no field: they belong to the response.
    public let unplacedErrors: [FieldError]
    /// The envelope's `hasNext`, when present.
    public let hasNext: Bool?
    /// The parts the response announces (2024 incremental shape).
    public let pending: [PendingPart]

    init(changes: ChangeSet, unplacedErrors: [FieldError], hasNext: Bool?, pending: [PendingPart] = []) {
        self.changes = changes
        self.unplacedErrors = unplacedErrors
        self.hasNext = hasNext
        self.pending = pending
    }
}

/// A server page to merge into the client connection record beside it.
public struct ConnectionMerge: Sendable {
    /// Index in `ChangeSet.records` of the connection record (`<parent>:__K_connection`).
    public let connection: Int
    /// Index of the page record (`<parent>:notes(first:2)`).
    public let page: Int
    /// How the page joins the edges already held: appended, prepended or replacing them.
    public let mode: ConnectionMode
    /// The cursor the page was fetched after (append) or before (prepend).
    public let cursor: String?
}

/// An edit a change set asks of the commit, after its entries.
public enum ChangeEdit: Sendable {
    /// Merge a server page into its connection record.
    case merge(ConnectionMerge)
    /// `@appendEdge`/`@prependEdge`/`@appendNode`/`@prependNode`: insert into connections.
    case insert(EdgeInsert)
    /// `@deleteEdge`: remove every edge whose node is an entity with the id.
    case deleteEdge(id: String, connections: [String])
    /// `@deleteRecord`: delete the one live record of any type keyed by the id.
    case deleteRecord(id: String)
}

/// An insert into connections: a payload edge copied into a connection-owned edge, or a
/// node wrapped in a new edge of `edgeType` with a null cursor.
public struct EdgeInsert: Sendable {
    /// Index in `ChangeSet.records` of the payload edge (or of the node, for a node insert).
    public let record: Int
    /// Set for `@appendNode`/`@prependNode`: the edge type to make.
    public let edgeType: TypeID?
    /// The connection records' keys (`connectionID`s).
    public let connections: [String]
    /// At the start (`prepend…`) or the end (`append…`).
    public let atStart: Bool
}
