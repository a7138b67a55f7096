import Foundation
import Testing
@testable import Baton
#if canImport(Glibc)
import Glibc
#endif

/// The image writer's own thread: work runs in the order it was handed over, `sync` waits for
/// it, and on Linux the thread is background work whose wake-up cannot preempt the main actor.
@Suite("Image: the writer's thread")
struct ImageWriterThreadTests {
    @Test func workRunsInOrderAndSyncWaitsForEverythingBefore() {
        let thread = ImageWriterThread(name: "test writer")
        thread.start()
        defer { thread.stop() }
        let seen = Locked([Int]())
        for n in 0..<100 { thread.async { seen.withLock { $0.append(n) } } }
        thread.sync { seen.withLock { $0.append(100) } }
        #expect(seen.withLock { $0 } == Array(0...100))
    }

    /// The work handed over before the thread starts waits for it; what `start` runs first
    /// (the image's open) runs before that work, on a pool thread, never the caller's.
    @Test func startRunsItsFirstWorkOffTheCallerBeforeTheWorkHandedOver() {
        let thread = ImageWriterThread(name: "test writer")
        defer { thread.stop() }
        let seen = Locked([String]())
        let caller = pthread_self()
        thread.async { seen.withLock { $0.append(pthread_equal(pthread_self(), caller) != 0 ? "work on the caller" : "work") } }
        thread.start { seen.withLock { $0.append(pthread_equal(pthread_self(), caller) != 0 ? "first on the caller" : "first") } }
        thread.sync { seen.withLock { $0.append("sync") } }
        #expect(seen.withLock { $0 } == ["first", "work", "sync"])
    }

    #if os(Linux)
    @Test func onLinuxTheWriterIsBatchWorkSoItsWakeUpNeverPreemptsTheMainActor() {
        let thread = ImageWriterThread(name: "test writer")
        thread.start()
        defer { thread.stop() }
        let policy = Locked(Int32(-1))
        thread.sync { policy.withLock { $0 = sched_getscheduler(0) } }
        // SCHED_BATCH is 3 in <sched.h>. A dispatch queue's pool thread reads SCHED_OTHER (0).
        #expect(policy.withLock { $0 } == 3)
    }
    #endif

    @Test func aStoppedThreadFinishesTheWorkHandedOverBeforeItEnds() async {
        let thread = ImageWriterThread(name: "test writer")
        thread.start()
        let done = Locked(0)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<10 { thread.async { done.withLock { $0 += 1 } } }
        thread.async { finished.signal() }
        thread.stop()
        finished.wait()
        #expect(done.withLock { $0 } == 10)
    }
}
