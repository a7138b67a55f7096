/// The bounds that keep the overlapping-fields search fast and its messages short on any
/// document, with graphql-core 3.3's values.
public enum OverlappingFieldsLimits {
    /// Units of work one search may spend before it gives up with
    /// ``abortedMessage``. Every attempted field comparison costs 2, every fragment pair 2,
    /// every field-and-fragment pair 1, every spread resolved, response name matched,
    /// argument compared and type wrapper compared 1. Realistic documents stay far below.
    public static let defaultComplexityBudget = 500_000

    /// The message of the error that ends a search that ran out of budget (or nested past
    /// ``maxRecursionDepth``).
    public static let abortedMessage = ValidationLimits.abortedMessage

    /// Names and reasons longer than this (in Unicode scalars) are cut, with `...` after.
    public static let maxConflictDetailLength = 1000

    /// At most this many locations on each side of one conflict.
    public static let maxConflictNodes = 20

    /// How deep the search may nest (selection sets within selection sets, chains of
    /// fragments) before it aborts rather than risk the stack. Twice the parser's nesting
    /// limit, so every parsed document fits.
    public static let maxRecursionDepth = 2_000

    /// The stack the search runs on, sized for ``maxRecursionDepth`` levels in a debug build
    /// with room to spare (only the pages touched are committed).
    static let searchStackBytes = 64 << 20

    /// How deep a search may nest on the caller's own stack. Realistic documents stay well
    /// within it (the validation walker already recurses as deep on that stack); a search
    /// that would go deeper starts over on a thread with ``searchStackBytes`` of stack.
    static let inlineRecursionDepth = 48
}

/// Thrown inside the search when the budget or the depth bound is exceeded.
struct ConflictSearchAborted: Error {
    /// Whether the depth bound, rather than the budget, was exceeded.
    var tooDeep = false
}
