/// Lines and columns of increasing offsets in one source, each found from the last: reading
/// a text front to back this way costs time linear in its length, where asking
/// ``Source/textPosition(of:)`` at every byte would count from the start of the line each
/// time (quadratic on a long line).
///
/// It counts as ``Source/textPosition(of:)`` does: 1-based, columns in Unicode scalars, `\n`,
/// `\r\n` and `\r` ending lines. An offset before the last one asked is looked up afresh.
public struct SourceCursor {
    private let source: Source
    /// The offset (in the compilation's offset space) last asked, and its position.
    private var offset: Int
    private var position: SourcePosition

    /// A cursor at the start of `source`.
    public init(_ source: Source) {
        self.source = source
        self.offset = source.baseOffset
        self.position = SourcePosition(line: 1, column: 1)
    }

    /// The position of `target` (an offset in the compilation's offset space, clamped to the
    /// source), counted on from the last one asked.
    public mutating func position(of target: Int) -> SourcePosition {
        let clamped = min(max(target, source.baseOffset), source.endOffset)
        guard clamped >= offset else {
            offset = clamped
            position = source.textPosition(of: clamped)
            return position
        }
        let bytes = source.bytes
        var index = offset - source.baseOffset
        let end = clamped - source.baseOffset
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                position.line += 1
                position.column = 1
            } else if byte & 0xC0 != 0x80 {
                position.column += 1
            }
            index += 1
        }
        offset = clamped
        return position
    }
}
