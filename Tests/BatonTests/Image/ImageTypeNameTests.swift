import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A type name only the image knows (a response named it, the build did not) is held by the
/// store that read it back, and goes with that store: reading an image never makes the
/// process keep a name.
@Suite("Image: type names")
@MainActor
struct ImageTypeNameTests {
    @Test func aTypeNameReadFromTheImageGoesWithItsStore() async throws {
        let folder = ImageFolder()
        let names = ["ImgJunkA1", "ImgJunkA2"]
        try await launch(folder.file()) { env in
            try env.commitPayload(HostileThings(), Payload(Data(UnknownTypeTests.things(names).utf8)))
            await env.store.persistence?.flush()
        }
        #expect(try ImageFileLook.keys(folder.file(), "names").contains("ImgJunkA1"))
        #expect(TypeRegistry.shared.lookup("ImgJunkA1") == nil)
        try await launch(folder.file()) { env in
            let store = env.store
            let answer = Availability.check(Resolution(HostileThings.plan, store: store), in: store)
            #expect(answer.source == .image)
            let types = Set(store.keys.compactMap { store.record($0)?.type.name })
            #expect(types.isSuperset(of: names))
            // Held by this store while it lives, as a response's would be.
            #expect(store.numbering.scopedTypeCount == 2)
            #expect(TypeRegistry.shared.lookup("ImgJunkA1") != nil)
        }
        #expect(TypeRegistry.shared.lookup("ImgJunkA1") == nil)
        #expect(TypeRegistry.shared.lookup("ImgJunkA2") == nil)
    }

    /// A store holds at most so many such names, from responses and the image alike: a row
    /// of a type past the bound reads as absent.
    @Test func theImageCountsAgainstTheStoresBound() async throws {
        let folder = ImageFolder()
        try await launch(folder.file()) { env in
            try env.commitPayload(HostileThings(), Payload(Data(UnknownTypeTests.things(["ImgJunkB1"]).utf8)))
            await env.store.persistence?.flush()
        }
        try await launch(folder.file()) { env in
            let store = env.store
            let limit = TypeRegistry.scopedLimitPerStore
            for k in 0..<limit { _ = store.numbering.type(named: "ImgJunkFill\(k)") }
            let answer = Availability.check(Resolution(HostileThings.plan, store: store), in: store)
            #expect(answer.source == .miss)
            #expect(store.numbering.scopedTypeCount == limit)
            #expect(TypeRegistry.shared.lookup("ImgJunkB1") == nil)
        }
    }
}
