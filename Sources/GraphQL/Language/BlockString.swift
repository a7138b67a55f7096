/// Block-string indentation removal, as the spec's `BlockStringValue()` defines it.
///
/// The common indentation of all lines but the first is removed, then leading and trailing
/// lines holding only spaces and tabs are dropped; the rest is joined with `\n`.
///
/// - Parameters:
///   - raw: the block's text with escapes resolved and line terminators removed.
///   - lines: each line's range in `raw`.
func dedentBlockString(_ raw: [UInt8], lines: [Range<Int>]) -> String {
    var commonIndent = Int.max
    var firstNonEmpty: Int?
    var lastNonEmpty = -1
    for (index, line) in lines.enumerated() {
        let indent = leadingWhitespace(raw, line)
        if indent == line.count { continue }
        if firstNonEmpty == nil { firstNonEmpty = index }
        lastNonEmpty = index
        if index != 0 && indent < commonIndent { commonIndent = indent }
    }
    guard let first = firstNonEmpty else { return "" }
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    for index in first ... lastNonEmpty {
        let line = lines[index]
        if index != first { out.append(0x0A) }
        let drop = index == 0 ? 0 : min(commonIndent, line.count)
        out.append(contentsOf: raw[line.lowerBound + drop ..< line.upperBound])
    }
    return String(decoding: out, as: UTF8.self)
}

/// The number of spaces and tabs a line starts with.
private func leadingWhitespace(_ raw: [UInt8], _ line: Range<Int>) -> Int {
    var index = line.lowerBound
    while index < line.upperBound && (raw[index] == 0x20 || raw[index] == 0x09) { index += 1 }
    return index - line.lowerBound
}
