/// One operation to send: everything a ``Transport`` needs and nothing of the store.
public struct Request: Sendable, Hashable {
    /// The operation's name, which test transports answer by.
    public var operationName: String
    /// Query, mutation or subscription.
    public var kind: OperationKind
    /// The text or the persisted id.
    public var document: Document
    /// The variables as JSON values (see ``Variables/declared(_:)``).
    public var variables: Variables
    /// The `onError` value, when the build names one.
    public var errorBehavior: ErrorBehavior?
    /// Whether the operation has `@defer`, so the response may arrive in parts.
    public var incremental: Bool

    /// A request; variables default to none, `onError` to unset, delivery to whole.
    public init(
        operationName: String,
        kind: OperationKind,
        document: Document,
        variables: Variables = Variables(),
        errorBehavior: ErrorBehavior? = nil,
        incremental: Bool = false
    ) {
        self.operationName = operationName
        self.kind = kind
        self.document = document
        self.variables = variables
        self.errorBehavior = errorBehavior
        self.incremental = incremental
    }
}
