import Foundation
import GraphQL

/// Writes the shared file `Baton.baton.swift`: `Types` (digest, format marker,
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
        if symbols.usesPresence || symbols.usesPresentTest || symbols.usesConditionLens {
            lines += [""] + anchorHelpers()
        }
        if symbols.usesKeeping { lines += [""] + keeping() }
        if symbols.usesRecordLens {
            lines += ["", "/// A lens that only holds its anchor: `@inline` values read their links through it.",
                      "struct RecordLens: Lens {", "    let anchor: Anchor", "    init(anchor: Anchor) { self.anchor = anchor }", "}"]
        }
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

    /// Whether `a` sorts before `b` by their UTF-8 bytes: compared in place with `memcmp` (the
    /// shared file sorts its few hundred type names several times; comparing the views a byte
    /// at a time cost about 250 instructions a comparison).
    static func byteOrder(_ a: String, _ b: String) -> Bool {
        let inPlace = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order == 0 ? left.count < right.count : order < 0
            }
        }
        if let inPlace = inPlace ?? nil { return inPlace }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

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
        let transient = transientTypes()
        for (_, members) in possible + keyed { for member in members { _ = symbols.type(member) } }
        for member in transient { _ = symbols.type(member) }
        for name in symbols.types.sorted(by: Self.byteOrder) {
            lines.append("    static let " + SwiftNames.typeMember(name) + " = TypeID(" + SwiftNames.literal(name) + ")")
        }
        for (name, members) in possible {
            lines.append("    static let " + name + "_possible: Set<TypeID> = " + set(members))
        }
        for (name, members) in keyed {
            lines.append("    static let " + name + "_keyed: Set<TypeID> = " + set(members))
        }
        // Named whenever baton.json lists transient types: every operation's plan names it.
        if !facts.config.transient.types.isEmpty {
            lines.append("    /// Types whose records never reach the image (`transient` in baton.json).")
            lines.append("    static let transient: Set<TypeID> = " + set(transient))
        }
        lines.append("}")
        return lines
    }

    /// The configured transient types, an interface standing for its implementers.
    private func transientTypes() -> [String] {
        Set(facts.config.transient.types.flatMap { facts.possibleTypes($0) }.map { facts.storeName($0) })
            .sorted(by: Self.byteOrder)
    }

    private func set(_ members: [String]) -> String {
        "[" + members.sorted(by: Self.byteOrder).map(SwiftNames.typeMember).joined(separator: ", ") + "]"
    }

    private func slotsEnum() -> [String] {
        var lines = ["/// Storage-key constants: numbered by the process on first use.", "nonisolated enum Slots {"]
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

    /// Small reads generated code shares; each is written only when some lens uses it.
    private func anchorHelpers() -> [String] {
        var blocks: [[String]] = []
        // Keys with variables (`Anchor.slot(_:_:)`) and spreads with arguments
        // (`Anchor.spread(arguments:)`) are the runtime's: a scope renders each key once.
        if symbols.usesConditionLens {
            blocks.append(["    /// This record's lens of another shape when its type is `type` (a concrete condition).",
                           "    @MainActor func lens<Other: Lens>(ifType type: TypeID) -> Other? {",
                           "        record.type == type ? Other(anchor: self) : nil",
                           "    }",
                           "",
                           "    /// This record's lens of another shape when its type satisfies an abstract condition.",
                           "    @MainActor func lens<Other: Lens>(ifMemberOf types: Set<TypeID>, _ condition: String) -> Other? {",
                           "        isMember(of: types, condition: condition) ? Other(anchor: self) : nil",
                           "    }"])
        }
        if symbols.usesPresence {
            blocks.append(["    /// Whether a slot holds a value: a deferred part has arrived.",
                           "    @MainActor func holds(_ slot: SlotID) -> Bool {",
                           "        if case .missing = record[slot: slot.index(on: record.type)] { return false }",
                           "        return true",
                           "    }"])
        }
        if symbols.usesPresentTest {
            blocks.append(["    /// Whether a slot holds a non-null value (a link: to a live record), for `@required`.",
                           "    @MainActor func present(_ slot: SlotID) -> Bool {",
                           "        switch record[slot: slot.index(on: record.type)] {",
                           "        case .missing, .null: false",
                           "        case .link(let target): !target.isDeleted",
                           "        default: true",
                           "        }",
                           "    }"])
        }
        return ["extension Anchor {"] + blocks.joined(separator: [""]) + ["}"]
    }

    private func keeping() -> [String] {
        ["extension List {",
         "    /// The elements a test keeps: a bubbling `@required` drops the rest.",
         "    @MainActor func keeping(_ isKept: (Element) -> Bool) -> List<Element> {",
         "        let kept = filter(isKept)",
         "        guard let first = kept.first else { return .empty }",
         "        return List(records: kept.map(\\.anchor.record), owner: first.anchor.owner, origin: first.anchor.origin)",
         "    }",
         "}"]
    }
}
