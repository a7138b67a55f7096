/// A schema type, interned by name.
///
/// Two `TypeID`s are equal exactly when their names are. A type the build names
/// (`TypeID("Character")`, kept in generated `static let`s) is interned once per process and
/// kept. A `__typename` only a response named is interned for the stores that met it and
/// forgotten when the last of them ends, so a server cannot grow the process's memory with
/// type names (see ``TypeRegistry``).
public struct TypeID: Sendable, Hashable, CustomStringConvertible {
    /// The type's number: dense from 0 for types the build names; from
    /// `TypeRegistry.scopedBase` up, never reused, for types only responses named.
    public let number: Int32

    /// Interns `name` for the life of the process and returns its id.
    public init(_ name: String) { self = TypeRegistry.shared.intern(name) }

    init(number: Int32) { self.number = number }

    /// The type's name; empty for a response's type whose stores have all ended.
    public var name: String { TypeRegistry.shared.name(of: self) }

    /// The type's name.
    public var description: String { name }

    /// Whether the type was first met in a response, not named by the build. Such types
    /// share one slot numbering (`SlotRegistry`), so they need no table of their own.
    var isScoped: Bool { number >= TypeRegistry.scopedBase }

    /// The query root's type: the store names it `Query` whatever the schema calls it.
    public static let query = TypeID("Query")
    /// The mutation root's type.
    public static let mutation = TypeID("Mutation")
    /// The subscription root's type.
    public static let subscription = TypeID("Subscription")
}

/// The process-wide table of type names. Thread-safe.
///
/// - Types the build names are kept for the life of the process (their number is their
///   index).
/// - Types a response named and the build did not are *scoped*: each store that meets one
///   holds it (at most ``scopedLimitPerStore`` per store) and releases it when it ends, and
///   the name is forgotten when no store holds it. Their numbers are never reused, so a
///   stale id can never name another type. If the build names a scoped type later, it is
///   kept from then on under the same number.
public final class TypeRegistry: Sendable {
    /// The one registry of the process.
    public static let shared = TypeRegistry()
    /// The first number of scoped types.
    static let scopedBase: Int32 = 1 << 30
    /// How many types only responses named one store may hold: beyond, a response is
    /// malformed.
    public static let scopedLimitPerStore = 10_000

    private struct Table {
        var numbers: [String: Int32] = [:]
        var names: [String] = []
        /// Scoped types: name and the number of stores holding them (`nil` once kept).
        var scoped: [Int32: (name: String, holders: Int?)] = [:]
        var nextScoped = TypeRegistry.scopedBase
    }
    private let table = Locked(Table())

    /// The id of `name`, kept for the life of the process (a scoped type becomes kept).
    public func intern(_ name: String) -> TypeID {
        table.withLock { t in
            if let n = t.numbers[name] {
                if t.scoped[n] != nil { t.scoped[n]?.holders = nil }
                return TypeID(number: n)
            }
            // The build names at most a few thousand types; the count never nears Int32.max.
            let n = Int32(truncatingIfNeeded: t.names.count)
            t.names.append(name)
            t.numbers[name] = n
            return TypeID(number: n)
        }
    }

    /// The id of `name` for a store that met it in a response: a known type as it is, else a
    /// scoped type the store now holds (`holding` says whether it took a new hold). Nil when
    /// the scoped numbers are spent (after about a billion distinct names).
    func scopedType(_ name: String) -> (type: TypeID, holding: Bool)? {
        table.withLock { t in
            if let n = t.numbers[name] {
                guard let entry = t.scoped[n], let holders = entry.holders else { return (TypeID(number: n), false) }
                t.scoped[n] = (name, holders + 1)
                return (TypeID(number: n), true)
            }
            guard t.nextScoped < Int32.max else { return nil }
            let n = t.nextScoped
            t.nextScoped += 1
            t.numbers[name] = n
            t.scoped[n] = (name, 1)
            return (TypeID(number: n), true)
        }
    }

    /// A store lets go of the scoped types it held; a name no store holds is forgotten.
    func release(_ types: some Sequence<TypeID>) {
        table.withLock { t in
            for type in types {
                guard let entry = t.scoped[type.number], let holders = entry.holders else { continue }
                if holders > 1 {
                    t.scoped[type.number] = (entry.name, holders - 1)
                } else {
                    t.scoped[type.number] = nil
                    t.numbers[entry.name] = nil
                }
            }
        }
    }

    /// The id of `name` if it is known (kept, or held by a store).
    public func lookup(_ name: String) -> TypeID? {
        table.withLock { t in t.numbers[name].map { TypeID(number: $0) } }
    }

    /// The name of a type; empty for a scoped type no store holds any more.
    public func name(of type: TypeID) -> String {
        table.withLock { t in
            if type.number >= 0 && Int(type.number) < t.names.count { return t.names[Int(type.number)] }
            return t.scoped[type.number]?.name ?? ""
        }
    }
}
