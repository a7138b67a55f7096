/// A stand-in for the runtime's `@Fragment` marker until the runtime ships it: the compiler only
/// reads the marker's text, so any property wrapper of that name and shape serves the demo.
@propertyWrapper
public struct Fragment<Value> {
    /// The fragment's GraphQL text, read by `batonc` at build time.
    public let document: String
    /// The wrapped value.
    public var wrappedValue: Value

    /// Makes a marker around a value.
    public init(wrappedValue: Value, _ document: String) {
        self.document = document
        self.wrappedValue = wrappedValue
    }
}
