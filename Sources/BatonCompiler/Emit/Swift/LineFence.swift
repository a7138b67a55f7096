/// The 120-byte fence on generated code, applied to every
/// output the Swift emitter writes; lens accessor lines always fit. A longer line is
/// wrapped the way a person would: a one-line accessor opens its body on the next line, and
/// an expression still too long breaks after `, ` or before `&&`, `+`, `??`, `?`/`:` (outside
/// string literals), continuing four spaces deeper. The same input always wraps the same way.
///
/// Comments are left whole (doc comments quote the operation text), and so is a line with no
/// place to break (the document's string literal, a long type's handle).
enum LineFence {
    /// The fence, in UTF-8 bytes.
    static let limit = 120

    /// Binary and ternary operators a line may break before, as bytes, with how natural a break
    /// each is.
    private static let operators: [(text: [UInt8], kind: Int)] = [(" && ", 0), (" + ", 0), (" ? ", 1), (" ?? ", 2),
                                                                   (" : ", 2)].map { (Array($0.0.utf8), $0.1) }

    /// `lines` with every line over the fence wrapped.
    static func fence(_ lines: [String]) -> [String] {
        lines.flatMap { line -> [String] in
            guard line.utf8.count > limit, !line.drop(while: { $0 == " " }).hasPrefix("//") else { return [line] }
            if let opened = openAccessor(line) { return opened.flatMap(breakExpression) }
            return breakExpression(line)
        }
    }

    /// `text` cut at each line feed into lines, empty ones kept, as
    /// `text.split(separator: "\n", omittingEmptySubsequences: false)` cuts it: a line feed
    /// after a carriage return is one `Character` with it and does not cut. Read as bytes,
    /// since cutting by `Character` measured grapheme breaks across the whole shared file.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        let utf8 = text.utf8
        var start = utf8.startIndex, index = start
        var previous: UInt8 = 0
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                lines.append(String(text[start..<index]))
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        lines.append(String(text[start...]))
        return lines
    }

    /// `@MainActor public var x: T { body }` as three lines, the body one level deeper.
    private static func openAccessor(_ line: String) -> [String]? {
        guard let varRange = find("public var ", in: line, from: line.startIndex), line.hasSuffix(" }"),
              let open = find(" { ", in: line, from: varRange.upperBound) else { return nil }
        let indent = String(line.prefix { $0 == " " })
        let body = line[open.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        return [String(line[..<open.lowerBound]) + " {", indent + "    " + body, indent + "}"]
    }

    /// Where `needle` (ASCII) first stands in `line` at or after `start`, found by its bytes:
    /// Foundation's `range(of:)` cost about 100,000 instructions a long line.
    private static func find(_ needle: String, in line: String, from start: String.Index) -> Range<String.Index>? {
        let bytes = line.utf8, target = Array(needle.utf8)
        var index = start
        while let found = bytes[index...].firstIndex(of: target[0]) {
            if bytes[found...].starts(with: target) { return found..<bytes.index(found, offsetBy: target.count) }
            index = bytes.index(after: found)
        }
        return nil
    }

    /// An expression line broken at the last break point that keeps each piece within the fence.
    private static func breakExpression(_ line: String) -> [String] {
        var pieces: [String] = []
        var rest = line
        let indent = String(line.prefix { $0 == " " })
        // Each cut shortens the rest by several bytes; the cap bounds the work on hostile input.
        var cuts = 0
        while rest.utf8.count > limit, cuts < 4096 {
            cuts += 1
            guard let cut = breakPoint(in: rest) else { break }
            pieces.append(String(rest[..<cut.head]))
            rest = indent + "    " + rest[cut.tail...]
        }
        return pieces + [rest]
    }

    /// Where to cut: the end of the head and the start of the continuation. After `, ` the
    /// separator ends the head; an operator starts the continuation. Among the cuts that keep
    /// the head within the fence, the shallowest (fewest open brackets) wins, then the most
    /// natural kind (`, ` `&&` `+` before `?`, before `??` `:`), then the last.
    private static func breakPoint(in line: String) -> (head: String.Index, tail: String.Index)? {
        // Read as bytes: every mark that matters (quotes, brackets, separators) is ASCII, and
        // a line of generated code is scanned once per cut.
        guard let cut = breakOffsets(in: Array(line.utf8)) else { return nil }
        let utf8 = line.utf8
        return (utf8.index(utf8.startIndex, offsetBy: cut.head), utf8.index(utf8.startIndex, offsetBy: cut.tail))
    }

    /// ``breakPoint(in:)`` as byte offsets.
    private static func breakOffsets(in line: [UInt8]) -> (head: Int, tail: Int)? {
        var best: (rank: (Int, Int), head: Int, tail: Int)?
        var inString = false
        var escaped = false
        var depth = 0
        let leading = line.prefix { $0 == UInt8(ascii: " ") }.count
        var index = 0
        while index < line.count, index <= limit + 1 {
            let byte = line[index]
            // Bytes read so far, this one included.
            let bytes = index + 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
                if bytes > leading + 8, let cut = cut(line, at: index, bytes: bytes) {
                    let rank = (depth, cut.kind)
                    if best.map({ rank <= $0.rank }) ?? true { best = (rank, cut.head, cut.tail) }
                }
            }
            index += 1
        }
        return best.map { ($0.head, $0.tail) }
    }

    /// A cut at `index` (where `bytes` have been read, this byte included), with its kind.
    private static func cut(_ line: [UInt8], at index: Int, bytes: Int) -> (kind: Int, head: Int, tail: Int)? {
        if line[index] == UInt8(ascii: ","), index + 1 < line.count, line[index + 1] == UInt8(ascii: " "), bytes <= limit {
            return (0, index + 1, index + 2)
        }
        guard line[index] == UInt8(ascii: " "), bytes <= limit + 1,
              let kind = operators.firstIndex(where: { starts(line, with: $0.text, at: index) }) else { return nil }
        return (operators[kind].kind, index, index + 1)
    }

    /// Whether `line` holds `text` at `index`.
    private static func starts(_ line: [UInt8], with text: [UInt8], at index: Int) -> Bool {
        guard index + text.count <= line.count else { return false }
        for offset in text.indices where line[index + offset] != text[offset] { return false }
        return true
    }
}
