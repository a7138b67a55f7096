/// A parsed `Content-Type` value: `type/subtype` in lowercase plus its parameters
/// (names lowercased, quoted values unquoted).
struct MediaType: Sendable, Equatable {
    /// `type/subtype`, lowercased, e.g. `multipart/mixed`.
    var essence: String
    /// Parameters by lowercased name, e.g. `boundary`.
    var parameters: [String: String]

    /// Parses a header value; an empty or missing value gives an empty essence.
    init(_ header: String?) {
        let pieces = Self.split(header ?? "")
        essence = pieces.first.map { $0.trimmingSpaces().lowercased() } ?? ""
        parameters = [:]
        for piece in pieces.dropFirst() {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let name = piece[..<equals].trimmingSpaces().lowercased()
            parameters[name] = Self.unquote(piece[piece.index(after: equals)...].trimmingSpaces())
        }
    }

    /// Splits on `;` outside quoted strings.
    private static func split(_ header: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = header.startIndex
        var quoted = false
        var index = header.startIndex
        while index < header.endIndex {
            let character = header[index]
            if character == "\"" { quoted.toggle() }
            if character == ";" && !quoted {
                pieces.append(header[start..<index])
                start = header.index(after: index)
            }
            index = header.index(after: index)
        }
        pieces.append(header[start...])
        return pieces
    }

    private static func unquote(_ value: Substring) -> String {
        guard value.count >= 2, value.first == "\"", value.last == "\"" else { return String(value) }
        var result = ""
        var escaped = false
        for character in value.dropFirst().dropLast() {
            if escaped || character != "\\" {
                result.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return result
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
