/// A record the response names again, with the same values (a character in every cast list),
/// is only compared: while each entry read equals the one the change set holds at the same
/// position, it is counted, not built. No entry array is made for the object, and at its end
/// the held entries are the result (writing an equal list over them changes nothing). The first
/// entry that differs, a link, or a member given twice turns the object back into the usual
/// one: the counted prefix is copied from the held entries (equal to what was read), and reading
/// goes on as for any object.
///
/// Equal means the same bits, not `==`: a string counts only when it is the held `String`
/// itself (`readString(reusing:)` returns it for the same bytes), so a string spelled in
/// another normalization is written as the old path wrote it. Each repetition used to build an
/// array of entries and free the one it replaced (`overwrite`, 3.5 M instructions per ingest
/// of the fixture).
extension ResponseReader {
    /// Adds an entry to the object's list, or counts it while the object matches its held record.
    ///
    /// The held entry is compared where it lies, in this mutating method: a non-mutating
    /// helper cost a `memcpy` of the reader per entry (callgrind), half of what this saves.
    @inline(__always)
    mutating func add(_ entry: ChangeEntry, to object: inout ObjectState) {
        if object.matching {
            if let earlier = object.earlier, object.matched < changes.records[earlier].entries.count,
               changes.records[earlier].entries[object.matched].slot == entry.slot,
               changes.records[earlier].entries[object.matched].value.isSameScalar(as: entry.value) {
                object.matched += 1
                return
            }
            buildEntries(&object)
        }
        if object.entries.isEmpty { object.entries.reserveCapacity(object.variant.fields.count) }
        object.entries.append(entry)
    }

    /// Ends counting: the object's entries become the counted prefix of the held ones.
    mutating func buildEntries(_ object: inout ObjectState) {
        guard object.matching, let earlier = object.earlier else { return }
        object.matching = false
        var entries: [ChangeEntry] = []
        entries.reserveCapacity(object.variant.fields.count)
        entries.append(contentsOf: changes.records[earlier].entries[..<object.matched])
        object.entries = entries
    }
}

extension ChangeValue {
    /// Whether both are the same scalar, bit for bit: a string only when both are one `String`
    /// (the same storage, or the same small-string bits), so no canonical equivalence hides a
    /// different spelling. Links and lists never match (the caller builds the entries).
    func isSameScalar(as other: ChangeValue) -> Bool {
        // One value at a time, not a switch over the pair (which copied and retained both).
        switch self {
        case .null: if case .null = other { return true }
        case .bool(let a): if case .bool(let b) = other { return a == b }
        case .int(let a): if case .int(let b) = other { return a == b }
        case .float(let a): if case .float(let b) = other { return a.bitPattern == b.bitPattern }
        case .string(let a): if case .string(let b) = other { return Self.sameBits(a, b) }
        case .link, .links, .scalars: break
        }
        return false
    }

    /// A `String` is two words (its storage reference or small-string bytes, and its count and
    /// flags); equal words are the same text in the same bytes. Read without retaining.
    private static func sameBits(_ a: String, _ b: String) -> Bool {
        // A `String` of another size (32-bit watchOS) is never called the same: the values are
        // then written as they were before this comparison, which is only slower.
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
        let x = unsafeBitCast(a, to: (UInt64, UInt64).self)
        let y = unsafeBitCast(b, to: (UInt64, UInt64).self)
        return x == y
    }
}
