/// A `storeOnly` attach found no data for the operation.
public struct MissingDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation whose data is missing.
    public var operationName: String

    /// The error for `operationName`.
    public init(operationName: String) { self.operationName = operationName }

    public var description: String { "no data in the store for \(operationName)" }
}
