import Foundation
import Testing
@testable import BatonCompiler

/// The 120-byte fence on generated lens code (SPEC §4.7 "Size discipline").
@Suite("120-byte fence")
struct LineFenceTests {
    /// Lines inside lens structs and `@inline` value structs (doc comments aside): the
    /// accessor code the fence covers. Plan tables and the document literal are data.
    static func lensLines(_ text: String) -> [String] {
        var out: [String] = []
        var open: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = String(line.prefix { $0 == " " })
            if line.hasSuffix(": Lens {") || line.hasSuffix(": Sendable, Hashable {") {
                open.append(indent + "}")
                continue
            }
            if let close = open.last, line == close { open.removeLast(); continue }
            if !open.isEmpty && !line.drop(while: { $0 == " " }).hasPrefix("///") { out.append(line) }
        }
        return out
    }

    static func generatedFiles() throws -> [(String, String)] {
        let folders = [EmitGoldens.repositoryRoot.appendingPathComponent("Tests/BatonGoldenTests/Generated"),
                       EmitGoldens.testsRoot.appendingPathComponent("Goldens/Swift/github"),
                       EmitGoldens.repositoryRoot.appendingPathComponent("Tests/BatonSpecTests/Generated")]
        var files: [(String, String)] = []
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
                files.append((name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
            }
        }
        return files
    }

    @Test func noLensLineInTheGoldensOrTheBatonSpecOutputExceeds120Bytes() throws {
        var checked = 0
        for (name, text) in try Self.generatedFiles() {
            for line in Self.lensLines(text) {
                checked += 1
                #expect(line.utf8.count <= 120, "\(name): \(line)")
            }
        }
        #expect(checked > 500)
    }

    /// Outside lenses the whole output is fenced too; what may stay longer is a line with no
    /// place to break: the document's one string literal, a long type's handle, a signature
    /// with a single parameter.
    @Test func everyOtherLongLineHasNoPlaceToBreak() throws {
        for (name, text) in try Self.generatedFiles() {
            for line in text.split(separator: "\n").map(String.init) where line.utf8.count > 120 {
                let trimmed = line.drop(while: { $0 == " " })
                if trimmed.hasPrefix("//") { continue }
                let allowed = trimmed.hasPrefix("public static let document = OperationDocument.text(\"")
                    || (trimmed.hasPrefix("static let ") && trimmed.contains(" = TypeID(\""))
                    || (trimmed.hasPrefix("@MainActor public func callAsFunction(") && !trimmed.contains(", "))
                #expect(allowed, "\(name): \(line)")
                #expect(LineFence.fence([line]) == [line], "\(name): \(line)")
            }
        }
    }

    @Test func aLongOneLineAccessorOpensItsBody() {
        let line = "        @MainActor public var character: CharacterLens? { anchor.link(anchor.slot(Types.Query, Slots.Query.character_6d746a)) }"
        #expect(LineFence.fence([line]) == [
            "        @MainActor public var character: CharacterLens? {",
            "            anchor.link(anchor.slot(Types.Query, Slots.Query.character_6d746a))",
            "        }",
        ])
    }

    @Test func aLongExpressionBreaksAfterACommaOrBeforeAnOperator() {
        let terms = (1...6).map { "anchor.present(Slots.Character.field\($0))" }.joined(separator: " && ")
        let wrapped = LineFence.fence(["        " + terms])
        #expect(wrapped.count > 1)
        #expect(wrapped.allSatisfy { $0.utf8.count <= 120 })
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("            && ") })
        #expect(wrapped.map { $0.drop(while: { $0 == " " }) }.joined(separator: " ") == terms)
    }

    @Test func stringLiteralsAndCommentsAreNeverBroken() {
        let literal = "    let x = \"" + String(repeating: "a, b && c ", count: 20) + "\""
        #expect(LineFence.fence([literal]) == [literal])
        let comment = "    /// " + String(repeating: "a, b ", count: 40)
        #expect(LineFence.fence([comment]) == [comment])
    }

    @Test func aVeryLongListWrapsToTheEnd() {
        let line = "    static let all = [" + (1...2000).map { "Type\($0)" }.joined(separator: ", ") + "]"
        let wrapped = LineFence.fence([line])
        #expect(wrapped.count > 100)
        #expect(wrapped.allSatisfy { $0.utf8.count <= 120 })
    }

    /// The shared file is cut into lines by bytes: the same lines as cutting by `Character`,
    /// where `\r\n` is one character and does not cut.
    @Test func linesAreCutAsCharactersCutThem() {
        let pieces = ["abc", "\n", "\r", "\r\n", "\n\n", "é", "e\u{301}", "\u{301}", "😀", "\t", ""]
        var state: UInt64 = 5
        for _ in 0 ..< 2_000 {
            var text = ""
            for _ in 0 ..< 12 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(LineFence.lines(of: text) == expected, "\(text.debugDescription)")
        }
        #expect(LineFence.lines(of: "") == [""])
        #expect(LineFence.lines(of: "a\r\nb\n") == ["a\r\nb", ""])
    }

    @Test func shortLinesAreUntouched() {
        let lines = ["    @MainActor public var name: String? { anchor.scalar(Slots.Character.name) }"]
        #expect(LineFence.fence(lines) == lines)
    }
}
