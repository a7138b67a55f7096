@_spi(Generated) import Baton
import Foundation
import Testing
@testable import RickAndMorty

/// The example's screens against the live test server through `URLSessionTransport`
/// (`BATON_TEST_SERVER`, set by Scripts/test): phases, the oracle, failures, re-renders.
@Suite("End to end: the characters screen on the live server")
@MainActor
struct ScreenEndToEndTests {
    @Test func aScreenGoesFromLoadingToReady() async throws {
        let environment = try Live.environment()
        let handle = environment.handle(for: CharactersScreenQuery(page: 1))
        var seen = [handle.phase.name]
        let retention = handle.retain()
        let ready = await Live.wait {
            if seen.last != handle.phase.name { seen.append(handle.phase.name) }
            return seen.last != "loading"
        }
        #expect(ready)
        #expect(seen == ["loading", "ready"])
        _ = retention
    }

    @Test(arguments: [1, 2, 42])
    func everyLeafOfAPageEqualsTheServersResponse(page: Int) async throws {
        let environment = try Live.environment()
        let screen = await Screens(environment: environment).characters(page: page)
        guard case .ready(let data) = screen.query.phase else {
            Issue.record("page \(page) did not load: \(screen.query.phase)")
            return
        }
        let raw = try await LiveServer.rawData(operationName: CharactersScreenQuery.name,
                                               text: Live.text(CharactersScreenQuery.self),
                                               variables: ["page": page])
        let verdict = Oracle.compare(response: raw, lenses: Mirrors.screen(data))
        #expect(verdict.disagreed.isEmpty, "\(verdict.disagreed)")
        #expect(verdict.invented.isEmpty)
        #expect(verdict.unread.allSatisfy(Self.isInserted), "\(verdict.unread)")
        #expect(verdict.agreed.count > (page == 42 ? 10 : 80))
    }

    @Test(arguments: ["1", "2", "300"])
    func everyLeafOfACharacterEqualsTheServersResponse(id: String) async throws {
        let environment = try Live.environment()
        let screen = await Screens(environment: environment).character(id: id)
        guard case .ready(let data) = screen.query.phase else {
            Issue.record("character \(id) did not load: \(screen.query.phase)")
            return
        }
        let raw = try await LiveServer.rawData(operationName: CharacterDetailQuery.name,
                                               text: Live.text(CharacterDetailQuery.self),
                                               variables: ["id": id])
        let verdict = Oracle.compare(response: raw, lenses: Mirrors.detail(data))
        #expect(verdict.disagreed.isEmpty, "\(verdict.disagreed)")
        #expect(verdict.invented.isEmpty)
        #expect(verdict.unread.allSatisfy(Self.isInserted), "\(verdict.unread)")
        #expect(verdict.agreed.count >= 7)
    }

    /// Response leaves the lenses may not read: the fields the compiler inserts.
    static func isInserted(_ path: String) -> Bool {
        let last = path.split(separator: ".").last.map(String.init)
        return last == "id" || last == "__typename"
    }

    @Test func aFieldErrorIsReadableAtItsField() async throws {
        let environment = try Live.environment(faults: [("field_error", "characters.results.3.name")])
        let screen = await Screens(environment: environment).characters(page: 1)
        guard case .ready(let data) = screen.query.phase else {
            Issue.record("the page did not load: \(screen.query.phase)")
            return
        }
        let rows = Array(try #require(data.characters?.results))
        let row = rows[3].characterRow
        #expect(row.name == nil)
        let record = row.anchor.record
        let slot = try #require(SlotRegistry.shared.existingSlot(record.type, "name"))
        let error = try #require(record.error(slot: slot))
        #expect(error.message == "injected error at characters.results.3.name")
        #expect(error.path == "characters.results.3.name")
        // Its neighbours are untouched.
        #expect(rows[2].characterRow.name != nil)
        #expect(record.error(slot: SlotRegistry.shared.existingSlot(record.type, "status")!) == nil)
    }

    @Test func aServerErrorStatusIsATransportFailure() async throws {
        let environment = try Live.environment(faults: [("status", "500")])
        let screen = await Screens(environment: environment).characters(page: 1)
        guard case .failed(let error) = screen.query.phase else {
            Issue.record("expected a failure, got \(screen.query.phase)")
            return
        }
        guard case .failed(.transport(let transportError), _) = screen.query.fetch else {
            Issue.record("expected a transport failure, got \(screen.query.fetch)")
            return
        }
        #expect((transportError as? TransportError)?.statusCode == 500)
        #expect((error as? TransportError)?.statusCode == 500)
    }

    @Test func aRequestErrorIsARequestFailure() async throws {
        let environment = try Live.environment(faults: [("request_error", "1")])
        let screen = await Screens(environment: environment).characters(page: 1)
        guard case .failed(let error) = screen.query.phase else {
            Issue.record("expected a failure, got \(screen.query.phase)")
            return
        }
        guard case .failed(.request(let errors), _) = screen.query.fetch else {
            Issue.record("expected a request failure, got \(screen.query.fetch)")
            return
        }
        #expect(errors.errors.map(\.message) == ["injected request error"])
        #expect(error is GraphQLErrors)
    }

    @Test func aRefetchOfUnchangedDataReRendersNothing() async throws {
        let environment = try Live.environment()
        let screen = await Screens(environment: environment).characters(page: 1)
        let renderer = Renderer(environment: environment)
        let first = renderer.render(screen)
        #expect(renderer.lastPass.ran.count == 21)
        #expect(renderer.lastPass.observed == 21)
        try await screen.query.refetch()
        #expect(renderer.render(screen) == first)
        #expect(renderer.lastPass.ran == [])
        #expect(renderer.lastPass.observed == 21)
    }

    @Test func aStoreEditReRendersOneRowAndARefetchRestoresIt() async throws {
        // The test's own control: the same counter does see a change, so the zero above
        // cannot come from a renderer that never re-runs anything.
        let environment = try Live.environment()
        let screens = Screens(environment: environment)
        let screen = await screens.characters(page: 1)
        let renderer = Renderer(environment: environment)
        _ = renderer.render(screen)
        try screens.edit(id: "2", field: "name", value: "Morty Smith (edited)")
        let lines = renderer.render(screen)
        #expect(renderer.lastPass.ran == ["CharacterRow 2"])
        #expect(lines.contains { $0.contains("Morty Smith (edited)") })
        try await screen.query.refetch()
        _ = renderer.render(screen)
        #expect(renderer.lastPass.ran == ["CharacterRow 2"])
    }
}

/// `RickAndMorty --endpoint URL`: the same demo against the live server.
@Suite("End to end: the example against the live server")
struct ExampleEndpointTests {
    @Test func theDemoRunsAgainstAnEndpoint() throws {
        let endpoint = try LiveServer.endpoint()
        let terminal = try PseudoTerminal(arguments: ["--endpoint", endpoint.absoluteString])
        let screen = try terminal.read(until: "bodies re-ran: 0 of 21")
        #expect(screen.contains("Rick and Morty · page 1 of 42 · 826 characters"))
        #expect(screen.contains("bodies ran: 21 of 21"))
        #expect(screen.contains("bodies re-ran: 1 of 21"))
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func aFailingEndpointSaysSo() throws {
        let endpoint = try LiveServer.endpoint(faults: [("status", "500")])
        let terminal = try PseudoTerminal(arguments: ["--endpoint", endpoint.absoluteString])
        let screen = try terminal.read(until: "nothing to edit")
        #expect(screen.contains("Could not load page 1: "))
        #expect(screen.contains("500"))
        #expect(try terminal.exitStatus() == 1)
    }
}
