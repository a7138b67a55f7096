/// A read-only typed view over one record: generated per fragment and operation root.
///
/// Each accessor loads one slot and registers the read with Observation. A lens is equal
/// by its anchor and is not hashable.
public protocol Lens: Sendable, Equatable {
    @_spi(Generated) var anchor: Anchor { get }
    @_spi(Generated) init(anchor: Anchor)
    /// The response path of the first bubbling `@required` field that holds no value (null,
    /// or a link to a deleted record), or nil when every one holds a value. Generated on an
    /// operation's root lens when a required field bubbles to the root; the runtime reads it
    /// to fail the phase with a `RequiredFieldError`.
    @_spi(Generated) @MainActor var missingRequiredField: String? { get }
}

extension Lens {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.anchor == rhs.anchor }

    /// No bubbling `@required` field: nothing is ever missing.
    @_spi(Generated) @MainActor public var missingRequiredField: String? { nil }
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
