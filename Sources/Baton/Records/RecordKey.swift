/// The rules that make record keys. A key never renames: it is the key fields' values at
/// write time, or the path the object was found at.
///
/// The key spaces are disjoint by construction, so no response can name a record of another
/// kind:
/// - an entity key starts with its type's name, which is a GraphQL name other than `client`
///   (ingest rejects any other `__typename`), and every value in it has `\` and `:` escaped,
///   so it holds exactly one unescaped `:` per key value;
/// - a path key is its parent's key, then `:` and the storage key: one unescaped `:` more than
///   any entity key of the parent's type can hold;
/// - the store's own keys (roots, placeholders) start with `client:`.
/// An ordinary id (no `:`, no `\`) is written as it is, so `Character:1` keeps its text.
public enum RecordKey {
    /// The prefix of every key the store makes for itself; no type may be named `client`.
    public static let reservedPrefix = "client:"
    /// The query root's key.
    public static let queryRoot = "client:root"
    /// The mutation root's key.
    public static let mutationRoot = "client:root:mutation"
    /// The subscription root's key.
    public static let subscriptionRoot = "client:root:subscription"

    /// An entity: `Type:v1[:v2…]`, each value with `\` and `:` escaped by `\`, so no two
    /// value lists meet and no id reads as a path (`Character:1\:pal` is not the path key
    /// `Character:1:pal`).
    public static func entity(_ type: String, _ values: [String]) -> String {
        var out = type
        for value in values {
            out.append(":")
            append(escaping: value, to: &out)
        }
        return out
    }

    /// A single-value entity key, `Type:value`, as `entity(type, [value])` spells it; an
    /// ordinary id is copied once into the key, with no array and no appends.
    public static func entity(_ type: String, _ value: String) -> String {
        guard !needsEscaping(value) else { return entity(type, [value]) }
        var type = type, value = value
        return type.withUTF8 { type in
            value.withUTF8 { value in
                String(unsafeUninitializedCapacity: type.count + 1 + value.count) { out in
                    var end = out.initialize(fromContentsOf: type)
                    out[end] = UInt8(ascii: ":")
                    end += 1
                    end += UnsafeMutableBufferPointer(rebasing: out[end...]).initialize(fromContentsOf: value)
                    return end
                }
            }
        }
    }

    /// `value` as an entity key spells it (`\\` and `:` escaped; an ordinary id as it is).
    public static func keyValue(_ value: String) -> String {
        var out = ""
        append(escaping: value, to: &out)
        return out
    }

    /// The value of a single-value entity key of `type` (unescaped), or nil when `key` is
    /// a path key, a composite key, or the key of another type.
    ///
    /// Almost every entity key is `Type:id` with no escape and no further `:`: its id is then
    /// the key's tail, read from the key's bytes in place (an id of up to 15 bytes is a small
    /// string, so nothing is allocated). Only a key holding `\` or `:` after the type is
    /// unescaped byte by byte.
    public static func identity(of key: String, type: String) -> String? {
        // Compared and scanned as bytes in place (native strings are contiguous UTF-8).
        var key = key, type = type
        return key.withUTF8 { key in type.withUTF8 { type in identity(of: key, type: type) } }
    }

    private static func identity(of key: UnsafeBufferPointer<UInt8>, type: UnsafeBufferPointer<UInt8>) -> String? {
        let n = type.count
        guard key.count > n, key[n] == UInt8(ascii: ":"), key[..<n].elementsEqual(type) else { return nil }
        let id = UnsafeBufferPointer(rebasing: key[(n + 1)...])
        guard id.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ":") }) else {
            return String(decoding: id, as: UTF8.self)
        }
        return unescaped(id)
    }

    /// An escaped key value read back; nil when it holds an unescaped `:` (it is a path or
    /// composite key) or ends inside an escape.
    private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var value: [UInt8] = []
        value.reserveCapacity(bytes.count)
        var escaped = false
        for byte in bytes {
            if escaped {
                value.append(byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: ":") {
                return nil
            } else {
                value.append(byte)
            }
        }
        return escaped ? nil : String(decoding: value, as: UTF8.self)
    }

    /// An object without its key: `parent:storageKey`, then `:index` for an element of a
    /// plural link, then `:ConcreteType` under an abstract selection.
    public static func path(parent: String, storageKey: String, index: Int? = nil,
                            concreteType: String? = nil) -> String {
        var out = parent + ":" + storageKey
        if let index { out += ":" + String(index) }
        if let concreteType { out += ":" + concreteType }
        return out
    }

    /// The placeholder behind a non-null link that has no record: one per type.
    public static func placeholder(_ type: String) -> String { "client:placeholder:" + type }

    /// Whether `name` may name a type in a key: a GraphQL name (`[_A-Za-z][_0-9A-Za-z]*`)
    /// other than `client`, whose keys would enter the store's own space.
    public static func isTypeName<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        guard let first = name.first, isNameStart(first) else { return false }
        guard name.dropFirst().allSatisfy({ isNameStart($0) || ($0 >= 0x30 && $0 <= 0x39) }) else { return false }
        return !name.elementsEqual("client".utf8)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Whether a key value holds `\` or `:`, which an entity key escapes.
    private static func needsEscaping(_ value: String) -> Bool {
        // Over the bytes in place where the string has them contiguous (every native one).
        value.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ":") { return true }
            return false
        } ?? value.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ":") }
    }

    private static func append(escaping value: String, to out: inout String) {
        guard needsEscaping(value) else {
            out += value
            return
        }
        for ch in value.unicodeScalars {
            if ch == "\\" || ch == ":" { out.append("\\") }
            out.unicodeScalars.append(ch)
        }
    }
}
