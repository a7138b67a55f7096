import Foundation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton
import BatonTesting

/// A pack's verdict (`PackVerdict`): a relaunch that fills its root's pack whole answers
/// without the walk in memory only when the writer found the file's rows hold all the plan
/// demands and the relaunch's plan and memberships are the ones the verdict was judged for;
/// otherwise the walk in memory answers, as without a verdict. Either way the answer is the
/// one the walk gives over the same store.
@Suite("Image: a pack's verdict")
@MainActor
struct PackVerdictTests {
    static let heroPal = Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8)

    /// What a relaunch's first check found: its answer, the walk in memory's over the same
    /// store after, and the image's counts.
    struct Relaunch {
        var answer: Availability.Answer
        var held: Availability.Answer
        var timings: ImageTimings
    }

    /// Relaunches over `file` (after `before` runs on the new store) and checks `ImgHeroPal`
    /// as a handle's first frame does.
    func relaunch(_ file: URL, before: (Store) -> Void = { _ in }) async throws -> Relaunch {
        try await launch(file) { env in
            before(env.store)
            let resolution = env.resolution(ImgHeroPal())
            let root = env.store.roots.root(ImgHeroPal().rootKey, resolution: resolution)
            let answer = Availability.check(resolution, in: env.store, root: root)
            let held = Availability.holds(resolution, in: env.store)
            let timings = try #require(env.store.persistence?.writer.timings.withLock { $0 })
            return Relaunch(answer: answer, held: held, timings: timings)
        }
    }

    @Test func aWholePackIsAnsweredByItsVerdict() async throws {
        let folder = ImageFolder()
        try await ImagePackTests().fetch(ImgHeroPal(), Self.heroPal, into: folder.file())
        let relaunch = try await relaunch(folder.file())
        #expect(relaunch.answer.isAvailable && relaunch.answer.source == .image)
        #expect(relaunch.held.isAvailable && relaunch.held.deferredHeld)
        #expect(relaunch.timings.packsRead == 1 && relaunch.timings.packsFilled == 1)
        #expect(relaunch.timings.verdictsTrusted == 1)
    }

    /// Cases whose records are of a type only the response names: such a row may read
    /// another way at a relaunch (the reading store numbers the type), so it is not judged.
    static let unjudged: Set<String> = ["tests/union-unknown-type", "tests/union-unknown-type-twice"]

    /// Every conformance case the image keeps, packed as the main actor chooses after its
    /// responses and relaunched from that pack: the answer (the verdict's where it was
    /// trusted) is the walk in memory's over the same store, a whole verdict is trusted, and
    /// every complete case is judged whole (but a deferred operation's, which never fills a
    /// pack, and a type only a response names).
    @Test(arguments: ImageConformanceTests.cases)
    func aRelaunchFromAPackAnswersAsTheWalkInMemory(_ testCase: ConformanceDumpTests.Case) async throws {
        let folder = ImageFolder()
        let key = "verdict:" + testCase.name
        let first = try Fixtures.store(testCase.plan, variables: testCase.variables, responses: testCase.responses,
                                       complete: testCase.complete, persistence: Persistence(url: folder.file()))
        let chosen = first.roots.root(key, resolution: Resolution(testCase.plan, variables: testCase.variables, store: first))
        chosen.present = true
        let image = try #require(first.image)
        let request = try #require(image.packRequest(chosen))
        image.writer.enqueuePack(request)
        await first.persistence?.close()

        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: second)
        let answer = Availability.check(resolution, in: second, root: second.roots.root(key, resolution: resolution))
        let held = Availability.holds(resolution, in: second)
        let timings = try #require(second.persistence?.writer.timings.withLock { $0 })
        let whole = try #require(second.image).writer.read { database -> Bool in
            defer { database.pack = nil }
            return try database.usePack(key, operation: PackBlob.operation(testCase.plan.document))
                && database.pack?.verdict != nil
        }
        #expect(timings.packsRead == 1, "\(testCase.name)")
        #expect(answer.isAvailable == held.isAvailable && answer.deferredHeld == held.deferredHeld, "\(testCase.name)")
        #expect(timings.verdictsTrusted == (whole == true ? 1 : 0), "\(testCase.name)")
        if timings.verdictsTrusted == 1 { #expect(held.isAvailable && held.deferredHeld, "\(testCase.name)") }
        if testCase.complete && !testCase.plan.hasDeferred && !Self.unjudged.contains(testCase.name) {
            #expect(whole == true && answer.isAvailable, "\(testCase.name)")
        }
        await second.persistence?.close()
    }

    /// A field memory holds that the file lacks (written by a local update, which the image
    /// never writes): the pack is made of the file's rows, its verdict is not whole, and the
    /// relaunch walks memory, then the file, and finds the field missing, as without a pack.
    @Test func aFieldOnlyMemoryHoldsLeavesTheVerdictNotWhole() async throws {
        let folder = ImageFolder()
        let first = Store(persistence: Persistence(url: folder.file()))
        let resolution = Resolution(ImgHeroPal.plan, variables: [:], store: first)
        let noPower = #"{"data":{"hero":{"name":"A","id":"h1","pal":{"name":"P","id":"p1"}}}}"#
        first.commit(try Ingest.response(Array(noPower.utf8), resolution: resolution, options: .partial).changes,
                     kind: .server)
        #expect(!Availability.holds(resolution, in: first).isAvailable)
        // Another hero's power, so the file spells the field's name: only the row lacks it.
        var other = ChangeSet()
        other.records.append(ChangeRecord(key: "EnvHero:h2", type: EnvTypes.Hero,
                                          entries: [ChangeEntry(slot: EnvSlots.power.index, value: .int(2))]))
        first.commit(other, kind: .server)
        var update = ChangeSet()
        update.records.append(ChangeRecord(key: "EnvHero:h1", type: EnvTypes.Hero,
                                           entries: [ChangeEntry(slot: EnvSlots.power.index, value: .int(1))]))
        first.commit(update, kind: .local)
        #expect(Availability.holds(resolution, in: first).isAvailable)
        let chosen = first.roots.root(ImgHeroPal().rootKey, resolution: resolution)
        chosen.present = true
        let image = try #require(first.image)
        image.writer.enqueuePack(try #require(image.packRequest(chosen)))
        await first.persistence?.close()

        let relaunch = try await relaunch(folder.file())
        #expect(relaunch.timings.packsRead == 1 && relaunch.timings.packsMissed == 1)
        #expect(relaunch.timings.verdictsTrusted == 0 && relaunch.timings.packsFilled == 0)
        #expect(!relaunch.answer.isAvailable && !relaunch.held.isAvailable)
    }

    /// A link memory holds that the file does not (a local update moved the hero's pal to
    /// another pal the file holds whole): the pack holds the records memory reaches, the
    /// file's row of the hero links elsewhere, so the verdict is not whole; the relaunch walks
    /// memory, misses the file's pal, and the walk reads it from the file.
    @Test func aLinkOnlyMemoryHoldsLeavesTheVerdictNotWhole() async throws {
        let folder = ImageFolder()
        let first = Store(persistence: Persistence(url: folder.file()))
        let resolution = Resolution(ImgHeroPal.plan, variables: [:], store: first)
        first.commit(try Ingest.response(Array(Self.heroPal), resolution: resolution).changes, kind: .server)
        let p1 = try #require(first.keys.first { $0.hasSuffix("p1") })
        let p2 = String(p1.dropLast()) + "2"
        var pal = ChangeSet()
        pal.records.append(ChangeRecord(key: p2, type: ImageTypes.Pal, entries: [
            ChangeEntry(slot: SlotID(ImageTypes.Pal, "name").index, value: .string("Q")),
            ChangeEntry(slot: SlotID(ImageTypes.Pal, "id").index, value: .string("p2")),
        ]))
        first.commit(pal, kind: .server)
        var moved = ChangeSet()
        moved.records.append(ChangeRecord(key: "EnvHero:h1", type: EnvTypes.Hero,
                                          entries: [ChangeEntry(slot: SlotID(EnvTypes.Hero, "pal").index, value: .link(1))]))
        moved.records.append(ChangeRecord(key: p2, type: ImageTypes.Pal))
        first.commit(moved, kind: .local)
        #expect(Availability.holds(resolution, in: first).isAvailable)
        let chosen = first.roots.root(ImgHeroPal().rootKey, resolution: resolution)
        chosen.present = true
        let image = try #require(first.image)
        let request = try #require(image.packRequest(chosen))
        #expect(Set(request.keys) == ["EnvHero:h1", p2])
        image.writer.enqueuePack(request)
        await first.persistence?.close()

        let relaunch = try await relaunch(folder.file())
        #expect(relaunch.timings.packsRead == 1 && relaunch.timings.packsMissed == 1)
        #expect(relaunch.timings.verdictsTrusted == 0 && relaunch.timings.packsFilled == 0)
        #expect(relaunch.answer.isAvailable && relaunch.held.isAvailable)
    }

    /// The store holding memberships for a type the pack met other than those its verdict
    /// recorded (the variant may differ): the walk in memory answers.
    @Test func otherMembershipsAtTheRelaunchAreWalked() async throws {
        let folder = ImageFolder()
        try await ImagePackTests().fetch(ImgHeroPal(), Self.heroPal, into: folder.file())
        let relaunch = try await relaunch(folder.file()) { store in
            var taught = ChangeSet()
            taught.memberships = [Membership(type: EnvTypes.Hero, condition: "Node")]
            store.commit(taught, kind: .local)
        }
        #expect(relaunch.timings.packsFilled == 1 && relaunch.timings.verdictsTrusted == 0)
        #expect(relaunch.answer.isAvailable && relaunch.held.isAvailable)
    }

    /// A verdict section damaged (its digest, or a byte of a row it judged, the row still
    /// readable) or cut short (in its variants, or before it): no crash, no verdict; the pack
    /// fills and the walk in memory answers.
    @Test(arguments: [Damage.digest, .row, .variants, .section])
    func aDamagedVerdictIsNoVerdict(_ damage: Damage) async throws {
        let folder = ImageFolder()
        try await ImagePackTests().fetch(ImgHeroPal(), Self.heroPal, into: folder.file())
        try Self.editPack(folder.file()) { blob, verdictAt in
            switch damage {
            case .digest: blob[blob.count - 1] ^= 0x5a
            case .row:
                // The hero's name, "A" (a string cell: tag, length, byte), read as "B".
                let at = (0..<verdictAt - 2).first { blob[$0] == RowCodec.Tag.string.rawValue && blob[$0 + 1] == 1 && blob[$0 + 2] == 0x41 }
                blob[at! + 2] = 0x42
            case .variants: blob.removeLast((blob.count - verdictAt) / 2)
            case .section: blob.removeLast(blob.count - verdictAt)
            }
        }
        let relaunch = try await relaunch(folder.file())
        #expect(relaunch.timings.packsRead == 1 && relaunch.timings.verdictsTrusted == 0)
        #expect(relaunch.timings.packsFilled == 1 && relaunch.answer.isAvailable && relaunch.held.isAvailable)
    }

    enum Damage: CaseIterable, Sendable {
        case digest, row, variants, section
    }

    /// Edits `file`'s one pack, given where its verdict section starts.
    static func editPack(_ file: URL, _ edit: (inout [UInt8], Int) -> Void) throws {
        try PackFile.edit(file) { blob in
            let verdictAt = try blob.withUnsafeBytes { bytes -> Int in
                var source = ByteSource(bytes)
                guard source.byte() == PackBlob.format, let count = source.count() else { throw PackFile.Unreadable() }
                for _ in 0..<count { guard source.text() != nil, source.text() != nil else { throw PackFile.Unreadable() } }
                guard let cells = source.count() else { throw PackFile.Unreadable() }
                for _ in 0..<cells { guard source.text() != nil, source.text() != nil else { throw PackFile.Unreadable() } }
                guard source.byte() == 1 else { throw PackFile.Unreadable() }
                return source.position - 1
            }
            edit(&blob, verdictAt)
        }
    }
}
