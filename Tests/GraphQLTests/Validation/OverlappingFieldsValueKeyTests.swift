import Testing
@testable import GraphQL

/// Argument values are equal exactly when GraphQL.js prints them alike after sorting object
/// fields by name.
@Suite struct OverlappingFieldsValueKeyTests {
    static func key(_ text: String) throws -> ValueKey {
        ValueKey(try parseValue(Source(text)))
    }

    @Test(arguments: [
        ("{a: 1, b: 2}", "{b: 2, a: 1}"),
        ("[{b: 1, a: [{d: 2, c: 3}]}]", "[{a: [{c: 3, d: 2}], b: 1}]"),
        ("\"\\u0041\"", "\"A\""),
        ("{a: 1, a: 2, b: 3}", "{b: 3, a: 1, a: 2}"),
        ("$x", "$x"),
    ])
    func equal(_ a: String, _ b: String) throws {
        #expect(try Self.key(a) == Self.key(b))
    }

    @Test(arguments: [
        ("1", "1.0"),
        ("1", "\"1\""),
        ("\"1\"", "\"\"\"1\"\"\""),
        ("VALUE", "\"VALUE\""),
        ("true", "TRUE"),
        ("null", "NULL"),
        ("[1, 2]", "[2, 1]"),
        ("{a: 1, a: 2}", "{a: 2, a: 1}"),
        ("{a: 1}", "{a: 1, a: 1}"),
        ("$x", "$y"),
        ("[\"a\", \"b\"]", "[\"ab\"]"),
        ("{a: \"1\", b: \"2\"}", "{a: \"1\\\", b: \\\"2\"}"),
        ("1.0", "1.00"),
    ])
    func different(_ a: String, _ b: String) throws {
        #expect(try Self.key(a) != Self.key(b))
    }

    /// Kept alive for the whole run: destroying a value this deep would itself recurse.
    static let deepValue: Value = {
        var value = Value.int("1", .none)
        for _ in 0..<200_000 { value = .list([value], .none) }
        return value
    }()

    @Test func deeplyNestedValuesNeedNoDeepStack() {
        // `[` and `]` per level around `i1|1`.
        #expect(ValueKey(Self.deepValue).bytes.count == 400_000 + 4)
    }
}
