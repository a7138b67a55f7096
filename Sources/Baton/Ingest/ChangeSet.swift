/// What a response (or payload) says to write: records by key, their entries, field
/// errors and memberships. Built off the main actor; the store applies it in one commit.
public struct ChangeSet: Sendable {
    /// Records in first-seen order, each with its entries grouped.
    public internal(set) var records: [ChangeRecord] = []
    /// Field errors placed on (record, slot).
    public internal(set) var errors: [PlacedError] = []
    /// Memberships the response taught for types the plan did not list.
    public internal(set) var memberships: [Membership] = []

    public init() {}

    /// Whether it writes nothing.
    public var isEmpty: Bool { records.isEmpty && errors.isEmpty && memberships.isEmpty }
}

/// One record's part of a change set.
public struct ChangeRecord: Sendable {
    public let key: String
    public let type: TypeID
    /// Entries in arrival order; the last entry wins per slot.
    public internal(set) var entries: [ChangeEntry] = []

    public init(key: String, type: TypeID, entries: [ChangeEntry] = []) {
        self.key = key
        self.type = type
        self.entries = entries
    }

    /// The last value written to `slot`, if any.
    func lastValue(_ slot: Int) -> ChangeValue? { entries.last { $0.slot == slot }?.value }
}

/// One write: a slot and its value.
public struct ChangeEntry: Sendable, Equatable {
    public let slot: Int
    public let value: ChangeValue

    public init(slot: Int, value: ChangeValue) {
        self.slot = slot
        self.value = value
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
    public let slot: Int
    public let error: FieldError
    /// Under `@catch`: never fails `@throwOnFieldError`.
    public let isCaught: Bool
}

/// A type satisfying a condition (`Robot` is `Named`), learned from `__isNamed`.
public struct Membership: Sendable, Hashable {
    public let type: TypeID
    public let condition: String
}

/// What ingest returns: the change set and the errors no field holds.
public struct IngestResult: Sendable {
    public let changes: ChangeSet
    /// Errors with no path, or whose path reaches no field: they belong to the response.
    public let unplacedErrors: [FieldError]
    /// The envelope's `hasNext`, when present.
    public let hasNext: Bool?
}
