/// Choices that change which built-in definitions a built schema holds.
///
/// The defaults give the schema GraphQL.js 17 / graphql-core 3.3 `buildSchema` gives: the
/// directives of `specifiedDirectives` (`@include`, `@skip`, `@deprecated`, `@specifiedBy`,
/// `@oneOf`), and of the five built-in scalars only those the schema uses (`String` and
/// `Boolean` always, as introspection uses them).
public struct SchemaBuildOptions: Hashable, Sendable {
    /// Adds `@defer` and `@stream` as GraphQL.js declares them. GraphQL.js leaves them out of
    /// `specifiedDirectives`, so a schema must opt in; a Relay-style client that sends
    /// incremental-delivery operations should.
    public var includesDeferAndStream: Bool
    /// Keeps all five built-in scalars even when the schema never refers to one (GraphQL.js
    /// drops `Int`, `Float` and `ID` when unused, so `query ($n: Int)` is an unknown type).
    public var keepsUnusedBuiltInScalars: Bool

    /// Makes options; the defaults match GraphQL.js.
    public init(includesDeferAndStream: Bool = false, keepsUnusedBuiltInScalars: Bool = false) {
        self.includesDeferAndStream = includesDeferAndStream
        self.keepsUnusedBuiltInScalars = keepsUnusedBuiltInScalars
    }

    /// What a Relay-style client wants: `@defer`/`@stream` and every built-in scalar.
    public static let client = SchemaBuildOptions(includesDeferAndStream: true, keepsUnusedBuiltInScalars: true)
}
