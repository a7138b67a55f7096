import Foundation

/// Runs async work from the harness's synchronous bodies: the main run loop turns while the
/// work runs, so the main-actor jobs it schedules (commits, checks) still run on the main
/// thread.
@MainActor
enum MainActorPump {
    private final class Box<T> {
        var result: Result<T, any Error>?
    }

    static func wait<T>(_ work: @escaping @MainActor () async throws -> T) throws -> T {
        let box = Box<T>()
        Task { @MainActor in
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
        }
        // Waits for the run loop's sources (the main queue among them) rather than spinning,
        // so a background writer being measured has the processor.
        while box.result == nil { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001)) }
        return try box.result!.get()
    }
}
