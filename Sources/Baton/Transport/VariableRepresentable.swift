/// A Swift value that can be sent as a ``Variable``.
///
/// Generated enums and mapped scalars conform by returning their **text** (`.string`),
/// which is how the server expects them; `Optional.none` becomes `null`.
public protocol VariableRepresentable {
    /// The JSON value sent for this value.
    var variable: Variable { get }
}

extension JSONValue: VariableRepresentable {
    public var variable: Variable { self }
}

extension String: VariableRepresentable {
    public var variable: Variable { .string(self) }
}

extension Int: VariableRepresentable {
    public var variable: Variable { .int(Int64(self)) }
}

extension Int64: VariableRepresentable {
    public var variable: Variable { .int(self) }
}

extension Int32: VariableRepresentable {
    public var variable: Variable { .int(Int64(self)) }
}

extension Double: VariableRepresentable {
    public var variable: Variable { .float(self) }
}

extension Bool: VariableRepresentable {
    public var variable: Variable { .bool(self) }
}

extension Optional: VariableRepresentable where Wrapped: VariableRepresentable {
    public var variable: Variable { self?.variable ?? .null }
}

extension Array: VariableRepresentable where Element: VariableRepresentable {
    public var variable: Variable { .list(map(\.variable)) }
}
