import Baton
import Foundation
import Testing
@testable import RickAndMorty

/// The example's default run on its recorded responses (no server): the first screen, one
/// renamed character re-running one body, the identical payload re-running none.
@Suite("The example: recorded run")
@MainActor
struct ExampleDemoTests {
    @Test func theDemoCountsOneReRunThenNone() async throws {
        let environment = Environment(transport: try Recordings().transport())
        var lines: [String] = []
        try await Demo(screens: Screens(environment: environment), print: { lines.append($0) }).run()
        #expect(lines.first == "Rick and Morty · page 1 of 42 · 826 characters")
        #expect(lines.contains("bodies ran: 21 of 21"))
        let renamed = try #require(lines.firstIndex { $0.hasPrefix("commit: character 1's name") })
        let again = try #require(lines.firstIndex(of: "commit: the identical payload again"))
        #expect(Array(lines[renamed...]) == [
            #"commit: character 1's name is now "Rick Sanchez (renamed)""#,
            "  re-rendered CharacterRow 1: " + Columns.row(id: "1", name: "Rick Sanchez (renamed)",
                                                           status: Self.rick.status, species: Self.rick.species),
            "bodies re-ran: 1 of 21",
            "",
            "commit: the identical payload again",
            "bodies re-ran: 0 of 21",
        ])
        #expect(again > renamed)
    }

    /// Rick's row as the recorded page 1 holds it.
    static var rick: (status: String, species: String) {
        let recordings = try! Recordings()
        let data = try! recordings.response("CharactersScreenQuery", variables: #"{"page":1}"#)!
        let object = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        let results = ((object["data"] as! [String: Any])["characters"] as! [String: Any])["results"] as! [[String: Any]]
        return (results[0]["status"] as! String, results[0]["species"] as! String)
    }

    @Test func theRecordingsMatchTheGeneratedTexts() throws {
        let recordings = try Recordings()
        let request = CharactersScreenQuery(page: 1).request
        #expect(try recordings.answer(request) != nil)
        var stale = request
        stale.document = .text("query CharactersScreenQuery{characters{info{count}}}")
        #expect(throws: Recordings.Stale.self) { try recordings.answer(stale) }
        var unrecorded = request
        unrecorded.variables = ["page": .int(999)]
        #expect(try recordings.answer(unrecorded) == nil)
    }

    @Test func optionsParse() throws {
        #expect(try Options.parse([]) == Options())
        #expect(try Options.parse(["--help"]) == nil)
        let live = try #require(try Options.parse(["--endpoint", "http://127.0.0.1:1/graphql", "--interactive"]))
        #expect(live.endpoint?.absoluteString == "http://127.0.0.1:1/graphql")
        #expect(live.interactive)
        #expect(throws: Options.Invalid.self) { try Options.parse(["--endpoint"]) }
        #expect(throws: Options.Invalid.self) { try Options.parse(["--endpoint", "not a url"]) }
        #expect(throws: Options.Invalid.self) { try Options.parse(["--frob"]) }
    }
}
