import Foundation

/// Runs saved inputs (crash reproducers, corpus files) through a harness without libFuzzer.
public enum FuzzReplay {
    /// Runs each file at `paths` through `problems`, printing what each broke; exits 1 when
    /// any broke something.
    @MainActor
    public static func run(_ paths: some Sequence<String>, _ problems: @MainActor ([UInt8]) -> [String]) {
        var failed = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                failed += 1
                continue
            }
            let found = problems(Array(data))
            print("\(path): " + (found.isEmpty ? "ok" : found.joined(separator: "; ")))
            if !found.isEmpty { failed += 1 }
        }
        exit(failed == 0 ? 0 : 1)
    }

    /// Runs the main-actor work the last input queued (a store's scheduled collection), since
    /// libFuzzer never returns to a run loop between inputs.
    public static func drainMainQueue() {
        RunLoop.main.run(until: Date())
    }
}
