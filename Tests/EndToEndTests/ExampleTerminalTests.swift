import Foundation
import Testing

/// The built `RickAndMorty` run as a person runs it: the default run through a pipe-less
/// terminal, and `--interactive` driven line by line on a pseudo-terminal.
@Suite("The example on a terminal", .serialized)
struct ExampleTerminalTests {
    @Test func theDefaultRunPrintsTheCounts() throws {
        let terminal = try PseudoTerminal(arguments: [])
        let screen = try terminal.read(until: "bodies re-ran: 0 of 21")
        #expect(screen.contains("Rick and Morty · page 1 of 42 · 826 characters"))
        #expect(screen.contains("bodies re-ran: 1 of 21"))
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func aPersonEditsOpensRefetchesPagesAndSeesWhoReRenders() throws {
        let terminal = try PseudoTerminal(arguments: ["--interactive"])
        var mark = terminal.screen.endIndex
        try terminal.read(until: "bodies re-ran: 22 of 22")
        @discardableResult
        func step(_ line: String, expect text: String) throws -> Substring {
            mark = terminal.screen.endIndex
            terminal.type(line)
            return try terminal.read(until: text, after: mark)
        }
        // An edit of a row's field re-runs that row only.
        try step("e 2 name Morty Prime", expect: "bodies re-ran: 1 of 22 (CharacterRow 2)")
        // Opening the character fetches it: its screen and card are new, and the server's
        // answer writes the name back, so row 2 re-runs too; the other rows are reused.
        let opened = try step("o 2", expect: "bodies re-ran: 4 of 24 (Shell(page 1, character 2), "
                              + "CharacterRow 2, CharacterScreen 2, CharacterDetail 2)")
        #expect(opened.contains("── Morty Smith (#2)"))
        // One record read by two fragments: both bodies re-run, nothing else.
        let edited = try step("e 2 status Alive", expect: "bodies re-ran: 2 of 24 (CharacterRow 2, CharacterDetail 2)")
        #expect(edited.contains("   Alive · "))
        // Writing the same value again re-runs nothing.
        try step("e 2 status Alive", expect: "bodies re-ran: 0 of 24")
        // A refetch brings the recorded status back (two bodies), a second one changes nothing.
        try step("r", expect: "bodies re-ran: 2 of 24 (CharacterRow 2, CharacterDetail 2)")
        try step("r", expect: "bodies re-ran: 0 of 24")
        // The next page: a new list screen and twenty new rows; the open card is reused.
        let next = try step("n", expect: "bodies re-ran: 22 of 24 (Shell(page 2, character 2), "
                            + "CharactersScreen page 2, CharacterRow 21, CharacterRow 22 and 18 more)")
        #expect(next.contains("page 2 of 42"))
        terminal.type("q")
        #expect(try terminal.exitStatus() == 0)
    }
}

/// The example's live part against the test server: the server changes one character's
/// status every tick; each change is committed and re-runs the one row that shows it.
@Suite("The example's live status changes", .serialized)
struct ExampleLiveTests {
    @Test(arguments: [[], ["--websocket"]])
    func eachStatusChangeReRunsTheOneRowShowingIt(_ extra: [String]) throws {
        var endpoint = URLComponents(url: try LiveServer.endpoint(), resolvingAgainstBaseURL: false)!
        endpoint.queryItems = [URLQueryItem(name: "tick_ms", value: "200")]
        let terminal = try PseudoTerminal(arguments: ["--interactive", "--endpoint", endpoint.url!.absoluteString] + extra)
        try terminal.read(until: "bodies re-ran: 22 of 22")
        // Ticks 1 and 2 change characters 1 and 2 of page 1 (each one step from its own status).
        let first = try terminal.read(until: "bodies re-ran: 1 of 22 (CharacterRow 1)")
        #expect(first.contains("live: #1 Rick Sanchez is now "))
        try terminal.read(until: "bodies re-ran: 1 of 22 (CharacterRow 2)")
        var mark = terminal.screen.endIndex
        terminal.type("l")
        try terminal.read(until: "live status changes paused (parked)", after: mark)
        mark = terminal.screen.endIndex
        terminal.type("l")
        try terminal.read(until: "live status changes resumed", after: mark)
        // The stream reopened: the server counts its ticks afresh.
        try terminal.read(until: "live: #1 Rick Sanchez is now ", after: mark)
        terminal.type("q")
        #expect(try terminal.exitStatus() == 0)
    }
}
