import GraphQL

/// Finds the GraphQL markers of a Swift file — `@Fragment("…")`, `@Query("…")`,
/// `@Mutation("…")`, `@Subscription("…")`, bare or `Baton.`-qualified — without running or
/// fully parsing Swift: comments and other string literals are skipped so that text inside
/// them is never taken for a marker.
struct SwiftMarkerScanner {
    /// A marker found, with its document text.
    struct Found {
        var kind: MarkerKind
        /// Offset of the marker's `@` in the file.
        var markerOffset: Int
        var literal: SwiftStringLiteral
    }

    /// A problem at an offset of the file.
    struct Problem {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private let host: Source
    /// Positions in the file, found in increasing order across all its marker literals.
    private var cursor: SourceCursor
    private(set) var found: [Found] = []
    private(set) var problems: [Problem] = []

    /// Nesting of interpolations inside skipped literals is bounded, so hostile input cannot
    /// recurse without end.
    private static let maxInterpolationDepth = 32

    init(host: Source) {
        self.bytes = host.bytes
        self.host = host
        self.cursor = SourceCursor(host)
    }

    /// Scans the whole file.
    mutating func scan() {
        var index = 0
        while index < bytes.count {
            index = step(at: index, depth: 0)
        }
    }

    /// Consumes one token-ish piece of Swift at `index` and returns where the next starts.
    private mutating func step(at index: Int, depth: Int) -> Int {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") && index + 1 < bytes.count {
            if bytes[index + 1] == UInt8(ascii: "/") { return skipLineComment(from: index) }
            if bytes[index + 1] == UInt8(ascii: "*") { return skipBlockComment(from: index) }
        }
        if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString(at: index)) {
            return skipLiteral(at: index, depth: depth)
        }
        if byte == UInt8(ascii: "@") {
            return readMarker(at: index)
        }
        return index + 1
    }

    private func startsRawString(at index: Int) -> Bool {
        var next = index
        while next < bytes.count && bytes[next] == UInt8(ascii: "#") { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: "\"")
    }

    private func skipLineComment(from index: Int) -> Int {
        var next = index
        while next < bytes.count && bytes[next] != 0x0A { next += 1 }
        return next
    }

    private func skipBlockComment(from index: Int) -> Int {
        var depth = 0
        var next = index
        while next + 1 < bytes.count {
            if bytes[next] == UInt8(ascii: "/") && bytes[next + 1] == UInt8(ascii: "*") {
                depth += 1
                next += 2
            } else if bytes[next] == UInt8(ascii: "*") && bytes[next + 1] == UInt8(ascii: "/") {
                depth -= 1
                next += 2
                if depth == 0 { return next }
            } else {
                next += 1
            }
        }
        return bytes.count
    }

    /// Skips a literal that is not a marker's, interpolations included.
    private mutating func skipLiteral(at index: Int, depth: Int) -> Int {
        var hashes = 0
        var next = index
        while bytes[next] == UInt8(ascii: "#") { hashes += 1; next += 1 }
        let multiLine = SwiftStringLiteral.matches(bytes, at: next, "\"\"\"")
        next += multiLine ? 3 : 1
        while next < bytes.count {
            let byte = bytes[next]
            if !multiLine && (byte == 0x0A || byte == 0x0D) { return next }
            if byte == UInt8(ascii: "\\") && hasHashes(hashes, at: next + 1) {
                let escaped = next + 1 + hashes
                if escaped < bytes.count && bytes[escaped] == UInt8(ascii: "(") {
                    next = skipInterpolation(from: escaped + 1, depth: depth + 1)
                } else {
                    next = escaped + 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiLine ? 3 : 1
                if (!multiLine || SwiftStringLiteral.matches(bytes, at: next, "\"\"\""))
                    && hasHashes(hashes, at: next + quotes) {
                    return next + quotes + hashes
                }
            }
            next += 1
        }
        return bytes.count
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == UInt8(ascii: "#") }
    }

    private mutating func skipInterpolation(from index: Int, depth: Int) -> Int {
        guard depth <= SwiftMarkerScanner.maxInterpolationDepth else { return bytes.count }
        var parens = 1
        var next = index
        while next < bytes.count {
            let byte = bytes[next]
            if byte == UInt8(ascii: "(") { parens += 1 }
            if byte == UInt8(ascii: ")") {
                parens -= 1
                if parens == 0 { return next + 1 }
            }
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString(at: next)) {
                next = skipLiteral(at: next, depth: depth)
                continue
            }
            next += 1
        }
        return bytes.count
    }

    // MARK: Markers

    private mutating func readMarker(at markerStart: Int) -> Int {
        var index = markerStart + 1
        if SwiftStringLiteral.matches(bytes, at: index, "Baton.") { index += 6 }
        let nameStart = index
        while index < bytes.count && SwiftMarkerScanner.isIdentifierByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard let kind = MarkerKind(rawValue: name) else { return index }
        index = skipBlanks(from: index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return index }
        index = skipBlanks(from: index + 1)
        do {
            guard let literal = try SwiftStringLiteral.read(bytes, host: host, at: index, cursor: &cursor) else {
                problems.append(Problem(message: "\(kind.spelling) takes its GraphQL document as a string literal",
                                        offset: markerStart))
                return index
            }
            found.append(Found(kind: kind, markerOffset: markerStart, literal: literal))
            return literal.end
        } catch {
            problems.append(Problem(message: error.message, offset: error.offset))
            return index + 1
        }
    }

    private func skipBlanks(from index: Int) -> Int {
        var next = index
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        return next
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
