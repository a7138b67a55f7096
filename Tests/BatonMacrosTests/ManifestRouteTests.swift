import Foundation
import Testing

/// `Package.swift` picks how the macros reach SwiftSyntax when it loads: the toolchain's
/// `lib/swift/host` beside the `swiftc` on PATH, else (or with `BATON_MACROS=package`) the
/// swift-syntax package. Read through `swift package dump-package` on a copy of the manifest,
/// which loads it without fetching anything.
@Suite("Package.swift: the macros' route", .serialized)
struct ManifestRouteTests {
    private static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift")

    /// The manifest's description, loaded with `environment` added.
    private func dump(_ environment: [String: String] = [:]) async throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baton-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.manifest, to: folder.appendingPathComponent("Package.swift"))
        let run = try await ProcessRun.run(["swift", "package", "--package-path", folder.path, "dump-package"],
                                           environment: environment)
        #expect(run.status == 0, "\(run.output)")
        // The JSON object, without any line SwiftPM prints around it.
        let start = run.output.firstIndex(of: "{") ?? run.output.startIndex
        let end = run.output.lastIndex(of: "}").map { run.output.index(after: $0) } ?? run.output.endIndex
        let json = run.output[start..<end]
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func macroTarget(_ package: [String: Any]) throws -> String {
        let targets = try #require(package["targets"] as? [[String: Any]])
        let target = try #require(targets.first { $0["name"] as? String == "BatonMacros" })
        #expect(target["type"] as? String == "macro")
        return String(decoding: try JSONSerialization.data(withJSONObject: target, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The folder the manifest should find: beside the `swiftc` on PATH, symlinks resolved.
    private static var host: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            return swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/host").path
        }
        return nil
    }

    @Test func theToolchainsHostFolderNeedsNoPackage() async throws {
        let host = try #require(Self.host)
        let package = try await dump()
        #expect((package["dependencies"] as? [Any])?.isEmpty == true)
        let target = try macroTarget(package)
        #expect(target.contains(#"["-I",""# + host.replacingOccurrences(of: "/", with: "\\/") + #""]"#), "\(target)")
        #expect(target.contains("-lSwiftSyntax") && target.contains("-lSwiftCompilerPluginMessageHandling"))
    }

    @Test func theSwiftSyntaxPackageOnRequest() async throws {
        let package = try await dump(["BATON_MACROS": "package"])
        let dependencies = String(describing: package["dependencies"] ?? "")
        #expect(dependencies.contains("https://github.com/swiftlang/swift-syntax.git"))
        #expect(dependencies.contains("602.0.0") && dependencies.contains("605.0.0"))
        let target = try macroTarget(package)
        #expect(target.contains("SwiftCompilerPlugin") && !target.contains("unsafeFlags"))
    }
}
