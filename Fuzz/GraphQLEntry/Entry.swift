import BatonFuzzing

// libFuzzer's entry for the GraphQL harness (`Scripts/fuzz`, built with `-DFUZZING`); a plain
// build makes a replay tool instead: `swift run fuzz-graphql FILE…` runs each file once.
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    GraphQLHarness.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
@main
enum Replay {
    @MainActor static func main() { FuzzReplay.run(CommandLine.arguments.dropFirst(), GraphQLHarness.problems) }
}
#endif
