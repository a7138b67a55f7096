import Testing
@testable import GraphQL

/// The uniqueness rules compare a few names pairwise and group many in a dictionary: a repeat
/// is reported the same either way, wherever it sits in the list, and distinct names report
/// nothing.
@Suite struct UniqueNamesTests {
    static let sdl = """
    type Query { f(\((0 ..< 20).map { "a\($0): Int" }.joined(separator: ", ")), i: I): Int }
    input I { \((0 ..< 20).map { "x\($0): Int" }.joined(separator: " ")) }
    """

    func messages(_ text: String, _ rule: any ValidationRule) throws -> [String] {
        let schema = try buildSchema(sdl: Self.sdl)
        return validate(schema: schema, document: try parse(text), rules: [rule]).map(\.message)
    }

    /// Names `a0 ...` of `count`, with the last one repeating the first when `repeated`.
    func names(_ prefix: String, _ count: Int, repeated: Bool) -> [String] {
        (0 ..< count).map { $0 == count - 1 && repeated ? "\(prefix)0" : "\(prefix)\($0)" }
    }

    @Test(arguments: [2, 16, 17, 20])
    func aRepeatedArgumentIsReportedAtAnyLength(count: Int) throws {
        let repeated = names("a", count, repeated: true).map { "\($0): 1" }.joined(separator: ", ")
        #expect(try messages("{ f(\(repeated)) }", UniqueArgumentNamesRule()) == ["There can be only one argument named 'a0'."])
        let distinct = names("a", count, repeated: false).map { "\($0): 1" }.joined(separator: ", ")
        #expect(try messages("{ f(\(distinct)) }", UniqueArgumentNamesRule()) == [])
    }

    @Test(arguments: [2, 16, 17, 20])
    func aRepeatedVariableIsReportedAtAnyLength(count: Int) throws {
        let repeated = names("v", count, repeated: true).map { "$\($0): Int" }.joined(separator: ", ")
        #expect(try messages("query Q(\(repeated)) { f }", UniqueVariableNamesRule())
            == ["There can be only one variable named '$v0'."])
        let distinct = names("v", count, repeated: false).map { "$\($0): Int" }.joined(separator: ", ")
        #expect(try messages("query Q(\(distinct)) { f }", UniqueVariableNamesRule()) == [])
    }

    @Test(arguments: [2, 16, 17, 20])
    func aRepeatedInputFieldIsReportedAtAnyLength(count: Int) throws {
        let repeated = names("x", count, repeated: true).map { "\($0): 1" }.joined(separator: ", ")
        #expect(try messages("{ f(i: {\(repeated)}) }", UniqueInputFieldNamesRule())
            == ["There can be only one input field named 'x0'."])
        let distinct = names("x", count, repeated: false).map { "\($0): 1" }.joined(separator: ", ")
        #expect(try messages("{ f(i: {\(distinct)}) }", UniqueInputFieldNamesRule()) == [])
    }

    @Test func distinctNamesArePairwiseOnlyWhenFew() {
        let few = ["a", "b", "a"]
        #expect(namesAreDistinct(few.count) { few[$0] } == false)
        #expect(namesAreDistinct(2) { few[$0] } == true)
        #expect(namesAreDistinct(0) { few[$0] } == true)
        #expect(namesAreDistinct(17) { "n\($0)" } == nil)
    }
}
