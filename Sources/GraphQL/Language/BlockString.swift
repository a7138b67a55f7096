/// A block string's value, as the GraphQL specification's `BlockStringValue()` defines it: the common
/// indentation of all lines but the first is removed, leading and trailing lines holding only
/// spaces and tabs are dropped, lines are joined with `\n`, and `\"""` becomes `"""`.
///
/// Works on the raw text between the quotes in two passes (measure, then copy) and writes the
/// `String` once. Escapes are resolved while copying: `\"""` holds no whitespace or line end,
/// so resolving it before or after dedenting gives the same text.
///
/// - Parameters:
///   - bytes: the source, already checked to be UTF-8 in `range`.
///   - range: the text between the opening and closing `"""`.
func blockStringValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    let layout = BlockStringLayout(bytes, range)
    guard let first = layout.firstNonEmptyStart else { return "" }
    return String(unsafeUninitializedCapacity: range.count) { out in
        var written = 0
        var lineStart = first
        var isFirstLine = first == range.lowerBound
        while true {
            let lineEnd = endOfLine(bytes, from: lineStart, limit: range.upperBound)
            let drop = isFirstLine ? 0 : min(layout.commonIndent, lineEnd - lineStart)
            written = copy(bytes, lineStart + drop ..< lineEnd, to: out, at: written)
            if lineEnd >= layout.lastNonEmptyEnd { break }
            out[written] = 0x0A
            written += 1
            lineStart = startOfNextLine(bytes, afterEnd: lineEnd)
            isFirstLine = false
        }
        return written
    }
}

/// What the first pass learns about a block string's lines.
private struct BlockStringLayout {
    /// The smallest indentation of a non-blank line after the first.
    var commonIndent = Int.max
    /// Where the first non-blank line starts, if any line is not blank.
    var firstNonEmptyStart: Int?
    /// Where the last non-blank line ends.
    var lastNonEmptyEnd = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var lineStart = range.lowerBound
        var isFirstLine = true
        while true {
            let lineEnd = endOfLine(bytes, from: lineStart, limit: range.upperBound)
            var contentStart = lineStart
            while contentStart < lineEnd && (bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09) {
                contentStart += 1
            }
            if contentStart < lineEnd {
                if firstNonEmptyStart == nil { firstNonEmptyStart = lineStart }
                lastNonEmptyEnd = lineEnd
                if !isFirstLine { commonIndent = min(commonIndent, contentStart - lineStart) }
            }
            if lineEnd >= range.upperBound { break }
            lineStart = startOfNextLine(bytes, afterEnd: lineEnd)
            isFirstLine = false
        }
    }
}

/// The offset of the first `\n` or `\r` at or after `start`, or `limit`.
@inline(__always)
private func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
    var offset = start
    while offset < limit && bytes[offset] != 0x0A && bytes[offset] != 0x0D { offset += 1 }
    return offset
}

/// The start of the line after a line ending at `end` (`\r\n` is one line end).
@inline(__always)
private func startOfNextLine(_ bytes: UnsafeBufferPointer<UInt8>, afterEnd end: Int) -> Int {
    bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
}

/// Copies bytes into `out` at `index`, turning `\"""` into `"""`; returns the new end.
private func copy(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: UnsafeMutableBufferPointer<UInt8>,
                  at index: Int) -> Int {
    var written = index
    var offset = range.lowerBound
    while offset < range.upperBound {
        let byte = bytes[offset]
        if byte == 0x5C && offset + 3 < range.upperBound && bytes[offset + 1] == 0x22
            && bytes[offset + 2] == 0x22 && bytes[offset + 3] == 0x22 {
            out[written] = 0x22
            out[written + 1] = 0x22
            out[written + 2] = 0x22
            written += 3
            offset += 4
            continue
        }
        out[written] = byte
        written += 1
        offset += 1
    }
    return written
}

/// The value of the block string whose raw text is `range` of `source`'s bytes.
func blockStringValue(of source: Source, _ range: Range<Int>) -> String {
    source.bytes.withUnsafeBufferPointer { blockStringValue($0, range) }
}
