/// The bounds of a validation run that GraphQL.js shares, with its values and messages.
public enum ValidationLimits {
    /// How many errors a run returns at most (GraphQL.js's `maxErrors` default).
    public static let defaultMaxErrors = 100

    /// The error that follows the first ``ValidationOptions/maxErrors`` errors of a document
    /// that has more.
    public static let tooManyErrorsMessage = "Too many validation errors, error limit reached. Validation aborted."

    /// The error that ends a run stopped by a nesting limit or a work budget.
    public static let abortedMessage = "Validation aborted."
}
