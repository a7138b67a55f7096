/// Collects printed text and indents every line it starts.
///
/// Each `\n` written is followed by two spaces per indentation level, so a piece of text
/// printed on its own (a value, a block string, an argument list) lands correctly indented
/// wherever it is written — the way GraphQL.js indents whole printed sub-trees, without
/// re-copying them at every level.
struct TextWriter {
    private(set) var bytes: [UInt8] = []
    private var level = 0
    /// Spaces to copy indentation from, grown as levels deepen.
    private var spaces: [UInt8] = []

    /// Appends text, indenting after each newline.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            // Copy whole runs between newlines: printing is dominated by these copies.
            var start = 0
            while let newline = utf8[start...].firstIndex(of: 0x0A) {
                bytes.append(contentsOf: utf8[start...newline])
                appendIndentation()
                start = newline + 1
            }
            bytes.append(contentsOf: utf8[start...])
        }
    }

    /// Appends a newline and the current indentation.
    mutating func newline() {
        bytes.append(0x0A)
        appendIndentation()
    }

    /// Starts indenting one level deeper from the next newline on.
    mutating func indent() { level += 1 }

    /// Ends the innermost indentation level.
    mutating func dedent() { level -= 1 }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func appendIndentation() {
        let width = 2 * level
        guard width > 0 else { return }
        if spaces.count < width { spaces = [UInt8](repeating: 0x20, count: max(width, 2 * spaces.count)) }
        bytes.append(contentsOf: spaces[..<width])
    }
}
