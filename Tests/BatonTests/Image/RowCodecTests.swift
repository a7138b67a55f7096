import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// The image's row format: every value kind and field errors read back equal; a damaged row
/// reads as far as it goes; an unread row merges under a batch's cells.
@Suite("Image: row codec")
@MainActor
struct RowCodecTests {
    static let type = TypeID("CodecThing")
    static let other = TypeID("CodecOther")

    func slot(_ name: String) -> Int { SlotRegistry.shared.slot(Self.type, name) }

    func snapshot(_ values: [String: SlotValue], errors: [String: FieldError] = [:], deleted: Bool = false,
                  key: String = "CodecThing:1", type: TypeID = RowCodecTests.type) -> RecordSnapshot {
        var dense: [SlotValue] = []
        for (name, value) in values {
            let s = SlotRegistry.shared.slot(type, name)
            if s >= dense.count { dense.append(contentsOf: repeatElement(.missing, count: s + 1 - dense.count)) }
            dense[s] = value
        }
        var byslot: [Int: FieldError] = [:]
        for (name, error) in errors { byslot[SlotRegistry.shared.slot(type, name)] = error }
        return RecordSnapshot(key: key, type: type, values: dense, errors: byslot, isDeleted: deleted)
    }

    func decode(_ bytes: [UInt8], _ names: inout NameTable) -> StoredRow? {
        bytes.withUnsafeBytes { RowCodec.decodeRow($0, names: &names) }
    }

    func cells(_ row: StoredRow?) -> [Int: StoredCell] {
        Dictionary(uniqueKeysWithValues: (row?.cells ?? []).map { ($0.slot, $0) })
    }

    @Test func everyValueKindAndAnErrorReadBack() throws {
        let target = Record(key: "CodecOther:9", type: Self.other)
        let extensions: JSONValue = .object([("z", 1), ("a", .list([.null, true, 2.5, "é😀"])), ("m", .object([("k", -3)]))])
        let record = snapshot([
            "null": .null, "no": .bool(false), "yes": .bool(true),
            "int": .int(-9_007_199_254_740_993), "float": .float(-0.0), "big": .float(1e21),
            "text": .string("été \u{1}\n😀"), "empty": .string(""),
            "link": .link(target), "links": .links([target, nil, target]),
            "scalars": .scalars([.int(1), nil, .float(2.5), .string("x"), .bool(true)]),
        ], errors: [
            "null": FieldError(message: "boom", path: "thing.null", extensions: extensions),
            "onlyError": FieldError(message: "no value", path: "thing.onlyError"),
        ])
        var names = NameTable()
        let bytes = try #require(RowCodec.row(record, names: &names, exclusions: ImageExclusions()))
        let row = try #require(decode(bytes, &names))
        #expect(row.type == Self.type && !row.isDeleted)
        let read = cells(row)
        func value(_ name: String) -> StoredValue? { read[slot(name)]?.value }
        #expect(value("null").map { if case .null = $0 { true } else { false } } == true)
        #expect(value("no")?.scalarSlotValue == .bool(false))
        #expect(value("yes")?.scalarSlotValue == .bool(true))
        #expect(value("int")?.scalarSlotValue == .int(-9_007_199_254_740_993))
        #expect(value("float")?.scalarSlotValue == .float(-0.0))
        #expect(value("big")?.scalarSlotValue == .float(1e21))
        #expect(value("text")?.scalarSlotValue == .string("été \u{1}\n😀"))
        #expect(value("empty")?.scalarSlotValue == .string(""))
        #expect(value("scalars")?.scalarSlotValue == .scalars([.int(1), nil, .float(2.5), .string("x"), .bool(true)]))
        guard case .link(let link)? = value("link"), case .links(let links)? = value("links") else {
            Issue.record("links did not read back")
            return
        }
        #expect(link == StoredLink(type: Self.other, key: "CodecOther:9"))
        #expect(links == [link, nil, link])
        #expect(read[slot("null")]?.error == FieldError(message: "boom", path: "thing.null", extensions: extensions))
        let onlyError = try #require(read[slot("onlyError")])
        #expect(onlyError.error?.message == "no value")
        if case .missing = onlyError.value {} else { Issue.record("an error-only cell reads a value") }
    }

