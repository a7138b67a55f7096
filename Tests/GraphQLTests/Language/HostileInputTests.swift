import Foundation
import Testing
@testable import GraphQL

/// Input meant to break the parser ends in a result or a `GraphQLError`: no crash, no hang,
/// no stack overflow.
@Suite struct HostileInputTests {
    /// The error parsing `bytes` throws, failing the test if none is thrown.
    private func syntaxError(_ bytes: [UInt8]) -> GraphQLError? {
        do {
            _ = try parse(Source(bytes: bytes))
            Issue.record("expected a syntax error")
            return nil
        } catch let error as GraphQLError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    private func column(_ error: GraphQLError?, _ bytes: [UInt8]) -> Int? {
        error?.locations.first.map { Source(bytes: bytes).textPosition(of: $0.start).column }
    }

    @Test(arguments: [
        ([0x7B, 0x20, 0xFF, 0x20, 0x7D], 3),  // { ÿ } with a lone 0xFF
        ([0x7B, 0xC3], 2),  // truncated two-byte sequence
        ([0x7B, 0xE0, 0x80, 0x80, 0x7D], 2),  // overlong
        ([0x7B, 0xF8, 0x88, 0x80, 0x80, 0x80], 2),  // five-byte form
        ([0x7B, 0x80], 2),  // lone continuation byte
    ])
    func invalidUTF8OutsideStrings(bytes: [UInt8], expectedColumn: Int) {
        let error = syntaxError(bytes)
        #expect(error?.message.hasPrefix("Syntax Error: Invalid UTF-8 byte 0x") == true)
        #expect(column(error, bytes) == expectedColumn)
    }

    @Test func invalidUTF8InsideStringsAndComments() {
        let inString: [UInt8] = Array("{ a(s: \"ok".utf8) + [0xFE] + Array("\") }".utf8)
        #expect(syntaxError(inString)?.message == "Syntax Error: Invalid UTF-8 byte 0xFE.")
        let inBlock: [UInt8] = Array("{ a(s: \"\"\"ok".utf8) + [0xC0, 0x80] + Array("\"\"\") }".utf8)
        #expect(syntaxError(inBlock)?.message == "Syntax Error: Invalid UTF-8 byte 0xC0.")
        let inComment: [UInt8] = Array("# note ".utf8) + [0xFF] + Array("\n{ a }".utf8)
        let error = syntaxError(inComment)
        #expect(error?.message == "Syntax Error: Invalid UTF-8 byte 0xFF.")
        #expect(column(error, inComment) == 8)
    }

    @Test func nulBytes() {
        let bytes: [UInt8] = Array("{ a ".utf8) + [0] + Array(" }".utf8)
        let error = syntaxError(bytes)
        #expect(error?.message == "Syntax Error: Unexpected character: U+0000.")
        #expect(column(error, bytes) == 5)
        // The spec lets a string hold any scalar value but a line end, U+0000 included.
        #expect(throws: Never.self) { try parse(Source(bytes: Array("{ a(s: \"x".utf8) + [0] + Array("y\") }".utf8))) }
    }

    @Test func unterminatedBlockString() {
        let bytes = Array("{ a(s: \"\"\"never closed \\\"\"\" still open".utf8)
        let error = syntaxError(bytes)
        #expect(error?.message == "Syntax Error: Unterminated string.")
        #expect(error?.locations.first?.start == bytes.count)
    }

    @Test func twentyMegabyteQuery() throws {
        var text = "{\n"
        let line = "  someFieldName(argument: \"a value\", other: [1, 2, 3]) { id }\n"
        text.reserveCapacity(20_100_000)
        var count = 0
        while text.utf8.count < 20_000_000 {
            text += line
            count += 1
        }
        text += "}\n"
        let document = try parse(text)
        #expect(document.operations.first?.selectionSet.selections.count == count)
    }

    @Test func wideListsAndObjectsParse() throws {
        let count = 100_000
        let list = "[" + String(repeating: "1, {a: [2]}, ", count: count) + "]"
        guard case .list(let items, _) = try parseValue(Source(list)) else {
            Issue.record("expected a list")
            return
        }
        #expect(items.count == 2 * count)
        let object = "{" + (0 ..< count).map { "f\($0): $v" }.joined(separator: " ") + "}"
        guard case .object(let fields, _) = try parseValue(Source(object)) else {
            Issue.record("expected an object")
            return
        }
        #expect(fields.count == count)
    }

    @Test func longStringsWithManyEscapes() throws {
        let count = 50_000
        let value = try parseValue(Source("\"" + String(repeating: "a\\n\\u00e9\\u{1F600}", count: count) + "\""))
        guard case .string(let string) = value else {
            Issue.record("expected a string")
            return
        }
        #expect(string.value == String(repeating: "a\né😀", count: count))
    }

    @Test func thousandNestedSelectionsParse() throws {
        let depth = maxParserNestingDepth
        let text = String(repeating: "{a", count: depth - 1) + "{a" + String(repeating: "}", count: depth)
        let document = try parse(text)
        var selectionSet: SelectionSet? = document.operations.first?.selectionSet
        var levels = 0
        while let current = selectionSet {
            levels += 1
            guard case .field(let field) = current.selections.first else { break }
            selectionSet = field.selectionSet
        }
        #expect(levels == depth)
        #expect(throws: GraphQLError.self) { try parse("{a" + text + "}") }
    }

    @Test func hundredThousandNestedSelectionsFail() {
        let bytes = Array((String(repeating: "{a", count: 100_000) + String(repeating: "}", count: 100_000)).utf8)
        let error = syntaxError(bytes)
        #expect(error?.message == "Syntax Error: Document nesting exceeds 1000 levels.")
        // At the 1,001st `{`.
        #expect(error?.locations.first?.start == 2 * 1000)
    }

    @Test func thousandNestedListsParse() throws {
        let depth = maxParserNestingDepth
        let value = try parseValue(Source(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        var current = value, levels = 0
        while case .list(let items, _) = current {
            levels += 1
            guard let first = items.first else { break }
            current = first
        }
        #expect(levels == depth)
        // Inside a document, the selection set is one level too.
        let inDocument = "{ a(x: " + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
            + ") }"
        #expect(throws: Never.self) { try parse(inDocument) }
    }

    @Test func hundredThousandNestedListsAndObjectsFail() {
        let lists = Array(("{ a(x: " + String(repeating: "[", count: 100_000)).utf8)
        #expect(syntaxError(lists)?.message == "Syntax Error: Document nesting exceeds 1000 levels.")
        let objects = Array(("{ a(x: " + String(repeating: "{b: ", count: 100_000)).utf8)
        #expect(syntaxError(objects)?.message == "Syntax Error: Document nesting exceeds 1000 levels.")
    }

    @Test func deepListTypes() throws {
        let depth = maxParserNestingDepth
        let type = try parseType(Source(String(repeating: "[", count: depth) + "Int" + String(repeating: "]!", count: depth)))
        #expect(type.namedType.name.value == "Int")
        let tooDeep = Array(("query ($v: " + String(repeating: "[", count: 100_000) + "Int").utf8)
        #expect(syntaxError(tooDeep)?.message == "Syntax Error: Document nesting exceeds 1000 levels.")
    }

    /// Nesting is read with explicit stacks, not recursion: the deepest document the parser
    /// accepts parses on a thread with a small stack (512 KiB, as secondary threads get on
    /// Apple platforms), in a debug build.
    @Test func deepNestingNeedsNoDeepStack() throws {
        let depth = maxParserNestingDepth
        let text = String(repeating: "{a", count: depth) + String(repeating: "}", count: depth)
            + " query ($v: " + String(repeating: "[", count: depth - 1) + "Int" + String(repeating: "]", count: depth - 1)
            + ") { a(x: " + String(repeating: "{b: ", count: depth - 1) + "1" + String(repeating: "}", count: depth - 1)
            + ") }"
        let outcome = OnThread.run(stackSize: 512 * 1024) { () -> String in
            do {
                let document = try parse(text)
                return "\(document.definitions.count) definitions"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == "2 definitions")
    }
}

/// Runs a closure on a new thread with a chosen stack size and waits for its result.
enum OnThread {
    static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(body())
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.get()!
    }
}

/// A value handed from one thread to another under a lock.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    func set(_ newValue: T) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> T? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
