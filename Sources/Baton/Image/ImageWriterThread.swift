import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The image writer's own thread: runs the work handed to it one piece at a time, in order.
///
/// Its own thread rather than a dispatch queue, so the scheduler can be told it is background
/// work. On Linux a dispatch queue's quality of service does not reach the thread's priority:
/// a pool thread woken by a server batch's hand-off often took the main actor's core and held
/// it for the whole transaction (the hand-off's median was 1.5 ms on a busy machine, against
/// 17 µs for the same wake that cannot preempt). This thread asks Linux for `SCHED_BATCH`,
/// whose wake-up never preempts the thread that woke it; on Apple platforms it runs at utility
/// quality of service.
final class ImageWriterThread: @unchecked Sendable {
    private let condition = NSCondition()
    // Under `condition`.
    private var work: [() -> Void] = []
    private var stopping = false

    private let name: String

    /// A thread named `name`, not started yet: work handed over waits for `start`.
    init(name: String) { self.name = name }

    /// Starts the thread from a pool thread, after running `first` there: making a thread
    /// (`clone`, its stack) costs its maker ~30 µs, and the maker is the main actor making the
    /// image at launch, or a relaunch's first frame. `first` is the image's open, begun at once
    /// (waking a pool thread costs the caller a few µs), which a first frame may be waiting for;
    /// the work handed over meanwhile runs after it, on the thread.
    func start(first: (@Sendable () -> Void)? = nil) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            first?()
            let thread = Thread { [self] in run() }
            thread.name = name
            #if !os(Linux)
            thread.qualityOfService = .utility
            #endif
            thread.start()
        }
    }

    /// Runs `body` on the thread after the work handed over before it.
    func async(_ body: @escaping () -> Void) {
        condition.lock()
        work.append(body)
        condition.signal()
        condition.unlock()
    }

    /// Runs `body` on the thread after the work handed over before it, and waits for it. Never
    /// called on the thread itself.
    func sync(_ body: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        async {
            body()
            done.signal()
        }
        done.wait()
    }

    /// Lets the thread end once the work handed over so far is done.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        #if os(Linux)
        // SCHED_BATCH (3 in <sched.h>, behind _GNU_SOURCE): same share of the processor, but
        // a wake-up never preempts the running thread. Lowering the policy needs no privilege.
        var parameters = sched_param()
        _ = sched_setscheduler(0, 3, &parameters)
        #endif
        while true {
            condition.lock()
            while work.isEmpty && !stopping { condition.wait() }
            let taken = work
            work = []
            let ends = stopping && taken.isEmpty
            condition.unlock()
            if ends { return }
            for body in taken { body() }
        }
    }
}
