/// A schema type, interned by name once per process (SPEC §5.2).
///
/// Two `TypeID`s are equal exactly when their names are. Creating one is a locked
/// dictionary lookup; generated code keeps them in `static let`s.
public struct TypeID: Sendable, Hashable, CustomStringConvertible {
    /// The dense process-wide number of the type.
    public let number: Int32

    /// Interns `name` (once per process) and returns its id.
    public init(_ name: String) { self = TypeRegistry.shared.intern(name) }

    init(number: Int32) { self.number = number }

    /// The type's name.
    public var name: String { TypeRegistry.shared.name(of: self) }

    /// The type's name.
    public var description: String { name }

    /// The query root's type: the store names it `Query` whatever the schema calls it.
    public static let query = TypeID("Query")
    /// The mutation root's type.
    public static let mutation = TypeID("Mutation")
    /// The subscription root's type.
    public static let subscription = TypeID("Subscription")
}

/// The process-wide table of type names. Thread-safe; it only grows.
public final class TypeRegistry: Sendable {
    /// The one registry of the process.
    public static let shared = TypeRegistry()

    private struct Table {
        var numbers: [String: Int32] = [:]
        var names: [String] = []
    }
    private let table = Locked(Table())

    /// The id of `name`, assigning the next number on first sight.
    public func intern(_ name: String) -> TypeID {
        table.withLock { t in
            if let n = t.numbers[name] { return TypeID(number: n) }
            let n = Int32(t.names.count)
            t.names.append(name)
            t.numbers[name] = n
            return TypeID(number: n)
        }
    }

    /// The id of `name` if it was ever interned.
    public func lookup(_ name: String) -> TypeID? {
        table.withLock { t in t.numbers[name].map { TypeID(number: $0) } }
    }

    /// Every type interned so far, in order.
    public var allTypes: [TypeID] {
        table.withLock { t in (0..<Int32(t.names.count)).map { TypeID(number: $0) } }
    }

    /// The name of an interned type.
    public func name(of type: TypeID) -> String {
        table.withLock { t in t.names[Int(type.number)] }
    }
}
