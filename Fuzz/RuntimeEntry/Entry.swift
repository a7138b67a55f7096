import BatonFuzzing

// libFuzzer's entry for the runtime harness (`Scripts/fuzz`, built with `-DFUZZING`); a plain
// build makes a replay tool instead: `swift run fuzz-runtime FILE…` runs each file once.
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // libFuzzer calls on the main thread, where the store lives.
    MainActor.assumeIsolated { RuntimeHarness.check(bytes) }
    FuzzReplay.drainMainQueue()
    return 0
}
#else
@main
enum Replay {
    @MainActor static func main() { FuzzReplay.run(CommandLine.arguments.dropFirst(), RuntimeHarness.problems) }
}
#endif
