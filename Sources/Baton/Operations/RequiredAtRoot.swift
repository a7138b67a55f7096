/// A `@required` field that bubbles to the root fails the operation, whoever reads it: a
/// handle's phase, or a fetch made without one.
extension Root {
    /// Lets the root's verdict see `operation`'s bubbling `@required` fields: installs the
    /// generated root lens's `missingRequiredField`, read over a scope with no store (settling
    /// a verdict reports nothing and heals nothing; the reads a view makes do). Does nothing
    /// when no field bubbles to the root or a check is installed already.
    func checksRequired<O: Operation>(_ operation: O) {
        guard O.plan.bubbles, missingRequiredField == nil else { return }
        let variables = operation.variables.byName
        missingRequiredField = { store in
            let silent = Owner(silentlyOver: store, variables: variables, isRooted: true)
            return O.Data(anchor: Anchor(record: store.root(O.kind), owner: silent)).missingRequiredField
        }
    }

    /// The error a fetch without a handle throws once its data is written: the first null of
    /// a bubbling `@required` field, as a handle's phase would show it.
    func throwIfRequiredMissing() throws(RequiredFieldError) {
        if case .required(let error) = verdict { throw error }
    }
}
