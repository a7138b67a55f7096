import Foundation
import Testing

/// Builds a scratch package that depends on this one by path and applies BatonPlugin to a
/// target with a `baton.json` and a `@Fragment`: a typo in the marker fails `swift build` with
/// the Swift file's line and column, and the fixed file builds.
///
/// It builds the compiler from nothing in a fresh scratch folder (the compiler and the runtime, about
/// a minute in debug on two cores, bounded at 20 minutes); `BATON_SKIP_PLUGIN_BUILD_TEST=1` skips it.
@Suite("BatonPlugin build")
struct PluginBuildTests {
    /// The package root: this file is Tests/BatonCompilerTests/Generate/PluginBuildTests.swift.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let enabled = ProcessInfo.processInfo.environment["BATON_SKIP_PLUGIN_BUILD_TEST"] != "1"

    @Test(.enabled(if: enabled), .timeLimit(.minutes(20)))
    func aTypoInAMarkerFailsTheBuildAtItsSwiftPosition() async throws {
        let folder = try ScratchFolder()
        let app = folder.url.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        _ = try folder.write("Package.swift", """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "PluginScratch",
            dependencies: [.package(path: "\(Self.packageRoot.path)")],
            targets: [
                .target(name: "App", dependencies: [.product(name: "Baton", package: "\(Self.packageRoot.lastPathComponent)")],
                        exclude: ["baton.json", "schema.graphql"],
                        swiftSettings: [.defaultIsolation(MainActor.self)],
                        plugins: [.plugin(name: "BatonPlugin", package: "\(Self.packageRoot.lastPathComponent)")]),
            ]
        )
        """)
        _ = try folder.write("Sources/App/baton.json", #"{"schema": "schema.graphql"}"#)
        // The schema has one warning (a deprecated field implementing an interface's field that is not).
        _ = try folder.write("Sources/App/schema.graphql", "type Query { character(id: ID!): Character }\n"
                             + "type Character { id: ID! name: String! }\ninterface Named { title: String }\n"
                             + "type Thing implements Named { title: String @deprecated }\n")
        // The row reads the generated lens's accessor, so the build proves the generated code joins the target.
        let row = "import Baton\nstruct Row {\n    @Fragment(\"fragment Row_character on Character { nmae }\")\n"
            + "    var character: Row_character\n    var title: String { character.name }\n}\n"
        let rowPath = try folder.write("Sources/App/Row.swift", row)

        let failed = try await Self.swiftBuild(in: folder.url)
        #expect(failed.status != 0)
        #expect(failed.output.contains("\(rowPath):3:54: error: Cannot query field 'nmae' on type 'Character'. Did you mean 'name'?"),
                "\(failed.output.suffix(3000))")

        let warning = "implementation field Thing.title must not be deprecated"
        #expect(failed.output.components(separatedBy: warning).count == 2, "\(failed.output.suffix(3000))")

        try row.replacingOccurrences(of: "nmae", with: "name").write(toFile: rowPath, atomically: true, encoding: .utf8)
        let built = try await Self.swiftBuild(in: folder.url)
        #expect(built.status == 0, "\(built.output.suffix(3000))")
        // batonc ran again (Row.swift changed) over the same schema: its warning printed once, not again.
        #expect(!built.output.contains(warning), "\(built.output.suffix(3000))")
        let outputs = folder.url.appendingPathComponent(".build/plugins/outputs")
        let generated = FileManager.default.enumerator(atPath: outputs.path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(generated.contains { $0.hasSuffix("/Row.baton.swift") })
        #expect(generated.contains { $0.hasSuffix("/Baton.baton.swift") })
        #expect(generated.contains { $0.hasSuffix("/Baton.report.json") })
        #expect(generated.contains { $0.hasSuffix("/Baton.schema-warnings") })
    }

    /// `swift build` in a folder, stdout and stderr together. The minutes it takes are waited
    /// for on a thread of their own, not on one of Swift's cooperative pool (one per core),
    /// which the other suites' fetches need meanwhile.
    private static func swiftBuild(in folder: URL) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
            }.start()
        }
    }
}
