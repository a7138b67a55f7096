import Foundation
import Testing
@testable import GraphQL

/// Printing never recurses with the tree's depth: trees 1,000 levels deep (the parser's limit)
/// print in both forms on a thread with a 256 KiB stack, which a printer recursing per level
/// would overflow.
@Suite struct DeepNestingPrinterTests {
    static let depth = 1_000

    /// `{ a { a { … { a } … } } }`, `depth` fields deep.
    static func nestedFields(_ depth: Int) -> Document {
        var set = SelectionSet(selections: [.field(Field(name: Name("a")))])
        for _ in 1..<depth {
            set = SelectionSet(selections: [.field(Field(name: Name("a"), selectionSet: set))])
        }
        return Document(definitions: [.operation(OperationDefinition(operation: .query, selectionSet: set))])
    }

    /// `... on T { ... on T { … a … } }`, `depth` inline fragments deep.
    static func nestedInlineFragments(_ depth: Int) -> SelectionSet {
        var set = SelectionSet(selections: [.field(Field(name: Name("a")))])
        for _ in 0..<depth {
            let inline = InlineFragment(typeCondition: NamedType(name: Name("T")), selectionSet: set)
            set = SelectionSet(selections: [.inlineFragment(inline)])
        }
        return set
    }

    /// `[[[…[1]…]]]` or `{k: {k: … 1 …}}`, `depth` containers deep.
    static func nestedValue(_ depth: Int, lists: Bool) -> Value {
        var value = Value.int("1", .none)
        for _ in 0..<depth {
            value = lists ? .list([value], .none) : .object([ObjectField(name: Name("k"), value: value)], .none)
        }
        return value
    }

    /// `[[…[Int!]!…]!]!`, `depth` list wrappers deep.
    static func nestedType(_ depth: Int) -> TypeNode {
        var type = TypeNode.nonNull(.named(NamedType(name: Name("Int"))), .none)
        for _ in 0..<depth { type = .nonNull(.list(type, .none), .none) }
        return type
    }

    /// `open` repeated `count` times, `middle`, then `close` repeated as often.
    static func repeated(_ open: String, _ middle: String, _ close: String, _ count: Int = depth) -> String {
        String(repeating: open, count: count) + middle + String(repeating: close, count: count)
    }

    /// Runs `work` on a new thread with a small stack and returns its result.
    static func onSmallStack<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = 256 << 10
            thread.start()
        }
    }

    @Test func deepSelectionSetsPrint() async throws {
        let document = Self.nestedFields(Self.depth)
        let (pretty, compact) = await Self.onSmallStack { (Printer.pretty(document), Printer.compact(document)) }
        #expect(compact == Self.repeated("{a", "", "}"))
        let lines = pretty.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 * Self.depth + 1)
        #expect(lines[Self.depth] == Substring(String(repeating: "  ", count: Self.depth) + "a"))
        #expect(lines.last == "}")

        let fragments = Self.nestedInlineFragments(Self.depth)
        let (prettyFragments, compactFragments) = await Self.onSmallStack {
            (Printer.pretty(fragments), Printer.compact(fragments))
        }
        #expect(compactFragments == "{" + String(repeating: "...on T{", count: Self.depth) + "a"
            + String(repeating: "}", count: Self.depth + 1))
        #expect(prettyFragments.split(separator: "\n").count == 2 * Self.depth + 3)
    }

    @Test func deepValuesPrint() async throws {
        let list = Self.nestedValue(Self.depth, lists: true)
        let object = Self.nestedValue(Self.depth, lists: false)
        let printed = await Self.onSmallStack {
            [Printer.compact(list), Printer.compact(object), Printer.pretty(list), Printer.pretty(object)]
        }
        #expect(printed[0] == Self.repeated("[", "1", "]"))
        #expect(printed[1] == Self.repeated("{k:", "1", "}"))
        // Wrapped once wider than 80 columns: the outer levels go one item per line.
        #expect(printed[2].hasPrefix("[\n  [\n    ["))
        #expect(printed[2].utf8.count { $0 == UInt8(ascii: "[") } == Self.depth)
        // `[…]` fits on one line up to 39 levels (79 columns).
        #expect(printed[2].contains(Self.repeated("[", "1", "]", 39) + "\n"))
        #expect(printed[3].hasPrefix("{\n  k: {\n    k: {"))
        // `{ k: … }` fits on one line up to 11 levels (1 + 7 × 11 = 78 columns).
        let innermost = String(repeating: "{ k: ", count: 11) + "1" + String(repeating: " }", count: 11)
        #expect(printed[3].contains(": " + innermost + "\n"))
        #expect(printed[3].hasSuffix("\n  }\n}"))
    }

    @Test func deepTypesPrint() async throws {
        let type = Self.nestedType(Self.depth)
        let printed = await Self.onSmallStack { Printer.pretty(type) }
        #expect(printed == Self.repeated("[", "Int!", "]!"))
    }

    /// The deepest document the parser accepts prints and reads back the same.
    @Test func deepestParsedDocumentRoundTrips() async throws {
        var depth = Self.depth
        var document: Document?
        while document == nil, depth > 0 {
            document = try? parse(String(repeating: "{a", count: depth) + String(repeating: "}", count: depth))
            depth -= 1
        }
        let parsed = try #require(document)
        #expect(depth > 900)
        let (pretty, compact) = await Self.onSmallStack { (Printer.pretty(parsed), Printer.compact(parsed)) }
        #expect(Printer.pretty(try parse(pretty)) == pretty)
        #expect(Printer.compact(try parse(compact)) == compact)
    }
}
