import Foundation

/// Runs `body` on a fresh thread with a stack of `bytes` and waits for its result.
///
/// Validation recurses once per level of nesting (the walk over selection sets and values;
/// the overlapping-fields search through fragments too), several frames a level: a document
/// as deep as the parser allows needs more than the half-megabyte stacks of secondary and
/// concurrency threads hold. Deep documents are validated here; starting a thread costs tens
/// of microseconds, small beside such a document's validation.
func onLargeStack<T: Sendable>(bytes: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    // The semaphore orders the write before this read.
    return box.value!
}

/// Carries a result from the worker thread to the waiting one.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
