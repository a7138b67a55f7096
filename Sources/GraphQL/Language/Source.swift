import Foundation

/// A body of GraphQL text and where it came from.
///
/// Text is kept as UTF-8 bytes: the lexer reads bytes, and every ``Location`` is a byte
/// offset. Lines and columns are computed on demand, 1-based, counting columns in Unicode
/// scalars the way graphql-core does, and treating `\n`, `\r\n` and `\r` as line ends.
///
/// A source may live inside a host file (a `@Fragment("…")` marker in a Swift file). Its
/// ``origin`` then maps offsets in the GraphQL text back to the host file's lines and columns.
public final class Source: Sendable {
    /// The path or name diagnostics print, e.g. `Sources/App/Row.swift` or `GraphQL request`.
    public let name: String
    /// The GraphQL text as UTF-8 bytes.
    public let bytes: [UInt8]
    /// Where this text sits in the whole compilation: every ``Location`` of nodes parsed from
    /// this source is `baseOffset + byte offset`. Zero for a lone document.
    public let baseOffset: Int
    /// Maps positions inside the text to positions in a host file, when the text was
    /// extracted from one.
    public let origin: SourceOrigin?
    /// Where each line starts, found the first time a position is asked: most sources (a
    /// schema of a megabyte, say) are read without ever being asked one.
    private let lines = LineTable()

    /// Makes a source from text.
    public convenience init(_ text: String, name: String = "GraphQL request", baseOffset: Int = 0,
                            origin: SourceOrigin? = nil) {
        self.init(bytes: Array(text.utf8), name: name, baseOffset: baseOffset, origin: origin)
    }

    /// Makes a source from raw bytes, which need not be valid UTF-8 (the lexer reports that).
    public init(bytes: [UInt8], name: String = "GraphQL request", baseOffset: Int = 0,
                origin: SourceOrigin? = nil) {
        self.name = name
        self.bytes = bytes
        self.baseOffset = baseOffset
        self.origin = origin
    }

    /// The text, decoding invalid UTF-8 leniently.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The byte offset just past this source in the compilation's offset space.
    public var endOffset: Int { baseOffset + bytes.count }

    /// Whether a location in the compilation's offset space falls in this source.
    public func contains(_ offset: Int) -> Bool { offset >= baseOffset && offset <= endOffset }

    /// The 1-based line and column of an offset in the compilation's offset space, inside the
    /// GraphQL text itself (not mapped to a host file).
    public func textPosition(of offset: Int) -> SourcePosition {
        let local = min(max(offset - baseOffset, 0), bytes.count)
        let lineStarts = lines.starts { Source.lineStarts(of: bytes) }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= local { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < local {
            // Count scalars: skip UTF-8 continuation bytes.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }

    /// The 1-based line and column of an offset as a developer sees it: in the host file when
    /// the text came from one, else in the text.
    public func position(of offset: Int) -> SourcePosition {
        guard let origin else { return textPosition(of: offset) }
        return origin.hostPosition(ofTextOffset: min(max(offset - baseOffset, 0), bytes.count))
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        // Reads the buffer directly (no bounds checks) and skips the common case, a byte
        // above `\r`, with one comparison.
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32 + 1)
            var index = 0
            let count = buffer.count
            while index < count {
                // Eight bytes with no line end (nothing below 0x0E) are stepped over at once;
                // otherwise the scan goes straight to the first such byte (lines are short, so
                // most words hold one).
                if index + 8 <= count {
                    guard let first = ByteScan.firstByte(below: 0x0E, in: ByteScan.word(buffer, at: index)) else {
                        index += 8
                        continue
                    }
                    index += first
                }
                let byte = buffer[index]
                index += 1
                if byte > 0x0D { continue }
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < count && buffer[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
            return starts
        }
    }
}

/// A source's line starts, made once, by whichever thread first asks.
private final class LineTable: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [Int]?

    func starts(_ make: () -> [Int]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let starts = make()
        made = starts
        return starts
    }
}

/// A 1-based line and column.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Makes a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// How offsets in GraphQL text extracted from a host file map back to that file.
///
/// The extractor records one anchor per piece of text copied verbatim from the host; offsets
/// between anchors advance the host column by the scalars in between. Escapes and stripped
/// indentation start a new anchor.
public struct SourceOrigin: Sendable, Hashable {
    /// An offset in the GraphQL text and the host position it came from.
    public struct Anchor: Sendable, Hashable {
        /// Byte offset in the GraphQL text.
        public var textOffset: Int
        /// Where that byte sits in the host file.
        public var host: SourcePosition

        /// Makes an anchor.
        public init(textOffset: Int, host: SourcePosition) {
            self.textOffset = textOffset
            self.host = host
        }
    }

    /// Anchors in increasing ``Anchor/textOffset`` order; the first is at offset 0.
    public var anchors: [Anchor]
    /// The GraphQL text (needed to count scalars between an anchor and an offset).
    public var text: [UInt8]

    /// Makes an origin.
    public init(anchors: [Anchor], text: [UInt8]) {
        self.anchors = anchors
        self.text = text
    }

    /// The host position of a byte offset in the GraphQL text.
    public func hostPosition(ofTextOffset offset: Int) -> SourcePosition {
        guard !anchors.isEmpty else { return SourcePosition(line: 1, column: 1) }
        var low = 0, high = anchors.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if anchors[mid].textOffset <= offset { low = mid } else { high = mid - 1 }
        }
        let anchor = anchors[low]
        var position = anchor.host
        var index = anchor.textOffset
        while index < offset && index < text.count {
            let byte = text[index]
            if byte == 0x0A {
                position.line += 1
                position.column = 1
            } else if byte & 0xC0 != 0x80 {
                position.column += 1
            }
            index += 1
        }
        return position
    }
}
