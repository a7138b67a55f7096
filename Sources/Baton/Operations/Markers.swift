/// The markers a host file writes beside its views (ARCHITECTURE decision 2). The compiler
/// reads their document text from the source; the runtime ignores it. Each wraps the value
/// the parent passes.
///
/// Swift's property wrappers cannot take both an attribute argument and the memberwise
/// init's value, so a host uses one of two forms:
///
/// ```swift
/// struct Row {
///     @Fragment("fragment Row_character on Character { name }") var character: Row_character
///     init(character: Row_character) { self.character = character }   // assigns the value
/// }
/// struct Screen {
///     @Query("query Q($id: ID!) { … }") var query = Q(id: "1")         // an initial value:
/// }                                                                    // Screen(query: Q(id: "2"))
/// ```
///
/// Reading a marked property that was never given a value is a programmer error (like an
/// implicitly unwrapped optional) and stops the program.
@propertyWrapper
public struct Fragment<Value> {
    private var value: Value?

    /// The value the parent passed (usually a lens).
    public var wrappedValue: Value {
        get { MarkerValue.read(value, "@Fragment") }
        set { value = newValue }
    }

    /// Wraps `wrappedValue`; `document` is for the compiler only.
    public init(wrappedValue: Value, _ document: String) { value = wrappedValue }

    /// A marker whose value the host's init assigns.
    public init(_ document: String) { value = nil }
}

/// `@Query("query Q($id: ID!) {…}", fetchPolicy: .storeOrNetwork) var q: Q`: the
/// operation value the parent passes, and the policy its holder fetches with.
@propertyWrapper
public struct Query<Value> {
    private var value: Value?
    /// The policy a holder of this value's handle uses.
    public let fetchPolicy: FetchPolicy

    /// The operation value.
    public var wrappedValue: Value {
        get { MarkerValue.read(value, "@Query") }
        set { value = newValue }
    }

    /// Wraps `wrappedValue`; `document` is for the compiler only.
    public init(wrappedValue: Value, _ document: String, fetchPolicy: FetchPolicy = .default) {
        value = wrappedValue
        self.fetchPolicy = fetchPolicy
    }

    /// A marker whose value the host's init assigns.
    public init(_ document: String, fetchPolicy: FetchPolicy = .default) {
        value = nil
        self.fetchPolicy = fetchPolicy
    }
}

/// `@Mutation("mutation Rename(…) {…}") var rename: Rename.Action`: with no value given,
/// an unbound action, which throws `EnvironmentError.outsideEnvironment` when performed.
@propertyWrapper
public struct Mutation<Value> {
    private var value: Value?

    /// The action (or whatever value the parent passes).
    public var wrappedValue: Value {
        get { MarkerValue.read(value, "@Mutation") }
        set { value = newValue }
    }

    /// Wraps `wrappedValue`; `document` is for the compiler only.
    public init(wrappedValue: Value, _ document: String) { value = wrappedValue }

    /// An unbound action, so `@Mutation("…") var rename: Rename.Action` needs no value.
    public init<M: MutationOperation>(_ document: String) where Value == MutationAction<M> {
        value = MutationAction<M>()
    }
}

/// `@Subscription("subscription S {…}") var s: S`.
@propertyWrapper
public struct Subscription<Value> {
    private var value: Value?

    /// The operation value.
    public var wrappedValue: Value {
        get { MarkerValue.read(value, "@Subscription") }
        set { value = newValue }
    }

    /// Wraps `wrappedValue`; `document` is for the compiler only.
    public init(wrappedValue: Value, _ document: String) { value = wrappedValue }

    /// A marker whose value the host's init assigns.
    public init(_ document: String) { value = nil }
}

enum MarkerValue {
    /// The marked value; a read before any value was given is the host's bug.
    static func read<Value>(_ value: Value?, _ marker: StaticString) -> Value {
        guard let value else { preconditionFailure("\(marker) property read before its value was set") }
        return value
    }
}

extension Fragment: Sendable where Value: Sendable {}
extension Query: Sendable where Value: Sendable {}
extension Mutation: Sendable where Value: Sendable {}
extension Subscription: Sendable where Value: Sendable {}
