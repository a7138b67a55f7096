import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// With the image, as in memory, a stored cell counts as present only if the field's reader
/// can hold it: a row written under an older schema brings back what still fits, and a
/// cell that no longer fits makes the operation fetch.
@Suite("Image: cells fit the field's kind")
@MainActor
struct ImageCellKindTests {
    /// Launch 1 fetches `operation` answered with `json`, and waits until the image has it.
    func fetch<Q: Query>(_ operation: Q, _ json: String, into file: URL) async throws {
        try await launch(file, transport: RecordedTransport([Q.name: Data(json.utf8)])) { env in
            let handle = env.handle(for: operation)
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
            await env.store.persistence?.flush()
            _ = retention
        }
    }

    /// Launch 2 asks for the hero as today's schema types it: the first frame's hero (nil:
    /// the image could not answer) and its power once the operation settled.
    func relaunch(_ file: URL) async throws -> (first: (name: String, power: Int?)?, settled: Int?) {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero(power: 3)])
        return try await launch(file, transport: transport) { env in
            let handle = env.handle(for: EnvHeroQuery())
            let retention = handle.retain()
            // Read at once: a lens reads its record as it is when asked.
            let first = handle.phase.data?.hero.map { ($0.name, $0.power) }
            // Without a first frame the operation fetches: today's answer arrives.
            if first == nil { #expect(await wait(until: { handle.phase.data?.hero?.power == 3 }, timeout: .seconds(120))) }
            _ = retention
            return (first, handle.phase.data?.hero?.power)
        }
    }

    @Test func aWholeFloatInAnIntFieldComesBack() async throws {
        let folder = ImageFolder()
        try await fetch(EnvOldHero(), #"{"data":{"hero":{"name":"A","power":2.0,"id":"h1"}}}"#, into: folder.file())
        let (first, _) = try await relaunch(folder.file())
        #expect(first?.name == "A")
        #expect(first?.power == 2)
    }

    @Test func aFractionalFloatInAnIntFieldIsAbsent() async throws {
        let folder = ImageFolder()
        try await fetch(EnvOldHero(), #"{"data":{"hero":{"name":"A","power":2.5,"id":"h1"}}}"#, into: folder.file())
        let (first, settled) = try await relaunch(folder.file())
        #expect(first == nil)
        #expect(settled == 3)
    }

    @Test func textInAnIntFieldIsAbsent() async throws {
        let folder = ImageFolder()
        try await fetch(EnvCustomHero(), #"{"data":{"hero":{"name":"A","power":"12","id":"h1"}}}"#, into: folder.file())
        let (first, settled) = try await relaunch(folder.file())
        #expect(first == nil)
        #expect(settled == 3)
    }
}
