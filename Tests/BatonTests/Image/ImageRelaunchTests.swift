import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A second store over the same image renders a fetched screen with a silent transport.
@Suite("Image: relaunch")
@MainActor
struct ImageRelaunchTests {
    @Test func aRelaunchRendersAFetchedScreenWithoutARequest() async throws {
        let folder = ImageFolder()
        let fetchedAt = try await launch(folder.file(), transport: RecordedTransport(["EnvHeroQuery": EnvJSON.hero("Ann", power: 7)])) { env in
            let handle = env.handle(for: EnvHeroQuery())
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.isReady }))
            await env.store.image?.persistence.flush()
            _ = retention
            return try #require(handle.fetchTime)
        }
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            let handle = env.handle(for: EnvHeroQuery())
            let retention = handle.retain()
            // The first frame: ready at once, from disk.
            let data = try #require(handle.phase.data)
            #expect(data.hero?.name == "Ann")
            #expect(data.hero?.power == 7)
            #expect(silent.requestCount == 0)
            let relaunched = try #require(handle.fetchTime)
            #expect(abs((relaunched - fetchedAt) / .milliseconds(1)) < 500)
            _ = retention
        }
    }
}
