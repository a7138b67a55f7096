import Foundation
import Testing
@testable import BatonCompiler

/// Documents built to hurt the emitter end, with bounded output (nothing recurses without
/// bound, and fragment fan-out stops at the plan's work budget).
@Suite("Swift emitter: hostile input")
struct EmitterHostileInputTests {
    static let schema = "type Query { n: N } type N { n: N v: Int w: [N] }"

    @Test func deepNestingIsCutAndStillEmits() throws {
        let depth = 400
        let query = "query Deep { " + String(repeating: "n { ", count: depth) + "v" + String(repeating: " }", count: depth) + " }"
        let input = try EmitInput.build(schema: Self.schema, config: BatonConfig(schema: "s"),
                                        documents: [(path: "Deep.graphql", texts: [query])])
        let output = SwiftEmitter.emit(input)
        let file = try #require(output.files["Deep.graphql"])
        let selections = file.split(separator: "\n").filter { $0.contains("static let selection") }.count
        #expect(selections > 0 && selections <= PlanBuilder.maxDepth + 2)
    }

    @Test func fragmentFanOutStopsAtTheWorkBudget() throws {
        let count = 30
        var documents = ["query Fan { n { ...F0 } }"]
        for index in 0..<count {
            let next = index + 1 < count ? "...F\(index + 1)" : "v"
            documents.append("fragment F\(index) on N { v a: n { \(next) } b: n { \(next) } w { \(next) } }")
        }
        let input = try EmitInput.build(schema: Self.schema, config: BatonConfig(schema: "s"),
                                        documents: [(path: "Fan.graphql", texts: documents)])
        let start = ContinuousClock.now
        let output = SwiftEmitter.emit(input)
        #expect(output.files["Fan.graphql"]?.contains("struct Fan") == true)
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test func hostileStringsStayInsideTheirLiterals() throws {
        let query = #"query Q { n { v } }"#
        let sdl = #"type Query { n(s: String): N } type N { v: Int }"#
        let input = try EmitInput.build(schema: sdl, config: BatonConfig(schema: "s"), documents: [
            (path: "Q.graphql", texts: [query]),
            (path: "S.graphql", texts: [#"query S { n(s: "\"); fatalError(); (\"\\\n\u0000") { v } }"#]),
            (path: "B.graphql", texts: ["query B { n(s: \"\"\"one\r\ntwo\"); fatalError(); (\"\"\") { v } }"]),
        ])
        let output = SwiftEmitter.emit(input)
        let literal = SwiftNames.literal("\"); fatalError(); (\"\\\n\u{0}")
        #expect(literal == #""\"); fatalError(); (\"\\\n\u{0}""#)
        // Texts with nothing to escape are copied whole; each escaped byte alone still is escaped.
        #expect(SwiftNames.literal("Repository_é😀") == "\"Repository_é😀\"")
        for (text, escaped) in [("\"", #"\""#), ("\\", #"\\"#), ("\r", #"\r"#), ("\t", #"\t"#), ("\u{7F}", #"\u{7f}"#),
                                ("\u{1F}", #"\u{1f}"#)] {
            #expect(SwiftNames.literal("a" + text + "b") == "\"a" + escaped + "b\"")
        }
        for name in ["S.graphql", "B.graphql"] {
            let file = try #require(output.files[name])
            // Outside comments, the text only ever appears escaped inside a string literal.
            for line in file.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                #expect(!line.contains("fatalError") || line.contains(#"\"); fatalError()"#), "\(line)")
                #expect(!line.hasPrefix("two"))
            }
        }
    }
}
