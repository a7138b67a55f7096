import Testing
@testable import BatonCompiler

/// Under `onError: NULL` a server may null any field, so schema-non-null fields read optional
/// unless `@throwOnFieldError` (or `@catch`) holds them (SPEC §2).
@Suite("Swift emitter: semantic nullability")
struct SemanticNullabilityTests {
    static let schema = "type Query { me: User! } type User { id: ID! age: Int! best: User! }"

    static func lens(_ document: String, onError: BatonConfig.ErrorBehavior?) throws -> String {
        var config = BatonConfig(schema: "s")
        config.onError = onError
        let input = try EmitInput.build(schema: schema, config: config, documents: [(path: "D.graphql", texts: [document])])
        return try #require(SwiftEmitter.emit(input).files["D.graphql"])
    }

    @Test func nonNullFieldsReadOptionalUnderNull() throws {
        let fragment = "fragment F_user on User { age best { id } }"
        let relaxed = try Self.lens(fragment, onError: .null)
        #expect(relaxed.contains("public var age: Int? { anchor.scalar(Slots.User.age) }"))
        #expect(relaxed.contains("public var best: Best? { anchor.link(Slots.User.best) }"))
        let propagating = try Self.lens(fragment, onError: .propagate)
        #expect(propagating.contains("public var age: Int { anchor.scalarNonNull(Slots.User.age) }"))
    }

    @Test func throwOnFieldErrorKeepsTheSchemasNullability() throws {
        let strict = try Self.lens("fragment F_user on User @throwOnFieldError { age best { id } }", onError: .null)
        #expect(strict.contains("public var age: Int { anchor.scalarNonNull(Slots.User.age) }"))
        #expect(strict.contains("public var id: String { anchor.scalarNonNull(Slots.User.id) }"))
        let query = try Self.lens("query Q @throwOnFieldError { me { age } }", onError: .null)
        #expect(query.contains("public var me: Me { anchor.linkNonNull(Slots.Query.me, type: Types.User) }"))
    }
}
