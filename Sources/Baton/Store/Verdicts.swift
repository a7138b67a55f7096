/// Settling a root's verdict from a response (SPEC §5.13, §5.15).
extension Store {
    /// The errors of `result` no `@catch` covers: placed ones outside `@catch`, then the
    /// unplaced ones.
    static func uncaughtErrors(_ result: IngestResult) -> [FieldError] {
        result.changes.errors.filter { !$0.isCaught }.map(\.error) + result.unplacedErrors
    }

    /// Logs each uncaught error and, under `@throwOnFieldError`, settles the root's verdict.
    /// Returns the uncaught errors.
    @discardableResult
    func settle(_ root: Root, after result: IngestResult, operation: String) -> [FieldError] {
        let uncaught = Self.uncaughtErrors(result)
        for error in uncaught { emit(.fieldError(operation: operation, path: error.path)) }
        guard root.resolution.operation.throwsOnFieldError else { return uncaught }
        root.verdict = uncaught.isEmpty ? .sound : .fieldErrors(FieldErrors(uncaught))
        root.hadUnplacedErrors = !result.unplacedErrors.isEmpty
        return uncaught
    }
}