    @Test func aDeletedRowHoldsNoCells() throws {
        var names = NameTable()
        let bytes = try #require(RowCodec.row(snapshot(["text": .string("gone")], deleted: true),
                                              names: &names, exclusions: ImageExclusions()))
        let row = try #require(decode(bytes, &names))
        #expect(row.isDeleted && row.cells.isEmpty)
    }

    @Test func aDamagedRowReadsAsFarAsItGoes() throws {
        var names = NameTable()
        let record = snapshot(["a1": .int(1), "a2": .string("two"), "a3": .int(3)])
        let bytes = try #require(RowCodec.row(record, names: &names, exclusions: ImageExclusions()))
        let whole = try #require(decode(bytes, &names))
        #expect(whole.cells.count == 3)
        // Cut anywhere inside the row: the cells before the cut read, nothing crashes.
        for cut in 0..<bytes.count {
            let partial = decode(Array(bytes[..<cut]), &names)
            if cut < 2 { #expect(partial == nil) } else { #expect((partial?.cells.count ?? 0) <= 3) }
        }
        // Garbage after a good cell: the good cell stays.
        let first = whole.cells[0]
        var garbled = Array(bytes.prefix(2))
        var sink = ByteSink()
        sink.varint(names.id(ofSlot: first.slot, on: Self.type)!)
        garbled += sink.bytes + [RowCodec.Tag.int.rawValue, 2] + [0xff, 0xff, 0xff, 0x0f, 0x42]
        let read = try #require(decode(garbled, &names))
        #expect(read.cells.count == 1 && read.cells[0].value.scalarSlotValue == .int(1))
        // Random bytes never crash and never read past the buffer.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let noise = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = decode(noise, &names)
            _ = noise.withUnsafeBytes { RowMerge.merge(old: $0, new: $0) }
        }
    }

    @Test func anUnreadRowMergesUnderTheBatchsCells() throws {
        var names = NameTable()
        let exclusions = ImageExclusions()
        let old = try #require(RowCodec.row(snapshot(["a": .int(1), "b": .string("old"), "c": .bool(true)]),
                                            names: &names, exclusions: exclusions))
        let new = try #require(RowCodec.row(snapshot(["b": .string("new"), "d": .null]),
                                            names: &names, exclusions: exclusions))
        let merged = old.withUnsafeBytes { o in new.withUnsafeBytes { n in RowMerge.merge(old: o, new: n) } }
        let read = cells(decode(merged, &names))
        #expect(read[slot("a")]?.value.scalarSlotValue == .int(1))
        #expect(read[slot("b")]?.value.scalarSlotValue == .string("new"))
        #expect(read[slot("c")]?.value.scalarSlotValue == .bool(true))
        #expect(read[slot("d")]?.value.scalarSlotValue == .null)
        // A deleted row on either side is replaced: its old cells never come back.
        let deleted = try #require(RowCodec.row(snapshot([:], deleted: true), names: &names, exclusions: exclusions))
        let revived = deleted.withUnsafeBytes { o in new.withUnsafeBytes { n in RowMerge.merge(old: o, new: n) } }
        #expect(revived == new)
        let deleting = old.withUnsafeBytes { o in deleted.withUnsafeBytes { n in RowMerge.merge(old: o, new: n) } }
        #expect(deleting == deleted)
        // No old row: the new one.
        let fresh = new.withUnsafeBytes { n in RowMerge.merge(old: UnsafeRawBufferPointer(start: nil, count: 0), new: n) }
        #expect(fresh == new)
    }

    @Test func transientRecordsAndLinksToThemAndLoadingFlagsStayOut() throws {
        let secret = TypeID("CodecSecret")
        var exclusions = ImageExclusions()
        exclusions.types = [secret]
        var names = NameTable()
        #expect(RowCodec.row(snapshot(["text": .string("s")], key: "CodecSecret:1", type: secret),
                             names: &names, exclusions: exclusions) == nil)
        let hidden = Record(key: "CodecSecret:1", type: secret)
        let shown = Record(key: "CodecOther:1", type: Self.other)
        let bytes = try #require(RowCodec.row(snapshot([
            "secret": .link(hidden), "secrets": .links([shown, hidden]), "shown": .link(shown),
            "__isLoadingNext": .bool(true), "text": .string("kept"),
        ]), names: &names, exclusions: exclusions))
        let read = cells(decode(bytes, &names))
        #expect(read[slot("secret")] == nil && read[slot("secrets")] == nil && read[slot("__isLoadingNext")] == nil)
        #expect(read[slot("shown")] != nil && read[slot("text")] != nil)
        // Nothing under the mutation or subscription roots.
        #expect(RowCodec.row(snapshot(["text": .string("m")], key: "client:root:mutation:rename"),
                             names: &names, exclusions: exclusions) == nil)
        #expect(RowCodec.row(snapshot(["text": .string("q")], key: "client:root:mutationLike"),
                             names: &names, exclusions: exclusions) != nil)
    }
}
