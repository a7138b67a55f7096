/// The variable scope a lens reads under (SPEC §5.10): it knows the store to report
/// missing and unexpected data to, and the variables its keys were rendered with.
@_spi(Generated)
@MainActor
public final class Owner: Sendable {
    /// The store reads report to; weak, so a lens held past its store reads and reports nothing.
    public private(set) weak var store: Store?
    /// The variables of the scope.
    public let variables: [String: JSONValue]
    /// Whether a root holds this scope; a hand-made lens has none and is never healed.
    public let isRooted: Bool
    /// Set by the handle that owns the scope: told of a missing read, it heals its root once
    /// and answers true, or answers false when the heal already ran (the read is unexpected).
    var onMissing: (@MainActor () -> Bool)?
    /// A refetched scope's claim on its query's root: the data lives while a lens reads it.
    var retention: Retention?

    /// A scope over `store`; `isRooted` says whether a root holds it.
    public init(store: Store?, variables: [String: JSONValue] = [:], isRooted: Bool = false) {
        self.store = store
        self.variables = variables
        self.isRooted = isRooted
    }
}

/// What a lens holds: its record, its owner (scope) and its origin (the record where the
/// enclosing fragment starts). Equal when all three are the same objects.
@_spi(Generated)
public struct Anchor: Sendable, Equatable {
    public let record: Record
    public let owner: Owner
    public let origin: Record

    public init(record: Record, owner: Owner, origin: Record? = nil) {
        self.record = record
        self.owner = owner
        self.origin = origin ?? record
    }

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.record === rhs.record && lhs.owner === rhs.owner && lhs.origin === rhs.origin
    }

    /// An anchor on another record in the same fragment (a nested link).
    public func child(_ record: Record) -> Anchor { Anchor(record: record, owner: owner, origin: origin) }

    /// An anchor for a spread fragment: it starts here.
    public func spread() -> Anchor { Anchor(record: record, owner: owner, origin: record) }
}
