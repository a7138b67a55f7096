import Foundation
import Testing
@testable import GraphQL

/// Validation on a thread with the half-megabyte stack Apple gives secondary threads, at the
/// deepest nesting the parser accepts: it must finish, not overflow the stack.
@Suite struct SmallStackValidationTests {
    static let sdl = """
    type Query { q(arg: [[Int]], s: String, o: In): Query, name: String }
    input In { i: In, n: Int }
    """

    /// Runs `body` on a thread with a 512 KB stack and returns its result.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = SmallStackResult<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try body() }
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        return try box.result!.get()
    }

    @Test func deepestSelectionsValidateOnASmallStack() throws {
        let depth = maxParserNestingDepth
        let text = "{ " + String(repeating: "q { ", count: depth - 1) + "name" + String(repeating: " }", count: depth)
        let errors = try Self.onSmallStack {
            let document = try parse(text)
            return validate(schema: try buildSchema(sdl: Self.sdl), document: document).map(\.message)
        }
        #expect(errors == [])
    }

    /// The deepest document validated on the caller's own stack (one level more moves to a
    /// thread of its own) fits in half a megabyte, every rule running.
    @Test func theDeepestDocumentKeptOnTheCallersStackFits() throws {
        // Selection sets: the operation's, `levels - 3` of q, and the last q's: `levels - 1`;
        // the argument's value is one level more.
        let levels = ValidationLimits.inlineStackLevels
        let text = "{ " + String(repeating: "q { ", count: levels - 3) + "q(arg: 1) { name }"
            + String(repeating: " }", count: levels - 3) + " }"
        let document = try parse(text)
        #expect(DocumentNesting(document).deepestLevels(limit: 200) == levels)
        #expect(DocumentNesting(try parse(text.replacingOccurrences(of: "1", with: "[1]"))).deepestLevels(limit: 200)
                == levels + 1)
        let errors = try Self.onSmallStack {
            validate(schema: try buildSchema(sdl: Self.sdl), document: document).map(\.message)
        }
        #expect(errors == [])
    }

    @Test func deepestValuesValidateOnASmallStack() throws {
        let depth = maxParserNestingDepth - 2
        let list = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let object = String(repeating: "{i: ", count: depth) + "{n: 1}" + String(repeating: "}", count: depth)
        let errors = try Self.onSmallStack {
            let document = try parse("{ a: q(arg: \(list)) { name } b: q(o: \(object)) { name } }")
            return validate(schema: try buildSchema(sdl: Self.sdl), document: document).map(\.message)
        }
        #expect(errors.count == 1, "\(errors)")
    }

    @Test func deepInlineFragmentsValidateOnASmallStack() throws {
        let levels = maxParserNestingDepth / 2 - 1
        let text = "{ " + String(repeating: "... on Query { q { ", count: levels) + "name"
            + String(repeating: " } }", count: levels) + " }"
        let errors = try Self.onSmallStack {
            let document = try parse(text)
            return validate(schema: try buildSchema(sdl: Self.sdl), document: document).map(\.message)
        }
        #expect(errors == [])
    }

    /// A chain of fragments as deep as the nesting limit through spreads allows.
    @Test func aFragmentChainAtTheNestingLimitValidatesOnASmallStack() throws {
        // Each fragment adds two levels: its own set and q's.
        let count = ValidationOptions().maxFragmentNestingDepth / 2 - 2
        var text = "{ ...F0 }\n"
        for i in 0..<count { text += "fragment F\(i) on Query { q { ...F\(i + 1) } }\n" }
        text += "fragment F\(count) on Query { name }\n"
        let document = text
        let errors = try Self.onSmallStack {
            validate(schema: try buildSchema(sdl: Self.sdl), document: try parse(document)).map(\.message)
        }
        #expect(errors == [])
    }
}

/// Carries a result from the small-stack thread to the test.
private final class SmallStackResult<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
