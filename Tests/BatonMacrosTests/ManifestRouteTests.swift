import Foundation
import Testing

/// `Package.swift` picks how the macros reach SwiftSyntax when it loads: the toolchain's
/// `lib/swift/host` beside the `swiftc` on PATH, else (or with `BATON_MACROS=package`) the
/// swift-syntax package. Read through `swift package dump-package` on a copy of the manifest,
/// which loads it without fetching anything.
@Suite("Package.swift: the macros' route")
struct ManifestRouteTests {
    private static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift")

    /// The manifest's description, loaded with `environment` added.
    private func dump(_ environment: [String: String] = [:]) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baton-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.manifest, to: folder.appendingPathComponent("Package.swift"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
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

    @Test func theToolchainsHostFolderNeedsNoPackage() throws {
        let host = try #require(Self.host)
        let package = try dump()
        #expect((package["dependencies"] as? [Any])?.isEmpty == true)
        let target = try macroTarget(package)
        #expect(target.contains(#"["-I",""# + host.replacingOccurrences(of: "/", with: "\\/") + #""]"#), "\(target)")
        #expect(target.contains("-lSwiftSyntax") && target.contains("-lSwiftCompilerPluginMessageHandling"))
    }

    @Test func theSwiftSyntaxPackageOnRequest() throws {
        let package = try dump(["BATON_MACROS": "package"])
        let dependencies = String(describing: package["dependencies"] ?? "")
        #expect(dependencies.contains("https://github.com/swiftlang/swift-syntax.git"))
        #expect(dependencies.contains("602.0.0") && dependencies.contains("605.0.0"))
        let target = try macroTarget(package)
        #expect(target.contains("SwiftCompilerPlugin") && !target.contains("unsafeFlags"))
    }
}
