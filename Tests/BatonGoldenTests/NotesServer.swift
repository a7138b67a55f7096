import Foundation
import Observation
@_spi(Generated) import Baton

/// A fake server for the golden notes connection of character 1: notes `n1`…`n<total>`, the
/// cursor after note i is `c<i>`. It answers `CharacterNotesQuery` (the first `count`) and
/// `CharacterNotesPaginationQuery` (after or before a cursor), as a Relay server pages.
nonisolated struct NotesServer: Sendable {
    var total: Int
    /// Notes (by number) a page lists twice or as a null edge, to test deduplication.
    var repeated: [Int] = []
    var nullEdges = false

    func respond(_ request: Request) throws -> Data? {
        let variables = request.variables
        let friends = Int(variables["friendCount"]?.intValue ?? 1)
        switch request.operationName {
        case CharacterNotesQuery.name:
            let count = Int(variables["count"]?.intValue ?? 2)
            return data(#"{"character":"# + character(forward(after: 0, count), friends: friends) + "}")
        case CharacterNotesPaginationQuery.name:
            let page: Page
            if case .string(let before)? = variables["before"], let last = variables["last"]?.intValue {
                page = backward(before: Self.index(before), Int(last))
            } else {
                let after = variables["cursor"].flatMap { if case .string(let c) = $0 { Self.index(c) } else { nil } } ?? 0
                page = forward(after: after, Int(variables["count"]?.intValue ?? 2))
            }
            return data(#"{"node":{"__typename":"Character","# + character(page, friends: friends).dropFirst() + "}")
        default: return nil
        }
    }

    struct Page {
        var numbers: [Int]
        var hasNext: Bool
        var hasPrevious: Bool
    }

    func forward(after: Int, _ count: Int) -> Page {
        let numbers = Array(stride(from: after + 1, through: min(after + count, total), by: 1))
        return Page(numbers: numbers, hasNext: (numbers.last ?? after) < total, hasPrevious: after > 0)
    }

    func backward(before: Int, _ count: Int) -> Page {
        let first = max(1, before - count)
        return Page(numbers: Array(first..<before), hasNext: true, hasPrevious: first > 1)
    }

    /// The character object (with its braces) holding `page` and `friends` friends.
    func character(_ page: Page, friends: Int) -> String {
        var edges = (page.numbers + repeated).map { #"{"node":{"id":"n\#($0)","text":"note \#($0)","__typename":"Note"},"cursor":"c\#($0)"}"# }
        if nullEdges { edges.insert("null", at: edges.count / 2) }
        let start = page.numbers.first.map { #""c\#($0)""# } ?? "null"
        let end = page.numbers.last.map { #""c\#($0)""# } ?? "null"
        let friendList = (0..<friends).map { #"{"name":"Friend \#($0)","id":"f\#($0)"}"# }.joined(separator: ",")
        return #"{"name":"Rick","friends":[\#(friendList)],"notes":{"totalCount":\#(total),"edges":[\#(edges.joined(separator: ","))],"pageInfo":{"endCursor":\#(end),"hasNextPage":\#(page.hasNext),"hasPreviousPage":\#(page.hasPrevious),"startCursor":\#(start)}},"id":"1"}"#
    }

    static func index(_ cursor: String) -> Int { Int(cursor.dropFirst()) ?? 0 }

    private func data(_ json: String) -> Data { Data(#"{"data":\#(json)}"#.utf8) }
}

nonisolated extension JSONValue {
    var intValue: Int64? { if case .int(let value) = self { value } else { nil } }
}

/// Counts the invalidations of a body that reads `read`, until its first one.
@MainActor
func watch(_ read: @escaping @MainActor () -> Void) -> Counter {
    let counter = Counter()
    withObservationTracking { read() } onChange: { counter.bump() }
    return counter
}
