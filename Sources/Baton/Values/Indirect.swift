/// Holds a value out of line, so a generated input object can contain itself.
///
/// A Swift struct cannot hold a field of its own type: its size would be infinite. A schema
/// input object may (`input Filter { and: Filter }`), so the generated struct stores such a
/// field in an `Indirect`, which keeps the value in a shared immutable box; the property
/// reads and writes like a plain stored one:
///
/// ```swift
/// let filter = Filter(name: "Rick", and: Filter(name: "Morty"))
/// filter.and?.name  // "Morty"
/// ```
///
/// It is a property wrapper too: `@Indirect var and: Filter?` in a type of your own.
///
/// Copies share the box until one is assigned a new value (then it gets its own), so a copy
/// is O(1). Equality and hashing are the value's.
@propertyWrapper
public struct Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Boxes `wrappedValue`.
    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
