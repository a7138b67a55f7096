import Baton
import BatonTesting
import Foundation
import SwiftUI
import Testing
@testable import GitHubExample

/// The landing page's `IssueRow` and `IssuesScreen`, compiled text for text with the lenses
/// BatonPlugin generates from GitHub's schema, run against a scripted transport.
@Suite("The landing page's views")
@MainActor
struct LandingPageTests {
    static let issues = [(1, "Crash on launch", "alice"), (2, "Typo in README", "bob"), (3, "Slow build", "carol")]

    /// `IssuesQuery`'s response with `issues` (number, title, author login).
    static func response(_ issues: [(Int, String, String)] = issues) -> Data {
        let nodes = issues.map { number, title, login in
            #"{"id":"I_\#(number)","number":\#(number),"title":"\#(title)","#
                + #""author":{"__typename":"User","login":"\#(login)","__isNode":"User","id":"U_\#(login)"}}"#
        }
        return Data((#"{"data":{"repository":{"nameWithOwner":"apple/swift","issues":{"nodes":["#
            + nodes.joined(separator: ",") + #"]},"id":"R_1"}}}"#).utf8)
    }

    static let ready = ["title: apple/swift",
                        "Crash on launch", "secondary", "#1 by alice",
                        "Typo in README", "secondary", "#2 by bob",
                        "Slow build", "secondary", "#3 by carol"]

    @Test func loadingThenReadyThenAFailureThenRetryBackToReady() async throws {
        let transport = ScriptedTransport()
        transport.hold(IssuesQuery.name)
        let env = Environment(transport: transport)
        let screen = IssuesScreen(issues: IssuesQuery(owner: "apple", name: "swift"))
        let renderer = ViewRenderer()

        #expect(env.withCurrent { renderer.render(screen) } == ["ProgressView"])
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        transport.held[0].respond(Self.response())
        #expect(await wait(until: { screen.issues.phase.data != nil }, timeout: .seconds(120)))
        #expect(env.withCurrent { renderer.render(screen) } == Self.ready)
        #expect(renderer.ran == ["/IssuesScreen", "/IssuesScreen/0/0/0/I_1/0/IssueRow",
                                 "/IssuesScreen/0/0/0/I_2/0/IssueRow", "/IssuesScreen/0/0/0/I_3/0/IssueRow"])

        // A new session (a new view tree) whose server is down: the same screen value resolves
        // there, lets the first session's data go, and shows the failure.
        let downTransport = ScriptedTransport()
        let down = Environment(transport: downTransport)
        let session = ViewRenderer()
        _ = down.withCurrent { session.render(screen) }
        #expect(await wait(until: { screen.issues.phase.error != nil }, timeout: .seconds(120)))
        let failure = down.withCurrent { session.render(screen) }
        #expect(failure == [try #require(screen.issues.phase.error).localizedDescription])
        #expect((screen.issues.phase.error as? TransportError)?.statusCode == 0)
        #expect(session.ran == ["/IssuesScreen"])

        downTransport.answer(IssuesQuery.name, with: Self.response())
        screen.issues.retry()
        #expect(down.withCurrent { session.render(screen) } == ["ProgressView"])
        #expect(await wait(until: { screen.issues.phase.data != nil }, timeout: .seconds(120)))
        #expect(down.withCurrent { session.render(screen) } == Self.ready)
        #expect(downTransport.requestCount == 2)
        #expect(transport.requestCount == 1)
    }

    @Test func oneChangedTitleRerunsExactlyOneRowsBody() async throws {
        let transport = ScriptedTransport([IssuesQuery.name: Self.response()])
        let env = Environment(transport: transport)
        let screen = IssuesScreen(issues: IssuesQuery(owner: "apple", name: "swift"))
        let renderer = ViewRenderer()
        _ = env.withCurrent { renderer.render(screen) }
        #expect(await wait(until: { screen.issues.phase.data != nil }, timeout: .seconds(120)))
        #expect(env.withCurrent { renderer.render(screen) } == Self.ready)
        #expect(renderer.ran.count == 4)
        #expect(env.withCurrent { renderer.render(screen) } == Self.ready)
        #expect(renderer.ran.isEmpty, "nothing changed, nothing runs")

        var changed = Self.issues
        changed[1].1 = "Typo in the README"
        transport.answer(IssuesQuery.name, with: Self.response(changed))
        try await screen.issues.refetch()
        let lines = env.withCurrent { renderer.render(screen) }
        #expect(renderer.ran == ["/IssuesScreen/0/0/0/I_2/0/IssueRow"])
        #expect(lines[4] == "Typo in the README")
    }

    /// `ForEach(repo.issues.nodes ?? .empty)` compiles with the generated types alone: the
    /// nodes are `Identifiable` by the `id` the query selects.
    @Test func forEachTakesTheGeneratedList() async throws {
        let env = Environment(transport: ScriptedTransport([IssuesQuery.name: Self.response()]))
        let screen = IssuesScreen(issues: IssuesQuery(owner: "apple", name: "swift"))
        _ = env.withCurrent { screen.issues.phase }
        #expect(await wait(until: { screen.issues.phase.data != nil }, timeout: .seconds(120)))
        let repo = try #require(screen.issues.phase.data?.repository)
        let rows = ForEach(repo.issues.nodes ?? .empty) { IssueRow(issue: $0.issueRow) }
        #expect(rows.ids == ["I_1", "I_2", "I_3"])
        let none = Baton.List<IssuesQuery.Data.Repository.Issues.Nodes>.empty
        #expect(ForEach(none) { IssueRow(issue: $0.issueRow) }.ids.isEmpty)
    }

    /// The README's landing snippet is these two files, text for text.
    @Test func theReadmeShowsTheseFilesAsTheyAre() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for file in ["IssueRow.swift", "IssuesScreen.swift"] {
            let text = try String(contentsOf: root.appendingPathComponent("Examples/GitHub/" + file), encoding: .utf8)
            #expect(readme.contains("```swift\n" + text + "```\n"), "README.md does not show Examples/GitHub/\(file)")
        }
    }
}
