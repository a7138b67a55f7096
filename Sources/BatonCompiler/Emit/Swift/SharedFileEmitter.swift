import GraphQL

/// Writes the shared file `Baton.baton.swift` (SPEC §4.7): `Types` (digest, format marker,
/// type handles, possible and keyed sets), `Slots` (storage-key constants), generated enums
/// and input objects. Everything is sorted, so the bytes depend only on what is used.
struct SharedFileEmitter {
    let facts: SchemaFacts
    let symbols: SharedSymbols
    let types: SwiftTypes
    let schemaDigest: String

    func emit() -> String {
        // Input objects name enums and other inputs: collect them to a fixed point first.
        var inputsDone: Set<String> = []
        var inputBlocks: [String: [String]] = [:]
        while let next = symbols.inputs.subtracting(inputsDone).sorted(by: Self.byteOrder).first {
            inputsDone.insert(next)
            if let type = facts.type(next) { inputBlocks[next] = InputObjectEmitter(facts: facts, types: types).emit(type) }
        }
        var lines = [SwiftEmitter.header("the schema"), "@_spi(Generated) import Baton", ""]
        lines += typesEnum()
        lines.append("")
        lines += slotsEnum()
        if symbols.usesPresence { lines += [""] + presence() }
        for name in symbols.enums.sorted(by: Self.byteOrder) {
            guard let type = facts.type(name) else { continue }
            lines.append("")
            lines += EnumEmitter().emit(type)
        }
        for name in inputsDone.sorted(by: Self.byteOrder) {
            lines.append("")
            lines += inputBlocks[name] ?? []
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    private func typesEnum() -> [String] {
        var lines = ["/// Interned type handles and what the build knows of the schema.", "nonisolated enum Types {",
                     "    static let schemaDigest = " + SwiftNames.literal(schemaDigest),
                     "    static let format = Format1.self"]
        // Sets name their members' handles: register those before listing the handles.
        let possible = symbols.possibleSets.sorted(by: Self.byteOrder).map { name in
            (name, facts.possibleTypes(name).filter { $0 != name }.map { facts.storeName($0) })
        }
        let keyed = symbols.keyedSets.sorted(by: Self.byteOrder).map { name in
            (name, facts.possibleTypes(name).filter { facts.identity(of: $0)?.count == 1 }.map { facts.storeName($0) })
        }
        for (_, members) in possible + keyed { for member in members { _ = symbols.type(member) } }
        for name in symbols.types.sorted(by: Self.byteOrder) {
            lines.append("    static let " + SwiftNames.typeMember(name) + " = TypeID(" + SwiftNames.literal(name) + ")")
        }
        for (name, members) in possible {
            lines.append("    static let " + name + "_possible: Set<TypeID> = " + set(members))
        }
        for (name, members) in keyed {
            lines.append("    static let " + name + "_keyed: Set<TypeID> = " + set(members))
        }
        lines.append("}")
        return lines
    }

    private func set(_ members: [String]) -> String {
        "[" + members.sorted(by: Self.byteOrder).map(SwiftNames.typeMember).joined(separator: ", ") + "]"
    }

    private func slotsEnum() -> [String] {
        var lines = ["/// Storage-key constants: numbered by the process on first use (SPEC §5.2).", "nonisolated enum Slots {"]
        for type in symbols.slots.keys.sorted(by: Self.byteOrder) {
            lines.append("    nonisolated enum " + SwiftNames.typeMember(type) + " {")
            let constants = symbols.slots[type] ?? [:]
            for name in constants.keys.sorted(by: Self.byteOrder) {
                lines.append("        static let " + SwiftNames.member(name) + " = " + (constants[name] ?? ""))
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    private func presence() -> [String] {
        ["extension Anchor {",
         "    /// Whether a slot holds a value: a deferred part has arrived.",
         "    @MainActor func holds(_ slot: SlotID) -> Bool {",
         "        if case .missing = record[slot: slot.index(on: record.type)] { return false }",
         "        return true",
         "    }",
         "}"]
    }
}
