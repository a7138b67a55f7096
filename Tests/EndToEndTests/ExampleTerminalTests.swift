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
        try terminal.read(until: "bodies re-ran: 22 of 22")
        // An edit of a row's field re-runs that row only.
        try terminal.step("e 2 name Morty Prime", expect: "bodies re-ran: 1 of 22 (CharacterRow 2)")
        // Opening the character fetches it: its screen and card are new, and the server's
        // answer writes the name back, so row 2 re-runs too; the other rows are reused.
        let opened = try terminal.step("o 2", expect: "bodies re-ran: 4 of 24 (Shell(page 1, character 2), "
                              + "CharacterRow 2, CharacterScreen 2, CharacterDetail 2)")
        #expect(opened.contains("── Morty Smith (#2)"))
        // One record read by two fragments: both bodies re-run, nothing else.
        let edited = try terminal.step("e 2 status Alive", expect: "bodies re-ran: 2 of 24 (CharacterRow 2, CharacterDetail 2)")
        #expect(edited.contains("   Alive · "))
        // Writing the same value again re-runs nothing.
        try terminal.step("e 2 status Alive", expect: "bodies re-ran: 0 of 24")
        // A refetch brings the recorded status back (two bodies), a second one changes nothing.
        try terminal.step("r", expect: "bodies re-ran: 2 of 24 (CharacterRow 2, CharacterDetail 2)")
        try terminal.step("r", expect: "bodies re-ran: 0 of 24")
        // The next page: a new list screen and twenty new rows; the open card is reused.
        let next = try terminal.step("n", expect: "bodies re-ran: 22 of 24 (Shell(page 2, character 2), "
                            + "CharactersScreen page 2, CharacterRow 21, CharacterRow 22 and 18 more)")
        #expect(next.contains("page 2 of 42"))
        terminal.type("q")
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func aPersonPagesACastAndARenameWithoutAnAnswerIsReverted() throws {
        let terminal = try PseudoTerminal(arguments: ["--interactive"])
        try terminal.read(until: "bodies re-ran: 22 of 22")
        try terminal.step("cast 1", expect: "cast: 10 of 41")
        // A page adds ten rows: the list and the new rows re-run, nothing else.
        try terminal.step("more", expect: "bodies re-ran: 11 of 41 (EpisodeCast 1, ")
        try terminal.step("more", expect: "cast: 30 of 41")
        try terminal.step("more", expect: "cast: 40 of 41")
        let last = try terminal.step("more", expect: "bodies re-ran: 2 of 62 (EpisodeCast 1, CharacterRow 804)")
        #expect(last.contains("(the whole cast)"))
        // The recordings have no answer for a rename: shown at once, then reverted.
        let renamed = try terminal.step("rename 2 Morty Prime", expect: "the old name is back")
        #expect(renamed.contains("  2   Morty Prime"))
        #expect(renamed.contains("the rename failed"))
        // The screen shown after the refusal has the old name.
        let back = try #require(renamed.range(of: "the old name is back")).upperBound
        let reverted = try terminal.read(until: "bodies re-ran: 1 of 62 (CharacterRow 2)", after: back)
        #expect(reverted.contains("  2   Morty Smith"))
        terminal.type("q")
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func aRenameOnTheLiveServerIsConfirmedAndAnEmptyOneRefused() throws {
        let endpoint = try LiveServer.endpoint().absoluteString
        let terminal = try PseudoTerminal(arguments: ["--interactive", "--endpoint", endpoint])
        try terminal.read(until: "bodies re-ran: 22 of 22")
        try terminal.step("o 643", expect: "(#643)")
        let confirmed = try terminal.step("rename 643 Noob-Noob Prime", expect: "the server confirmed the rename")
        #expect(confirmed.contains("── Noob-Noob Prime (#643)"))
        let refused = try terminal.step("rename 643", expect: "the old name is back")
        #expect(refused.contains("A character's name must not be empty."))
        let back = try #require(refused.range(of: "the old name is back")).upperBound
        try terminal.read(until: "── Noob-Noob Prime (#643)", after: back)
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
