import Foundation

/// The repository's fixtures the harnesses start from (the same seeds `Scripts/fuzz` gives
/// libFuzzer), and the crash reproducers kept under `Regressions/`.
enum Corpus {
    /// The repository root, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file under `folder` (relative to the root) whose name `keep` accepts, sorted.
    static func files(under folder: String, _ keep: (String) -> Bool) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { keep($0.lastPathComponent) }
            .sorted { $0.path < $1.path }
    }

    static func bytes(_ url: URL) -> [UInt8] { Array((try? Data(contentsOf: url)) ?? Data()) }

    /// Response fixtures: the baton-spec responses and the tokenizer's.
    static var responses: [[UInt8]] {
        files(under: "Tests/BatonTests/Fixtures/baton-spec") { name in
            name.hasSuffix(".json") && !name.hasSuffix(".store.json") && name != "manifest.json" && name != "baton.json"
        }.map(bytes)
    }

    /// GraphQL documents and schemas from every test target's fixtures.
    static var documents: [[UInt8]] {
        files(under: "Tests") { $0.hasSuffix(".graphql") || $0.hasSuffix(".expected") }.map(bytes)
    }

    /// The reproducers kept for one harness (`graphql` or `runtime`).
    static func regressions(_ harness: String) -> [URL] {
        files(under: "Tests/BatonFuzzingTests/Regressions/" + harness) { !$0.hasPrefix(".") && $0 != "README.md" }
    }

    /// An input as a test names it: its text when printable, else its bytes.
    static func describe(_ input: [UInt8]) -> String {
        let text = String(decoding: input.prefix(300), as: UTF8.self)
        return text.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\n" }) ? text : "\(input.prefix(300))"
    }
}
