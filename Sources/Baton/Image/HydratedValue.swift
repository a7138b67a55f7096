/// What a stored value becomes when hydration writes it: a slot's value (links to records)
/// when the fills go straight into memory, or a change set's (links to positions in the set)
/// when the general commit writes them. The two enums' cases meet this as they are.
protocol HydratedValue {
    /// What a link points at in this form.
    associatedtype Target
    static var null: Self { get }
    static func bool(_ value: Bool) -> Self
    static func int(_ value: Int64) -> Self
    static func float(_ value: Double) -> Self
    static func string(_ value: String) -> Self
    static func link(_ target: Target) -> Self
    static func links(_ targets: [Target?]) -> Self
    static func scalars(_ items: [ScalarValue?]) -> Self
}

extension SlotValue: HydratedValue {}
extension ChangeValue: HydratedValue {}

extension StoredValue {
    /// This value as `V`, each link's target (in order) given by `target`, a string not made
    /// yet made from its bytes; nil when missing (or when its bytes are not there).
    /// Consumed, so a value moved out of the fills gives its string or array over uncopied.
    consuming func hydrated<V: HydratedValue>(_ target: (StoredLink) -> V.Target) -> V? {
        switch consume self {
        case .missing: nil
        case .null: V.null
        case .bool(let b): V.bool(b)
        case .int(let i): V.int(i)
        case .float(let f): V.float(f)
        case .string(let s): V.string(s)
        case .text(let bytes, let start, let count):
            if let text = bytes.string(start: start, count: count) { V.string(text) } else { nil }
        case .link(let link): V.link(target(link))
        case .links(let links): V.links(links.map { $0.map(target) })
        // Bound links are only in a made record's kept row, which `slotValue` reads.
        case .record, .records: nil
        case .scalars(let items): V.scalars(items)
        }
    }

    /// A kept value as the availability check weighs it (`Record.checkedValue(at:)`): as
    /// `slotValue()` would make it, but a string not made yet as an empty one (or nil when
    /// its bytes are not there), so nothing is made.
    var checkedSlotValue: SlotValue? {
        if case .text = self { return makesValue ? .string("") : nil }
        return slotValue()
    }

    /// Whether a first read makes a value of this: none for a missing cell, a link never
    /// bound, or a string whose bytes are not there (`slotValue()`).
    @inline(__always)
    var makesValue: Bool {
        switch self {
        case .missing, .link, .links: false
        case .text(let bytes, let start, let count): bytes.holds(start: start, count: count)
        default: true
        }
    }

    /// A made record's kept value as its slot holds it, at its first read; nil when missing,
    /// or when it cannot be made (its bytes not there, a link never bound).
    /// Not main-actor isolated, and without closures: a main-actor closure checks its
    /// executor on every call, and this runs once per value a record keeps.
    consuming func slotValue() -> SlotValue? {
        switch consume self {
        case .missing, .link, .links: nil
        case .null: .null
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .float(let f): .float(f)
        case .string(let s): .string(s)
        case .text(let bytes, let start, let count):
            if let text = bytes.string(start: start, count: count) { .string(text) } else { nil }
        case .record(let target): .link(target)
        case .records(let targets): .links(targets)
        case .scalars(let items): .scalars(items)
        }
    }
}
