import Foundation
import Testing

/// The system SQLite stays behind one file: only `Image/SQLite.swift` imports `CSQLite`.
@Suite("Image: the SQLite boundary")
struct ImageBoundaryTests {
    @Test func exactlyOneRuntimeFileImportsCSQLite() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var importers: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.hasPrefix("import CSQLite") }) {
                importers.append(file.path.replacingOccurrences(of: sources.path + "/", with: ""))
            }
        }
        #expect(importers == ["Baton/Image/SQLite.swift"])
    }
}
