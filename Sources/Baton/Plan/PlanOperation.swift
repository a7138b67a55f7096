/// The kind of an operation; it picks the root record responses are committed under.
public enum OperationKind: String, Sendable, Hashable {
    case query, mutation, subscription

    /// The root record's key for this kind.
    public var rootKey: String {
        switch self {
        case .query: RecordKey.queryRoot
        case .mutation: RecordKey.mutationRoot
        case .subscription: RecordKey.subscriptionRoot
        }
    }

    /// The root record's type for this kind.
    public var rootType: TypeID {
        switch self {
        case .query: .query
        case .mutation: .mutation
        case .subscription: .subscription
        }
    }
}

/// What a request carries: the compiler's text, or the id it was persisted under (never both).
public enum OperationDocument: Sendable, Hashable {
    case text(String)
    case id(String)
}

/// How a server is asked to treat field errors (`onError` in `baton.json`); nil sends nothing.
public enum ErrorBehavior: String, Sendable, Hashable {
    case propagate = "PROPAGATE"
    case null = "NULL"
    case abort = "ABORT"
}

/// The plan of one operation: its constants and its root selection.
///
/// Generated code builds one per operation as a `static let`; the runtime interprets it.
@_spi(Generated)
public struct PlanOperation: Sendable {
    /// The operation's name (`TestList`).
    public let name: String
    /// Query, mutation or subscription: picks the root record.
    public let kind: OperationKind
    /// What a request sends: the compact text or the persisted id.
    public let document: OperationDocument
    /// The `onError` value `baton.json` names, if any.
    public let errorBehavior: ErrorBehavior?
    /// `@cacheExpiration(seconds:)`, or nil for the store's default.
    public let cacheExpiration: Int?
    /// Whether the operation has `@defer` parts.
    public let hasDeferred: Bool
    /// `@throwOnFieldError` on the operation.
    public let throwsOnFieldError: Bool
    /// Whether a `@required` bubbles to the root.
    public let bubbles: Bool
    /// Transient root fields, by field name: never written to the image (no cell, no storage
    /// key, no fetch stamp).
    public let transient: [String]
    /// The build's transient types (`Types.transient`): their records never reach the image.
    public let transientTypes: Set<TypeID>
    /// The root selection, on the root type.
    public let selection: PlanSelection

    /// Generated code's memberwise initializer.
    public init(name: String, kind: OperationKind, document: OperationDocument,
                errorBehavior: ErrorBehavior? = nil, cacheExpiration: Int? = nil,
                hasDeferred: Bool = false, throwsOnFieldError: Bool = false, bubbles: Bool = false,
                transient: [String] = [], transientTypes: Set<TypeID> = [], selection: PlanSelection) {
        self.name = name
        self.kind = kind
        self.document = document
        self.errorBehavior = errorBehavior
        self.cacheExpiration = cacheExpiration
        self.hasDeferred = hasDeferred
        self.throwsOnFieldError = throwsOnFieldError
        self.bubbles = bubbles
        self.transient = transient
        self.transientTypes = transientTypes
        self.selection = selection
        // Registered before any of the operation's responses can be committed.
        ImageExclusions.register(types: transientTypes, rootFields: transient, kind: kind)
    }
}
