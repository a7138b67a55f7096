import Testing
@testable import GraphQL

/// A type's members and a schema's types are found by name through a ``NameIndex``: every
/// name added has the position it was added at, a repeat keeps the first, and a name never
/// added is not found, whatever slots the names share.
@Suite struct NameIndexTests {
    @Test func everyNameKeepsItsPositionThroughGrowth() {
        var index = NameIndex()
        for (position, name) in LexerNameTests.names.enumerated() {
            #expect(index.add(name) == nil, "\(name) at \(position)")
        }
        #expect(index.count == LexerNameTests.names.count)
        #expect(index.names == LexerNameTests.names)
        for (position, name) in LexerNameTests.names.enumerated() {
            #expect(index.position(of: name) == position)
        }
    }

    @Test func aRepeatKeepsTheFirstPositionAndAddsNothing() {
        var index = NameIndex()
        #expect(index.add("node") == nil)
        #expect(index.add("nodes") == nil)
        #expect(index.add("node") == 0)
        #expect(index.add("nodes") == 1)
        #expect(index.names == ["node", "nodes"])
    }

    /// Names outside the index, some a prefix or an extension of a name in it, some sharing
    /// its first eight bytes, are not found; an empty index finds nothing.
    @Test func aNameNeverAddedIsNotFound() {
        #expect(NameIndex().position(of: "id") == nil)
        var index = NameIndex()
        for name in LexerNameTests.names { _ = index.add(name) }
        for name in ["", "zz", "abcdefghX", "abcdefghijklmnopq_", "abc0_", "ABC", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_a40"] {
            #expect(index.position(of: name) == nil, "\(name)")
        }
    }

    /// Names that fall into one run of slots (chosen under the seed the index uses) are each
    /// found at their own position, and names outside walk the whole run and are not found.
    @Test func namesSharingSlotsAreToldApart() {
        func slot(_ name: String) -> UInt64 { NameIndex.hash(name, seed: 0) & 1023 }
        let candidates = (0 ..< 40_000).map { "field\($0)" }
        let sharing = candidates.filter { slot($0) == slot(candidates[0]) }
        let colliding = Array(sharing.prefix(24))
        #expect(colliding.count == 24)
        var index = NameIndex(seed: 0)
        index.reserve(colliding.count)
        for name in colliding { #expect(index.add(name) == nil) }
        for (position, name) in colliding.enumerated() { #expect(index.position(of: name) == position) }
        for name in sharing.dropFirst(24).prefix(8) { #expect(index.position(of: name) == nil) }
    }

    /// A small string (stored inline) and a long one hash the same from either spelling of
    /// their bytes, so lookups with names from another parse find them.
    @Test func namesFromAnotherSourceAreFound() {
        var index = NameIndex()
        let long = "aVeryLongFieldNameThatIsNotASmallString"
        _ = index.add("id")
        _ = index.add(long)
        let rebuiltLong = String(decoding: Array(long.utf8), as: UTF8.self)
        let rebuiltShort = String(decoding: Array("id".utf8), as: UTF8.self)
        #expect(index.position(of: rebuiltLong) == 1)
        #expect(index.position(of: rebuiltShort) == 0)
        #expect(index.position(of: String(long.dropLast())) == nil)
    }

    /// The schema's lookups agree with its `types` dictionary for every type, and find neither
    /// a name outside the schema nor a built-in scalar dropped for being unused.
    @Test func schemaLookupsAgreeWithItsTypes() throws {
        let schema = try buildSchema(sdl: """
            type Query { a: T b(x: ID): String }
            type T { n: Int e: E }
            enum E { A B }
            input I { x: Int y: Int }
            """)
        for (name, type) in schema.types { #expect(schema.type(named: name) === type) }
        #expect(schema.type(named: "Float") == nil && schema.types["Float"] == nil)
        #expect(schema.type(named: "Nope") == nil)
        #expect(schema.type(named: "ID") != nil)
        let type = try #require(schema.type(named: "T"))
        #expect(type.field("n")?.type == .named("Int"))
        #expect(type.field("m") == nil)
        #expect(schema.selectedField("e", on: type)?.namedType?.name == "E")
        #expect(schema.type(named: "E")?.enumValue("B")?.name == "B")
        #expect(schema.type(named: "E")?.enumValue("C") == nil)
        #expect(schema.type(named: "I")?.inputField("y")?.type == .named("Int"))
        #expect(schema.type(named: "I")?.inputField("z") == nil)
    }
}
