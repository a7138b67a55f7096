/// The rules that make record keys (SPEC §5.1). A key never renames: it is the key
/// fields' values at write time, or the path the object was found at.
public enum RecordKey {
    /// The query root's key.
    public static let queryRoot = "client:root"
    /// The mutation root's key.
    public static let mutationRoot = "client:root:mutation"
    /// The subscription root's key.
    public static let subscriptionRoot = "client:root:subscription"

    /// An entity: `Type:value` for one key field (written raw), `Type:v1:v2` for several,
    /// each value with `\` and `:` escaped by `\` so no two value lists meet.
    public static func entity(_ type: String, _ values: [String]) -> String {
        if values.count == 1 { return type + ":" + values[0] }
        var out = type
        for value in values {
            out.append(":")
            for ch in value.unicodeScalars {
                if ch == "\\" || ch == ":" { out.append("\\") }
                out.unicodeScalars.append(ch)
            }
        }
        return out
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
}
