/// The id a hydrated record's key holds, for the store's identity index.
///
/// Almost every entity key is `Type:id` with no escape and no further `:`: its id is the
/// key's tail, taken as a slice of the key (an id of up to 15 bytes is then a small string:
/// no allocation). Any other key is read by `RecordKey.identity`, which states the rule.
enum HydrationIdentity {
    /// The id `key` holds as a key of `type`; nil when it is not a single-value entity key.
    static func id(in key: String, type: String) -> String? {
        let utf8 = key.utf8
        guard utf8.count > type.utf8.count, utf8.starts(with: type.utf8) else { return nil }
        let colon = utf8.index(utf8.startIndex, offsetBy: type.utf8.count)
        guard utf8[colon] == UInt8(ascii: ":") else { return nil }
        let start = utf8.index(after: colon)
        for byte in utf8[start...] where byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ":") {
            return RecordKey.identity(of: key, type: type)
        }
        return String(key[start...])
    }
}
