/// What the per-source outputs name from the shared file, collected while they are emitted:
/// type handles, possible-type sets, storage-key constants, enums and input objects.
final class SharedSymbols {
    /// Store type names that need a `TypeID`.
    private(set) var types: Set<String> = []
    /// Abstract types whose `_possible` set is named.
    private(set) var possibleSets: Set<String> = []
    /// Abstract types whose `_keyed` set is named.
    private(set) var keyedSets: Set<String> = []
    /// Per store type: constant name → its Swift initializer.
    private(set) var slots: [String: [String: String]] = [:]
    /// Schema enums used.
    private(set) var enums: Set<String> = []
    /// Input objects used.
    private(set) var inputs: Set<String> = []
    /// Whether a deferred spread tests presence (the shared file then declares `holds`).
    var usesPresence = false
    /// Whether a lens's `satisfied` tests that a slot holds a non-null value.
    var usesPresentTest = false
    /// Whether a lens has `as<Type>` conditions (the shared file then declares `lens(ifType:)`).
    var usesConditionLens = false
    /// Whether an `@inline` value reads links (the shared file then declares `RecordLens`).
    var usesRecordLens = false
    /// Whether a list drops elements whose lens is not satisfied.
    var usesKeeping = false

    /// `Types.<Name>`, registering the handle.
    func type(_ name: String) -> String {
        types.insert(name)
        return "Types." + SwiftNames.typeMember(name)
    }

    /// `Types.<Name>_possible`, registering the set.
    func possible(_ name: String) -> String {
        types.insert(name)
        possibleSets.insert(name)
        return "Types." + name + "_possible"
    }

    /// `Types.<Name>_keyed`, registering the set.
    func keyed(_ name: String) -> String {
        types.insert(name)
        keyedSets.insert(name)
        return "Types." + name + "_keyed"
    }

    func useEnum(_ name: String) { enums.insert(name) }

    func useInput(_ name: String) { inputs.insert(name) }

    /// The `Slots` constant of a fixed storage key: `Slots.<Type>.<field>` without
    /// arguments, `<field>_<6 hex>` with them.
    func slot(type: String, field: String, fixed text: String) -> String {
        let initializer = "SlotID(" + self.type(type) + ", " + SwiftNames.literal(text) + ")"
        let base = text == field ? field : field + "_" + Self.shortHash(text)
        return register(type: type, base: base, initializer: initializer, hashOf: text)
    }

    /// The `Slots` constant of a dynamic key's description (`DynamicKey(…)`).
    func dynamicKey(type: String, field: String, arguments: [DynamicArgumentText]) -> String {
        let initializer = SwiftPlanText.dynamicKey(field: field, arguments: arguments)
        return register(type: type, base: field + "_" + Self.shortHash(initializer), initializer: initializer,
                        hashOf: initializer)
    }

    private func register(type: String, base: String, initializer: String, hashOf text: String) -> String {
        var name = base
        var table = slots[type] ?? [:]
        // A clash between different keys (a field named like another's constant) takes a longer hash.
        if let existing = table[name], existing != initializer {
            name = base + "_" + String(DigestAlgorithm.md5.hex(text).prefix(12))
        }
        table[name] = initializer
        slots[type] = table
        return "Slots." + SwiftNames.typeMember(type) + "." + SwiftNames.member(name)
    }

    /// A short hash of a key's text: six lowercase hex digits of its MD5.
    static func shortHash(_ text: String) -> String {
        String(DigestAlgorithm.md5.hex(text).prefix(6))
    }
}
