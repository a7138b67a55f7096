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
    /// How many lines end before each block of the text, counted the first time a position
    /// is asked: most sources (a schema of a megabyte, say) are read without ever being asked
    /// one.
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
    ///
    /// The line is the line ends before the offset: those before its block, from the table,
    /// and those in the block before it, counted. The column counts back to the line's start.
    public func textPosition(of offset: Int) -> SourcePosition {
        let local = min(max(offset - baseOffset, 0), bytes.count)
        let linesBefore = lines.counts { Source.lineEndsBeforeBlocks(of: bytes) }
        return bytes.withUnsafeBufferPointer { buffer in
            let blockStart = local / Source.lineBlock * Source.lineBlock
            let line = linesBefore[local / Source.lineBlock] + Source.lineEnds(in: buffer, from: blockStart, to: local)
            var lineStart = local
            while lineStart > 0 && !Source.endsLine(buffer, at: lineStart - 1) { lineStart -= 1 }
            var column = 1
            for index in lineStart ..< local where buffer[index] & 0xC0 != 0x80 {
                // Count scalars: skip UTF-8 continuation bytes.
                column += 1
            }
            return SourcePosition(line: line + 1, column: column)
        }
    }

    /// The 1-based line and column of an offset as a developer sees it: in the host file when
    /// the text came from one, else in the text.
    public func position(of offset: Int) -> SourcePosition {
        guard let origin else { return textPosition(of: offset) }
        return origin.hostPosition(ofTextOffset: min(max(offset - baseOffset, 0), bytes.count))
    }

    /// The bytes per block of the line table (one count per 4 KB: a megabyte needs 256).
    static let lineBlock = 4096

    /// The line ends before each block: one entry per block, and one for a position at the
    /// very end.
    private static func lineEndsBeforeBlocks(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var counts = [0]
            counts.reserveCapacity(buffer.count / lineBlock + 2)
            var total = 0
            var start = 0
            while start + lineBlock <= buffer.count {
                total += lineEnds(in: buffer, from: start, to: start + lineBlock)
                counts.append(total)
                start += lineBlock
            }
            return counts
        }
    }

    /// The line ends in `start ..< end`: each `\n`, and each `\r` not followed by `\n` (a
    /// `\r\n` ends its line at the `\n`). Line feeds are counted sixteen bytes at a time;
    /// carriage returns, rare outside Windows files, are found with `memchr`.
    static func lineEnds(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = buffer.baseAddress else { return 0 }
        var count = ByteScan.count(of: 0x0A, in: buffer, from: start, to: end)
        var index = start
        while index < end, let found = memchr(base + index, 0x0D, end - index) {
            let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if endsLine(buffer, at: position) { count += 1 }
            index = position + 1
        }
        return count
    }

    /// Whether the byte at `index` ends a line: `\n`, or `\r` not followed by `\n`.
    @inline(__always)
    static func endsLine(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = buffer[index]
        return byte == 0x0A || (byte == 0x0D && !(index + 1 < buffer.count && buffer[index + 1] == 0x0A))
    }
}

/// A source's line counts by block, made once, by whichever thread first asks.
private final class LineTable: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [Int]?

    func counts(_ make: () -> [Int]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let counts = make()
        made = counts
        return counts
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
