/// Uncaught field errors under `@throwOnFieldError`: the phase's failure while the data
/// stays in the store.
public struct FieldErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The errors, each with its path.
    public var errors: [FieldError]

    /// The uncaught errors.
    public init(_ errors: [FieldError]) { self.errors = errors }

    public var description: String {
        errors.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
    }
}
