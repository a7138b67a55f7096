/// Settling roots' verdicts: what the phase shows when the data is present.
///
/// A verdict comes from the data, wherever the data came from (a response, `commitPayload`,
/// another operation's write, another environment over the same store):
/// - under `@throwOnFieldError`, any uncaught error stored in the operation's own selection,
///   or among the last response's unplaced errors, fails the phase with `FieldErrors`;
/// - a `@required` field that bubbles to the root and holds no value fails it with a
///   `RequiredFieldError` naming the operation and the field's path;
/// - otherwise the data is sound. The data stays in the store either way.
///
/// A verdict is settled after a response, when a check finds the data (attach,
/// `commitPayload`), and after any batch that changed a null, a link, an error or a
/// deletion. A batch that changed only scalars, without errors, settles nothing.
extension Store {
    /// The errors of `result` no `@catch` covers: placed ones outside `@catch`, then the
    /// unplaced ones.
    static func uncaughtErrors(_ result: IngestResult) -> [FieldError] {
        result.changes.errors.filter { !$0.isCaught }.map(\.error) + result.unplacedErrors
    }

    /// After a response for `root`: logs each uncaught error, keeps the unplaced ones (until
    /// the next response) and settles the verdict. Returns the uncaught errors.
    @discardableResult
    func settle(_ root: Root, after result: IngestResult, operation: String) -> [FieldError] {
        let uncaught = Self.uncaughtErrors(result)
        for error in uncaught {
            emit(.fieldError(operation: operation, path: error.path, message: error.message))
        }
        if root.resolution.operation.throwsOnFieldError { root.unplacedErrors = result.unplacedErrors }
        settleVerdict(root)
        return uncaught
    }

    /// A check found `root`'s data in the store: its verdict is settled from that data
    /// before the data shows.
    func found(_ root: Root) {
        settleVerdict(root)
        root.present = true
    }

    /// Whether replacing `old` with `new` in a slot can change a verdict: a null, a missing
    /// value or a link on either side. A scalar replaced by another scalar cannot.
    static func touchesVerdicts(_ old: SlotValue, _ new: SlotValue) -> Bool {
        mayHoldNothingOrLink(old) || mayHoldNothingOrLink(new)
    }

    private static func mayHoldNothingOrLink(_ value: SlotValue) -> Bool {
        switch value {
        case .missing, .null, .link, .links: true
        default: false
        }
    }

    /// Re-settles every present root whose data can fail its phase, after a batch that
    /// changed a null, a link, an error or a deletion. An equal verdict notifies no one.
    func settleVerdicts() {
        for root in roots.all where root.present && root.hasVerdictPolicy { settleVerdict(root) }
    }

    private func settleVerdict(_ root: Root) {
        guard root.hasVerdictPolicy else { return }
        verdictSettlements += 1
        if root.resolution.operation.throwsOnFieldError {
            let errors = storedErrors(root) + root.unplacedErrors
            if !errors.isEmpty {
                root.verdict = .fieldErrors(FieldErrors(errors))
                return
            }
        }
        if let path = root.missingRequiredField?(self) {
            root.verdict = .required(RequiredFieldError(path: path, operationName: root.resolution.operation.name))
            return
        }
        root.verdict = .sound
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
