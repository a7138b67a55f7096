/// A read-only typed view over one record: generated per fragment and operation root.
///
/// Each accessor loads one slot and registers the read with Observation. A lens is equal
/// by its anchor and is not hashable.
public protocol Lens: Sendable, Equatable {
    @_spi(Generated) var anchor: Anchor { get }
    @_spi(Generated) init(anchor: Anchor)
}

extension Lens {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.anchor == rhs.anchor }
}

/// A schema enum as generated code writes it: a case per value plus `unknown(String)`,
/// so a value the build does not know still reads.
public protocol GeneratedEnum: SlotReadable, Hashable {
    /// The value for a server text (an unknown text gives `unknown`).
    init(rawText: String)
    /// The server's text of this value.
    var rawText: String { get }
    /// A value the build does not know.
    static func unknown(_ text: String) -> Self
}
