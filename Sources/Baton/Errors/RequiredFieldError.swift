/// A `@required` field that bubbles to the root was null.
public struct RequiredFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The required field's response path, dotted with indices.
    public var path: String
    /// The operation it was read under, when known.
    public var operationName: String?

    /// The error for the field at `path`.
    public init(path: String, operationName: String? = nil) {
        self.path = path
        self.operationName = operationName
    }

    public var description: String {
        "required field \(path) is null" + (operationName.map { " in \($0)" } ?? "")
    }
}
