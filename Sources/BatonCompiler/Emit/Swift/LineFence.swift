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

    /// Binary and ternary operators a line may break before, with how natural a break each is.
    private static let operators: [(text: String, kind: Int)] = [(" && ", 0), (" + ", 0), (" ? ", 1), (" ?? ", 2),
                                                                  (" : ", 2)]

    /// `lines` with every line over the fence wrapped.
    static func fence(_ lines: [String]) -> [String] {
        lines.flatMap { line -> [String] in
            guard line.utf8.count > limit, !line.drop(while: { $0 == " " }).hasPrefix("//") else { return [line] }
            if let opened = openAccessor(line) { return opened.flatMap(breakExpression) }
            return breakExpression(line)
        }
    }

    /// `@MainActor public var x: T { body }` as three lines, the body one level deeper.
    private static func openAccessor(_ line: String) -> [String]? {
        guard let varRange = line.range(of: "public var "), line.hasSuffix(" }"),
              let open = line.range(of: " { ", range: varRange.upperBound..<line.endIndex) else { return nil }
        let indent = String(line.prefix { $0 == " " })
        let body = line[open.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        return [String(line[..<open.lowerBound]) + " {", indent + "    " + body, indent + "}"]
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
        var best: (rank: (Int, Int), head: String.Index, tail: String.Index)?
        var inString = false
        var escaped = false
        var bytes = 0
        var depth = 0
        let leading = line.prefix { $0 == " " }.count
        var index = line.startIndex
        while index < line.endIndex, bytes <= limit + 1 {
            let character = line[index]
            bytes += character.utf8.count
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
                if bytes > leading + 8, let cut = cut(line, at: index, bytes: bytes) {
                    let rank = (depth, cut.kind)
                    if best.map({ rank <= $0.rank }) ?? true { best = (rank, cut.head, cut.tail) }
                }
            }
            index = line.index(after: index)
        }
        return best.map { ($0.head, $0.tail) }
    }

    /// A cut at `index` (where `bytes` have been read, this character included), with its kind.
    private static func cut(_ line: String, at index: String.Index, bytes: Int)
        -> (kind: Int, head: String.Index, tail: String.Index)? {
        let rest = line[index...]
        if rest.hasPrefix(", "), bytes <= limit {
            let afterComma = line.index(after: index)
            return (0, afterComma, line.index(after: afterComma))
        }
        guard bytes <= limit + 1, let kind = operators.firstIndex(where: { rest.hasPrefix($0.text) }) else { return nil }
        return (operators[kind].kind, index, line.index(after: index))
    }
}
