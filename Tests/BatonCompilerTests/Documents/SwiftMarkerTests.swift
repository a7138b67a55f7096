import Testing
import Foundation
import GraphQL
@testable import BatonCompiler

/// Collects the documents of one Swift file.
private func collect(_ swift: String, path: String = "Sources/App/Row.swift") -> DocumentCollector {
    var collector = DocumentCollector()
    collector.add(path: path, bytes: Array(swift.utf8))
    return collector
}

/// The host position of the first occurrence of `needle` in the document text.
private func hostPosition(of needle: String, in document: HostDocument) -> SourcePosition? {
    let text = document.source.text
    guard let range = text.range(of: needle) else { return nil }
    let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    return document.source.position(of: document.source.baseOffset + offset)
}

@Suite("Swift markers")
struct SwiftMarkerTests {
    @Test func plainLiteralMapsPositionsIntoTheSwiftFile() throws {
        let swift = """
        import Baton

        struct Row {
            @Fragment("fragment Row_character on Character { name nmae }") var character: Row_character
        }
        """
        let collector = collect(swift)
        #expect(collector.diagnostics.isEmpty)
        let document = try #require(collector.documents.first)
        #expect(document.marker == .fragment)
        #expect(document.source.text == "fragment Row_character on Character { name nmae }")
        #expect(document.markerPosition == SourcePosition(line: 4, column: 5))
        // `nmae` sits at column 59 of line 4 in the Swift file.
        #expect(hostPosition(of: "nmae", in: document) == SourcePosition(line: 4, column: 59))
    }

    @Test func qualifiedMarkersAndAllKinds() {
        let swift = """
        @Baton.Query("query Q { a }") var q: Q
        @Mutation("mutation M { b }") var m: M.Action
        @Subscription("subscription S { c }") var s: S
        @Fragment(  "fragment F on T { d }"  ) var f: F
        @State var other = 1
        """
        let kinds = collect(swift).documents.map(\.marker)
        #expect(kinds == [.query, .mutation, .subscription, .fragment])
    }

    @Test func multiLineLiteralStripsIndentationAndMapsLines() throws {
        let swift = """
        struct Screen {
            @Query(\"\"\"
                query Screen {
                  characters { nmae }
                }
                \"\"\") var query: Screen
        }
        """
        let document = try #require(collect(swift).documents.first)
        #expect(document.source.text == "query Screen {\n  characters { nmae }\n}")
        #expect(hostPosition(of: "nmae", in: document) == SourcePosition(line: 4, column: 24))
        #expect(hostPosition(of: "query", in: document) == SourcePosition(line: 3, column: 9))
        #expect(hostPosition(of: "}", in: document) == SourcePosition(line: 4, column: 29))
    }

    @Test func rawLiteralKeepsBackslashesAndQuotes() throws {
        let swift = ##"@Query(#"query Q { a(s: "x\n") }"#) var q: Q"##
        let document = try #require(collect(swift).documents.first)
        #expect(document.source.text == #"query Q { a(s: "x\n") }"#)
        #expect(hostPosition(of: "a(", in: document) == SourcePosition(line: 1, column: 20))
    }

    @Test func escapesDecodeAndLaterColumnsStayExact() throws {
        let swift = #"@Query("query Q { a(s: \"x\") b }") var q: Q"#
        let document = try #require(collect(swift).documents.first)
        #expect(document.source.text == #"query Q { a(s: "x") b }"#)
        // In the Swift file `b` is at column 31 (the two escapes take two extra columns).
        #expect(hostPosition(of: " b ", in: document).map { SourcePosition(line: $0.line, column: $0.column + 1) }
                == SourcePosition(line: 1, column: 31))
    }

    @Test func lineContinuationJoinsLines() throws {
        let swift = "@Query(\"\"\"\n    query Q { \\\n    a }\n    \"\"\") var q: Q"
        let document = try #require(collect(swift).documents.first)
        #expect(document.source.text == "query Q { a }")
        #expect(hostPosition(of: "a }", in: document) == SourcePosition(line: 3, column: 5))
    }

    @Test func markersInCommentsAndStringsAreIgnored() {
        let swift = """
        // @Query("query Commented { a }")
        /* @Query("query Block { a }") /* nested */ @Query("query StillBlock { a }") */
        let text = "@Query(\\"query InString { a }\\")"
        let interpolated = "\\(f("@Query(\\"x\\")"))"
        @Query("query Real { a }") var q: Q
        """
        let documents = collect(swift).documents
        #expect(documents.map(\.source.text) == ["query Real { a }"])
    }

    @Test func markerWithoutLiteralIsAnErrorAtTheMarker() {
        let swift = "let doc = \"x\"\n  @Query(doc) var q: Q"
        let collector = collect(swift)
        #expect(collector.documents.isEmpty)
        #expect(collector.diagnostics.map(\.description)
                == ["Sources/App/Row.swift:2:3: error: @Query takes its GraphQL document as a string literal"])
    }

    @Test func interpolationIsRefused() {
        let swift = #"@Query("query Q { \(field) }") var q: Q"#
        let collector = collect(swift)
        #expect(collector.documents.isEmpty)
        #expect(collector.diagnostics.first?.message.contains("interpolation") == true)
        #expect(collector.diagnostics.first?.position == SourcePosition(line: 1, column: 19))
    }

    @Test func unterminatedLiteralsAreErrorsNotHangs() {
        for swift in ["@Query(\"query Q { a }", "@Query(\"\"\"\n query", "@Query(#\"abc\"", "@Query(\"\"\" x"] {
            let collector = collect(swift)
            #expect(collector.documents.isEmpty)
            #expect(collector.diagnostics.count == 1, "\(swift)")
        }
    }

    @Test func hostileBytesNeverCrash() {
        var bytes: [UInt8] = Array("@Query(\"".utf8) + [0xFF, 0xFE, 0x00, 0xC3] + Array("\") @Fragment(".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "("), count: 10_000)
        bytes += Array("\"\\(".utf8) + [UInt8](repeating: UInt8(ascii: "\""), count: 1_000)
        var collector = DocumentCollector()
        collector.add(path: "x.swift", bytes: bytes)
        #expect(collector.documents.count <= 1)
    }

    @Test func graphqlFilesAreWholeDocumentsInOneOffsetSpace() throws {
        var collector = DocumentCollector()
        collector.add(path: "a.graphql", bytes: Array("fragment A on T { a }".utf8))
        collector.add(path: "B.swift", bytes: Array("@Fragment(\"fragment B on T { b }\") var b: B".utf8))
        let documents = collector.documents
        #expect(documents.count == 2)
        #expect(documents[0].marker == nil)
        #expect(documents[1].source.baseOffset > documents[0].source.endOffset)
        let offset = documents[1].source.baseOffset + 18
        #expect(collector.sources.source(containing: offset)?.name == "B.swift")
        #expect(collector.sources.source(containing: offset)?.position(of: offset) == SourcePosition(line: 1, column: 30))
    }
}
