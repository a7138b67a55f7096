/// Settling roots' verdicts (SPEC §5.13): under `@throwOnFieldError`, any uncaught error in
/// the operation's own selection (as the store holds it) or among the last response's
/// unplaced errors fails the phase while the data stays.
extension Store {
    /// The errors of `result` no `@catch` covers: placed ones outside `@catch`, then the
    /// unplaced ones.
    static func uncaughtErrors(_ result: IngestResult) -> [FieldError] {
        result.changes.errors.filter { !$0.isCaught }.map(\.error) + result.unplacedErrors
    }

    /// After a response for `root`: logs each uncaught error, keeps the unplaced ones and
    /// settles the verdict. Returns the uncaught errors.
    @discardableResult
    func settle(_ root: Root, after result: IngestResult, operation: String) -> [FieldError] {
        let uncaught = Self.uncaughtErrors(result)
        for error in uncaught { emit(.fieldError(operation: operation, path: error.path)) }
        guard root.resolution.operation.throwsOnFieldError else { return uncaught }
        root.unplacedErrors = result.unplacedErrors
        settleVerdict(root)
        return uncaught
    }

    /// Re-settles every kept root under `@throwOnFieldError` (after a batch that changed
    /// something). An equal verdict notifies no one.
    func settleVerdicts() {
        for root in roots.all where root.resolution.operation.throwsOnFieldError && root.present {
            settleVerdict(root)
        }
    }

    private func settleVerdict(_ root: Root) {
        let errors = storedErrors(root) + root.unplacedErrors
        root.verdict = errors.isEmpty ? .sound : .fieldErrors(FieldErrors(errors))
    }

    /// The errors stored on the uncaught fields the root's plan reaches, in walk order.
    private func storedErrors(_ root: Root) -> [FieldError] {
        var errors: [FieldError] = []
        var visited = Set<[ObjectIdentifier]>()
        var stack = [(self.root(root.kind), root.resolution.root)]
        while let (record, selection) = stack.popLast() {
            guard visited.insert([ObjectIdentifier(record), ObjectIdentifier(selection)]).inserted else { continue }
            let variant = selection.variant(for: record.type, answered: memberships[record.type] ?? [])
            for field in variant.fields where field.isServerField && !field.isCaught {
                if let error = record.storedError(at: field.slot) { errors.append(error) }
                guard case .link(let link) = field.kind else { continue }
                for target in Marking.targets(record.value(at: field.slot)) where !target.isDeleted {
                    stack.append((target, link.selection))
                }
            }
        }
        return errors
    }
}
