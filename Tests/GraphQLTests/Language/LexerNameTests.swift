import Testing
@testable import GraphQL

/// Name tokens are made into `String`s once per distinct name in a parse: each token still
/// has its own text, and equal names share one storage.
@Suite struct LexerNameTests {
    /// Names of every length from 1 to 40, some differing only in their last byte, some a
    /// prefix of another: enough distinct names for the table to grow several times.
    static let names: [String] = {
        var names: [String] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
        for length in 1 ... 40 {
            let stem = String((0 ..< length).map { letters[$0 % letters.count] })
            names.append(stem)
            for variant in 0 ..< 40 { names.append(stem + String(variant)) }
        }
        return names
    }()

    /// A name's bytes are tested with one letter range for both cases: every code from -1 (the
    /// end) to 255 is classified as the grammar says (`[_A-Za-z]` starts a name, digits may
    /// follow), and a name ends at the first byte outside them, `@`, `[`, `]` and `{` (just
    /// outside the letter ranges) included.
    @Test func everyByteStartsContinuesOrEndsANameAsTheGrammarSays() throws {
        for code in -1 ... 255 {
            let letter = (0x41 ... 0x5A).contains(code) || (0x61 ... 0x7A).contains(code) || code == 0x5F
            #expect(isNameStart(code) == letter, "\(code)")
            #expect(isNameContinue(code) == (letter || (0x30 ... 0x39).contains(code)), "\(code)")
        }
        let tokens = try LexerTests.tokens("zA_9@aZ[b]{d}Ya")
        #expect(tokens.filter { $0.kind == .name }.map(\.value) == ["zA_9", "aZ", "b", "d", "Ya"])
    }

    @Test func everyTokenKeepsItsOwnText() throws {
        // Each name twice, the second time after every other, so repeats are found in a table
        // that has grown since the name went in; the last name ends the source.
        let text = (Self.names + Self.names.reversed()).joined(separator: " ")
        let values = try LexerTests.tokens(text).map(\.value)
        #expect(values == Self.names + Self.names.reversed())
    }

    @Test func equalNamesShareStorage() throws {
        let long = "aVeryLongFieldNameThatIsNotASmallString"
        let tokens = try LexerTests.tokens("\(long) other \(long)_ \(long)")
        #expect(tokens.map(\.value) == [long, "other", long + "_", long])
        let storage = tokens.map { $0.value?.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
        #expect(storage[0] != nil && storage[0] == storage[3])
        #expect(storage[0] != storage[2])
    }

    /// The table's hash starts from a seed drawn per process: names found to share one slot
    /// under one seed (as a document crafted against a fixed hash would) spread under another,
    /// and a table built with that seed still gives each its own text.
    @Test func namesThatCollideUnderOneSeedSpreadUnderAnother() throws {
        func slot(_ name: String, seed: UInt64) -> UInt64 {
            Array(name.utf8).withUnsafeBufferPointer { LexerNames.hash($0, 0, $0.count, seed: seed) } & 1023
        }
        let candidates = (0 ..< 40_000).map { "field\($0)" }
        let colliding = Array(candidates.filter { slot($0, seed: 0) == slot(candidates[0], seed: 0) }.prefix(24))
        #expect(colliding.count == 24)
        let spread = Set(colliding.map { slot($0, seed: 0x5DEE_CE66_D1CE_4E5B) })
        #expect(spread.count > 16)
        var table = LexerNames(seed: 0)
        let text = Array(colliding.joined(separator: " ").utf8)
        let values = text.withUnsafeBufferPointer { bytes in
            var values: [String] = []
            var start = 0
            for name in colliding {
                values.append(table.name(bytes, start, start + name.utf8.count))
                start += name.utf8.count + 1
            }
            return values
        }
        #expect(values == colliding)
    }

    @Test func namesKeepTheirPlaceInTheDocument() throws {
        let text = "type Query { node: Node nodes: [Node] nodeX: Node } type Node { node: Query }"
        #expect(Printer.pretty(try parse(text)) == """
            type Query {
              node: Node
              nodes: [Node]
              nodeX: Node
            }

            type Node {
              node: Query
            }
            """)
    }
}
