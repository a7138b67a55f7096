import Testing
@testable import GraphQL

/// The cursor gives ``Source/textPosition(of:)``'s answer at every offset, counted on.
@Suite struct SourceCursorTests {
    @Test func everyOffsetAgreesWithTextPosition() {
        let text = "ab\r\ncé\rd\n\n€x\r\r\n😀 y"
        let source = Source(text, baseOffset: 7)
        var cursor = SourceCursor(source)
        for offset in source.baseOffset...source.endOffset {
            #expect(cursor.position(of: offset) == source.textPosition(of: offset), "offset \(offset)")
        }
        // Backwards, skipping, and outside the source.
        #expect(cursor.position(of: 9) == source.textPosition(of: 9))
        #expect(cursor.position(of: source.endOffset - 1) == source.textPosition(of: source.endOffset - 1))
        #expect(cursor.position(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(cursor.position(of: source.endOffset + 50) == source.textPosition(of: source.endOffset))
    }
}
