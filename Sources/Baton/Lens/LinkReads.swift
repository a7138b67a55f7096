/// Link reads for generated accessors.
@_spi(Generated)
@MainActor
extension Anchor {
    /// A nullable link: the child lens for a live record; nil for null, a deleted record,
    /// or missing (logged).
    public func link<Child: Lens>(_ slot: SlotID, as type: Child.Type = Child.self) -> Child? {
        switch record[slot: slot] {
        case .link(let target): return target.isDeleted ? nil : Child(anchor: child(target))
        case .null: return nil
        case .missing: report(.missing, slot); return nil
        default: report(.unexpected, slot); return nil
        }
    }

    /// A non-null link: with no live record (missing, null or deleted) it reads the child
    /// type's placeholder, so the fields below read zero values and only the link is reported.
    public func linkNonNull<Child: Lens>(_ slot: SlotID, type childType: TypeID,
                                         as type: Child.Type = Child.self) -> Child {
        let value = record[slot: slot]
        switch value {
        case .link(let target) where !target.isDeleted: return Child(anchor: child(target))
        case .missing: report(.missing, slot)
        case .link: break
        default: report(.unexpected, slot)
        }
        let placeholder = owner.store?.placeholder(childType)
            ?? Record(key: RecordKey.placeholder(childType.name), type: childType)
        return Child(anchor: child(placeholder))
    }

    /// A nullable plural link: the live records in order (nulls and deleted records dropped).
    public func links<Child: Lens>(_ slot: SlotID, as type: Child.Type = Child.self) -> List<Child>? {
        switch record[slot: slot] {
        case .links(let targets):
            return List(records: targets.compactMap { $0.flatMap { $0.isDeleted ? nil : $0 } },
                        owner: owner, origin: origin)
        case .null: return nil
        case .missing: report(.missing, slot); return nil
        default: report(.unexpected, slot); return nil
        }
    }

    /// A non-null plural link: empty when it holds none (logged as `links` logs).
    public func linksNonNull<Child: Lens>(_ slot: SlotID, as type: Child.Type = Child.self) -> List<Child> {
        if let list = links(slot, as: type) { return list }
        if case .null = record.value(at: slot.index(on: record.type)) { report(.unexpected, slot) }
        return .empty
    }

    /// Whether the record's type satisfies a condition: the build's possible types, or
    /// what a response taught the store.
    public func isMember(of possibleTypes: Set<TypeID>, condition: String) -> Bool {
        possibleTypes.contains(record.type) || (owner.store?.satisfies(record.type, condition) ?? false)
    }
}

/// The lenses of a plural link: a random-access collection over live records in order.
public struct List<Element: Lens>: RandomAccessCollection, Sendable {
    private let records: [Record]
    private let owner: Owner?
    private let origin: Record?

    /// The lenses of `records`, in order, read in `owner`'s scope from `origin`.
    @_spi(Generated)
    public init(records: [Record], owner: Owner, origin: Record) {
        self.records = records
        self.owner = owner
        self.origin = origin
    }

    private init() {
        records = []
        owner = nil
        origin = nil
    }

    /// A list with no elements.
    public static var empty: List<Element> { List() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> Element {
        // Only reachable with elements, so the owner and origin exist.
        Element(anchor: Anchor(record: records[position], owner: owner!, origin: origin))
    }
}
