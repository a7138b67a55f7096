/// A batch's row merged over a row memory never read (SQL `baton_merge(old, new)`): the
/// batch's cells go over the old row's, whose other cells stay, so a response with a few of
/// a record's fields leaves the rest for the next check. A deleted row on either side, or
/// another type, is replaced instead: a deleted row's old cells never come back.
enum RowMerge {
    static let functionName = "baton_merge"

    static func merge(old: UnsafeRawBufferPointer, new: UnsafeRawBufferPointer) -> [UInt8] {
        guard let before = layout(old), let after = layout(new),
              !before.isDeleted, !after.isDeleted, before.type == after.type else { return Array(new) }
        var written = Set<UInt64>()
        for cell in after.cells { written.insert(cell.name) }
        var sink = ByteSink(capacity: old.count + new.count)
        sink.append(new)
        for cell in before.cells where !written.contains(cell.name) {
            sink.append(UnsafeRawBufferPointer(rebasing: old[cell.range]))
        }
        return sink.bytes
    }

    /// A row's head and where each readable cell lies.
    struct Layout {
        var isDeleted: Bool
        var type: UInt64
        var cells: [(name: UInt64, range: Range<Int>)] = []
    }

    /// The layout of a row, as far as it can be read; nil when its head cannot. `types` is
    /// told each link's type name id.
    static func layout(_ bytes: UnsafeRawBufferPointer, types: (UInt64) -> Void = { _ in }) -> Layout? {
        var source = ByteSource(bytes)
        guard let flags = source.byte(), let type = source.varint() else { return nil }
        var layout = Layout(isDeleted: flags & RowCodec.deletedFlag != 0, type: type)
        while !source.isAtEnd {
            let start = source.position
            guard let name = source.varint(), skipCell(&source, types: types) else { break }
            layout.cells.append((name, start..<source.position))
        }
        return layout
    }

    /// Steps over one cell's tag, value and error, telling `types` each link's type name id;
    /// false when the cell cannot be read.
    static func skipCell(_ source: inout ByteSource, types: (UInt64) -> Void = { _ in }) -> Bool {
        guard let tagByte = source.byte(), let tag = RowCodec.Tag.of(tagByte & 0x0f) else { return false }
        let value: Bool
        switch tag {
        case .missing, .null, .no, .yes: value = true
        case .int: value = source.varint() != nil
        case .float: value = source.skip(8)
        case .string: value = source.skipString()
        case .link:
            guard let type = source.varint() else { return false }
            types(type)
            value = source.skipString()
        case .links:
            guard let count = source.count() else { return false }
            for _ in 0..<count {
                guard let type = source.varint() else { return false }
                if type != 0 {
                    types(type - 1)
                    guard source.skipString() else { return false }
                }
            }
            value = true
        case .scalars:
            guard let count = source.count() else { return false }
            for _ in 0..<count where !skipScalar(&source) { return false }
            value = true
        }
        guard value else { return false }
        guard tagByte & RowCodec.errorBit != 0 else { return true }
        guard source.skipString(), source.skipString(), let hasExtensions = source.byte() else { return false }
        return hasExtensions == 0 || ImageJSON.read(&source, depth: 0) != nil
    }

    private static func skipScalar(_ source: inout ByteSource) -> Bool {
        guard let byte = source.byte(), let tag = RowCodec.Tag.of(byte) else { return false }
        switch tag {
        case .null, .no, .yes: return true
        case .int: return source.varint() != nil
        case .float: return source.skip(8)
        case .string: return source.skipString()
        default: return false
        }
    }
}
