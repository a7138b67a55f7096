import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The records one check with the image makes keep their rows in buffers they share
/// (`KeptRows`), as a pack's fill's records do: each reads its own cells at its first read,
/// after the check and after its neighbours' rows were dropped; a record memory holds keeps
/// memory's cells; a damaged row makes the check miss and spoils no neighbour; and a buffer
/// goes with the last record keeping a row in it.
@Suite("Image: the check's records share their rows' buffers")
@MainActor
struct ImageCheckKeptRowsTests {
    static let count = 12
    static let idSlot = SlotID(EnvTypes.Hero, "id").index

    /// Launch 1 commits a page of `count` heroes (`Hero 1-n`, power n, id `p1-n`) and waits
    /// until the image has it.
    func writePage(_ folder: ImageFolder) async throws {
        try await launch(folder.file()) { env in
            try env.commitPayload(ImgHeroes(page: 1), Payload(ImgHeroes.response(page: 1, count: Self.count)))
            await env.store.persistence?.flush()
        }
    }

    /// The check of the page with no root: the walk with the image, reading the rows by key.
    func check(_ env: Environment) -> Availability.Answer {
        Availability.check(env.resolution(ImgHeroes(page: 1)), in: env.store)
    }

    func hero(_ n: Int, _ store: Store) throws -> Record { try #require(store.record("EnvHero:p1-\(n)")) }

    /// Hero `n`'s values as the first launch wrote them.
    func expectOwnCells(_ hero: Record, _ n: Int) {
        #expect(hero.value(at: EnvSlots.name.index) == .string("Hero 1-\(n)"), "\(n)")
        #expect(hero.value(at: EnvSlots.power.index) == .int(Int64(n)), "\(n)")
        #expect(hero.value(at: Self.idSlot) == .string("p1-\(n)"), "\(n)")
    }

    @Test func recordsOneCheckMadeReadTheirOwnCellsFromOneBufferAndItGoesWithTheLast() async throws {
        let folder = ImageFolder()
        try await writePage(folder)
        try await launch(folder.file()) { env in
            let answer = check(env)
            #expect(answer.isAvailable && answer.source == .image)
            let heroes = try (0..<Self.count).map { try hero($0, env.store) }
            weak let buffer = heroes[0].keptRowBuffer
            #expect(buffer != nil)
            #expect(heroes.allSatisfy { $0.keepsRow && $0.keptRowBuffer === buffer && $0.keptRowRoom == 3 })
            // Every other hero's row dropped unmade, as the collector sweeps a record...
            for n in stride(from: 1, to: Self.count, by: 2) {
                #expect(env.store.clearWithoutNotifying(heroes[n]).isEmpty && !heroes[n].keepsRow)
            }
            // ...and the others read, last first: each its own cells, the first hero kept.
            for n in stride(from: 2, to: Self.count, by: 2).reversed() { expectOwnCells(heroes[n], n) }
            #expect(heroes[0].keepsRow && buffer != nil, "a record keeping a row keeps its buffer")
            expectOwnCells(heroes[0], 0)
            #expect(buffer == nil, "the buffer goes with the last record keeping a row in it")
        }
    }

    @Test func theBuffersGoWithAnEndedStoresRecordsLeftUnread() async throws {
        let folder = ImageFolder()
        try await writePage(folder)
        weak var buffer: KeptRows?
        try await launch(folder.file()) { env in
            #expect(check(env).source == .image)
            buffer = try hero(3, env.store).keptRowBuffer
            #expect(buffer != nil)
        }
        // The rows link the records that keep them: the ended store drops them, so no cycle
        // keeps the records or the buffer alive.
        #expect(buffer == nil)
    }

    @Test func aRecordMemoryHoldsKeepsMemorysCellsBesideTheRecordsKeepingRows() async throws {
        let folder = ImageFolder()
        try await writePage(folder)
        try await launch(folder.file()) { env in
            var changes = ChangeSet()
            changes.records = [ChangeRecord(key: "EnvHero:p1-2", type: EnvTypes.Hero,
                                            entries: [ChangeEntry(slot: EnvSlots.name.index, value: .string("Memory"))])]
            env.store.commit(changes, kind: .local)
            let held = try hero(2, env.store)
            let answer = check(env)
            #expect(answer.isAvailable && answer.source == .image)
            #expect(!held.keepsRow && held.keptRowBuffer == nil)
            #expect(held.value(at: EnvSlots.name.index) == .string("Memory"))
            #expect(held.value(at: EnvSlots.power.index) == .int(2) && held.value(at: Self.idSlot) == .string("p1-2"))
            let (before, after) = (try hero(1, env.store), try hero(3, env.store))
            #expect(before.keepsRow && after.keepsRow && before.keptRowBuffer === after.keptRowBuffer)
            expectOwnCells(after, 3)
            expectOwnCells(before, 1)
        }
    }

    @Test func aDamagedRowInTheMiddleMissesWithoutTrappingAndSpoilsNoNeighbour() async throws {
        let folder = ImageFolder()
        try await writePage(folder)
        // Its last cell cut short: the cells before it read, the last does not.
        try ImageFileLook.execute(folder.file(),
                                  "UPDATE records SET row = substr(row, 1, length(row) - 2) WHERE key = 'EnvHero:p1-5'")
        try await launch(folder.file()) { env in
            let answer = check(env)
            #expect(!answer.isAvailable, "the network answers")
            for n in [4, 6] {
                let neighbour = try hero(n, env.store)
                #expect(neighbour.keepsRow)
                expectOwnCells(neighbour, n)
            }
            let damaged = try hero(5, env.store)
            #expect(damaged.keptRowRoom < 3)
        }
    }
}
