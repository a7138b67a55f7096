import Foundation

/// An object spelled byte for byte like the one that last wrote its record is that write again,
/// and is skipped without reading its members.
///
/// 5,347 of the fixture's 6,482 objects are a character in a cast list written exactly as in
/// the cast list before. Each was read member by member, its strings compared in place with
/// the held ones (~4,500 instructions an object, callgrind). Here, once the object's id has
/// found the record it names (`RecordsByID`), its bytes are compared (`memcmp`) with the
/// bytes of the object that last wrote that record; equal, the reader moves past them.
/// An id that is the object's first member is tried before any state is built for the object
/// (`leadingRepeat`), against the first record under the id's hash tag without reading that
/// record (equal bytes spell the same id); an id further on, when the reader meets it.
///
/// Why the skip is the read it replaces:
/// - the same bytes under the same variant and type read to the same entries, and writing a
///   record's last entries again over it changes nothing (each slot gets the value it holds);
/// - only a variant of scalars (no link, no edge edit) is recognised, so nothing below the
///   object and no edit list depends on where it stands; its key is its id, not its path;
/// - the bytes were read once, grammar and all, so the same bytes are as well formed;
/// - every object that writes a record replaces or clears the record's span here (the end of
///   `readMembers`, the one place an ingest writes entries), so a span is always the last
///   write's.
/// The spans are offsets into one buffer: a reader given several buffers (incremental items)
/// keeps none.
struct RepeatedSpans {
    /// The object that last wrote each record, by change record index, in one word: where its
    /// bytes start (after `{`) in the high 32 bits, how many there are (through `}`) in the
    /// next 16, and its shape (`shapes`' index + 1; 0: no writer its bytes can stand for) in
    /// the low 16. An optional of the offsets, the variant and the type took 40 bytes a
    /// record: at 16× the fixture the list outgrew the processor's cache, and every repeat
    /// cost a miss in it (BENCHMARKS.md, `ingest8`).
    private var writers: [UInt64] = []
    /// The variants (by identity: the resolution holds every variant for the life of the
    /// ingest) and types objects were read under; a response has a few.
    private var shapes: [(variant: ObjectIdentifier, type: TypeID)] = []
    /// The shape `wrote` last found (0: none yet).
    private var lastShape = 0
    /// Off for a reader that reads more than one buffer, or a buffer too long for the offsets.
    let isOn: Bool

    /// Shapes told apart; objects read under more are not recognised (read in full).
    static let shapeLimit = 64
    /// Bytes of the longest object recognised; a longer one is read in full.
    static let lengthLimit = 0xFFFF

    /// `expected`: the records the response is thought to hold (room is made for them, as
    /// for the change set's records, so the list is not copied as it grows). `byteCount`: the
    /// buffer's length.
    init(isOn: Bool, expected: Int, byteCount: Int) {
        self.isOn = isOn && byteCount <= Int(UInt32.max)
        if self.isOn { writers.reserveCapacity(expected) }
    }

    /// Notes that `record` was last written by the object at `start..<end` (after its `{`,
    /// through its `}`), or, with `start` nil, by one its bytes cannot stand for.
    mutating func wrote(_ record: Int, start: Int?, end: Int, variant: ResolvedVariant, type: TypeID) {
        guard isOn else { return }
        guard let start, end - start <= Self.lengthLimit, let shape = shape(variant, type) else {
            if record < writers.count { writers[record] = 0 }
            return
        }
        // Records are made in order, so this is usually one append (a `repeatElement` cost
        // ~130 instructions a record, callgrind).
        while record >= writers.count { writers.append(0) }
        writers[record] = UInt64(start) << 32 | UInt64(end - start) << 16 | UInt64(shape)
    }

    /// The shape number (index + 1) of `variant` and `type`, made on first sight; nil past
    /// `shapeLimit`.
    private mutating func shape(_ variant: ResolvedVariant, _ type: TypeID) -> Int? {
        let id = ObjectIdentifier(variant)
        // Objects of one shape come in runs (a cast list): the last one is tried first.
        if lastShape > 0, shapes[lastShape - 1].variant == id, shapes[lastShape - 1].type == type { return lastShape }
        for k in shapes.indices where shapes[k].variant == id && shapes[k].type == type {
            lastShape = k + 1
            return lastShape
        }
        guard shapes.count < Self.shapeLimit else { return nil }
        shapes.append((id, type))
        lastShape = shapes.count
        return lastShape
    }

    /// Where the object starting at `start` (after its `{`) ends, when its bytes are those of
    /// the object that last wrote `record` under the same variant and type; nil otherwise.
    func endOfRepeat(_ record: Int, at start: Int, variant: ResolvedVariant, type: TypeID,
                     in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard record < writers.count else { return nil }
        let writer = writers[record]
        let shape = Int(writer & 0xFFFF)
        guard shape != 0, shapes[shape - 1].variant == ObjectIdentifier(variant),
              shapes[shape - 1].type == type else { return nil }
        let writerStart = Int(writer >> 32), count = Int(writer >> 16 & 0xFFFF)
        // Both ranges lie inside the buffer: the writer's was read from it, and the new one is
        // checked here before any byte of it is loaded.
        guard count <= bytes.count - start, let base = bytes.baseAddress else { return nil }
        // The C library's compare: an object is ~130 bytes, which it takes 32 at a time.
        return memcmp(base + start, base + writerStart, count) == 0 ? start + count : nil
    }
}

/// What an object's leading id told before the object was read.
enum LeadingID {
    /// The object repeats the last write of `record` and ends at `end`: skip it.
    case repeated(record: Int, end: Int)
    /// The id token at `token` names `record` (nil: one the response has not named, or an id
    /// the lookup by bytes leaves to the key path), and the object is not a repeat: read it.
    case looked(record: Int?, token: Int)
}

extension ResponseReader {
    /// The record an object's id names and whether the object repeats that record's last
    /// write, tried before any state is built for it when its first member is its id, spelled
    /// `"id":` with no space (the usual compact response); nil when not tried (a later id is
    /// tried as it is read). Inlined into the object loop, its one caller: as a call, its
    /// result was built in memory for every object (callgrind).
    @inline(__always)
    mutating func leadingRepeat(of variant: ResolvedVariant, type: TypeID, typeName: String,
                                at start: Int) -> LeadingID? {
        guard repeatedSpans.isOn, variant.readsOnlyScalars, variant.keyFieldIndices.count == 1,
              let base = json.bytes.baseAddress else { return nil }
        let count = json.bytes.count
        // Each byte is read at an index checked below `count` (`quotedLength` checks its own).
        guard start < count, base[start] == UInt8(ascii: "\""),
              let length = variant.members.quotedLength(of: variant.keyFieldIndices[0], at: base + start + 1,
                                                        available: count - start - 1) else { return nil }
        let colon = start + length + 2
        guard colon < count, base[colon] == UInt8(ascii: ":") else { return nil }
        let token = colon + 1
        guard let id = idToken(at: token, type: type) else { return .looked(record: nil, token: token) }
        // The object's bytes are those of the last writer of the first record under the id's
        // tag: they spell the same id under the same variant and type, so that record is the
        // id's, and the record itself (its type and key, one more cache line per object, a
        // miss once the change set outgrows the processor's cache) is not read to tell.
        if let record = recordsByID.candidate(id.hash),
           let end = repeatedSpans.endOfRepeat(record, at: start, variant: variant, type: type, in: json.bytes) {
            return .repeated(record: record, end: end)
        }
        return .looked(record: recordNamed(id, type: type, typeName: typeName), token: token)
    }
}
