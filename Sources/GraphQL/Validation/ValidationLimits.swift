/// The bounds of a validation run that GraphQL.js shares, with its values and messages.
public enum ValidationLimits {
    /// How many errors a run returns at most (GraphQL.js's `maxErrors` default).
    public static let defaultMaxErrors = 100

    /// The error that follows the first ``ValidationOptions/maxErrors`` errors of a document
    /// that has more.
    public static let tooManyErrorsMessage = "Too many validation errors, error limit reached. Validation aborted."

    /// The error that ends a run stopped by a nesting limit or a work budget.
    public static let abortedMessage = "Validation aborted."

    /// How many levels of nesting (selection sets through spreads, plus values and types) a
    /// document may reach and still be validated on the caller's stack, which may be as small
    /// as the half megabyte of a secondary thread (a debug build spends a few kilobytes a
    /// level). A deeper document is validated on a thread of ``largeStackBytes``.
    static let inlineStackLevels = 40

    /// The stack deep documents are validated on: room for the parser's 1,000 levels (and a
    /// built document's 5,000) in a debug build; only the pages touched are committed.
    static let largeStackBytes = 64 << 20
}
