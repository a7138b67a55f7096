import Foundation
import Testing
@testable import BatonCompiler

/// The emitter's output, byte for byte, against goldens read by a person (SPEC §4.7).
@Suite("Swift emitter goldens")
struct SwiftGoldenTests {
    /// The golden schema's output is checked in once, as the sources of the `BatonGoldenTests`
    /// target that compiles it against the runtime: the golden and the compiled code are one file.
    @Test func goldenSchemaOutputIsTheCompiledGoldenTarget() throws {
        let files = EmitGoldens.named(SwiftEmitter.emit(try EmitGoldens.input(fixture: "golden")))
        let compiled = EmitGoldens.repositoryRoot.appendingPathComponent("Tests/BatonGoldenTests/Generated")
        #expect(try EmitGoldens.compare(files, folder: compiled) == [])
    }

    /// The baton-spec sources' output is the source of `BatonSpecTests`, which ingests the
    /// conformance responses through it and compares the store dumps.
    @Test func batonSpecOutputIsTheSpecTarget() throws {
        let files = EmitGoldens.named(SwiftEmitter.emit(try EmitGoldens.batonSpecInput()))
        let compiled = EmitGoldens.repositoryRoot.appendingPathComponent("Tests/BatonSpecTests/Generated")
        #expect(try EmitGoldens.compare(files, folder: compiled) == [])
    }

    @Test func emissionIsDeterministic() throws {
        let input = try EmitGoldens.input(fixture: "golden")
        #expect(SwiftEmitter.emit(input) == SwiftEmitter.emit(input))
    }
}
