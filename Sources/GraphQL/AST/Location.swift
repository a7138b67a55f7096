/// Where a node was read: byte offsets `start..<end` in the compilation's offset space
/// (see ``Source/baseOffset``). Nodes made by transforms carry ``Location/none``.
public struct Location: Hashable, Sendable {
    /// Offset of the node's first byte.
    public var start: Int
    /// Offset just past the node's last byte.
    public var end: Int

    /// Makes a location.
    @inlinable public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The location of a node that was not read from any source.
    public static let none = Location(start: -1, end: -1)

    /// Whether the node was read from a source.
    @inlinable public var isKnown: Bool { start >= 0 }
}

/// A name as written, with its location.
public struct Name: Hashable, Sendable {
    /// The name's text.
    public var value: String
    /// Where it was written.
    public var loc: Location

    /// Makes a name.
    public init(_ value: String, loc: Location = .none) {
        self.value = value
        self.loc = loc
    }
}
