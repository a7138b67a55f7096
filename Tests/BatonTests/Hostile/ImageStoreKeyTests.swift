import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Keys rendered from variables are numbered per store, and numbers are not the image's: a
/// store hands them to its image by their text and reads them back at its own numbers.
@Suite("Image: keys rendered from variables")
@MainActor
struct ImageStoreKeyTests {
    static let response = Array(#"{"data":{"heroByID":{"name":"Ann","power":1,"id":"h7"}}}"#.utf8)

    @Test func aRootFieldKeyedByAVariableComesBackAfterARelaunch() async throws {
        let folder = ImageFolder()
        let first = Store(persistence: Persistence(url: folder.file()))
        let resolution = Environment.resolution(EnvHeroByID(id: "h7"), store: first)
        first.commit(try Ingest.response(Self.response, resolution: resolution).changes, kind: .server)
        await first.persistence?.close()
        #expect(try ImageFileLook.keys(folder.file(), "root").contains(#"heroByID(id:"h7")"#))
        try await launch(folder.file()) { env in
            let handle = env.handle(for: EnvHeroByID(id: "h7"), fetchPolicy: .storeOnly)
            #expect(handle.phase.data?.heroByID?.name == "Ann")
        }
    }

    /// A store that numbered the text before the image was read finds the cell at its number
    /// (not at a number the process would give the text).
    @Test func aCellKeyedByAVariableReadsBackAtTheStoresNumber() async throws {
        let folder = ImageFolder()
        let first = Store(persistence: Persistence(url: folder.file()))
        let resolution = Environment.resolution(EnvHeroByID(id: "h8"), store: first)
        first.commit(try Ingest.response(Array(#"{"data":{"heroByID":{"name":"Bo","power":2,"id":"h8"}}}"#.utf8),
                                          resolution: resolution).changes, kind: .server)
        await first.persistence?.close()
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        let again = Environment.resolution(EnvHeroByID(id: "h8"), store: second)
        let slot = try #require(second.existingSlot(#"heroByID(id:"h8")"#, on: .query))
        #expect(slot < 0, "numbered by the store")
        #expect(Availability.check(again, in: second).source == .image)
        #expect(second.root(.query).value(at: slot) == .link(try #require(second.record("EnvHero:h8"))))
        await second.persistence?.close()
    }
}
