/// How a caught spread or aliased inline fragment reads its lens, one text for both: the
/// accessor's type, what it returns with no lens to read, and the statements that return the
/// lens or its errors.
extension LensMembers.Catch {
    /// What the accessor returns when there is no lens to read (its guard failed, its
    /// part has not arrived, the record is of another type).
    var absent: String { self == .result ? ".success(nil)" : "nil" }

    /// The accessor's type for the lens type `lens`; `value` is `lens` as a `Result` holds it
    /// (optional when the lens may be absent). Under `to: NULL` it is always optional.
    func declared(lens: String, value: String) -> String {
        self == .result ? "Result<" + value + ", FieldErrors>" : lens + "?"
    }

    /// The statements that return the `lens` at hand, or its errors (nil under `to: NULL`).
    var read: [String] {
        switch self {
        case .result: ["let errors = lens.uncaughtErrors",
                       "return errors.isEmpty ? .success(lens) : .failure(FieldErrors(errors))"]
        case .null: ["return lens.uncaughtErrors.isEmpty ? lens : nil"]
        }
    }
}
