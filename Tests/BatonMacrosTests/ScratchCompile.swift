import Foundation

/// Type-checks a scratch Swift file against the built `Baton` module with the built marker
/// macros loaded, the way the compiler runs them in an app target: how the macros are tested,
/// since SwiftSyntax's macro test support is not shipped with the toolchain.
struct ScratchCompile {
    /// What the compiler printed and how it exited.
    struct Output {
        var status: Int32
        var text: String

        /// The `file:line:column: error: message` lines, as `line:column: message`.
        var errors: [String] {
            text.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: ": error: "), line.hasPrefix("/") else { return nil }
                let place = line[..<range.lowerBound].split(separator: ":").suffix(2).joined(separator: ":")
                return place + ": " + line[range.upperBound...]
            }
        }
    }

    /// The build's products folder: the test bundle sits in it, beside `Modules/` and the macro tool.
    static let products: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("BatonMacros-tool").path) { return url }
        }
        return url
    }()

    /// The folders of the C modules' maps `Baton` imports (`CSQLite`, `CProcessor`), which its
    /// clients load too.
    static let cModules = ["Sources/CSQLite", "Sources/CProcessor/include"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent($0).path
    }

    /// Type-checks `source` as `Scratch.swift`; `dumpExpansions` prints every macro expansion.
    static func typecheck(_ source: String, dumpExpansions: Bool = false) async throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baton-macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Scratch.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let run = try await ProcessRun.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Scratch",
             "-I", products.appendingPathComponent("Modules").path] + cModules.flatMap { ["-I", $0] } + [
             "-load-plugin-executable", products.appendingPathComponent("BatonMacros-tool").path + "#BatonMacros",
             file.path] + (dumpExpansions ? ["-Xfrontend", "-dump-macro-expansions"] : []))
        return Output(status: run.status, text: run.output)
    }

    /// A query, a subscription and a mutation value as the emitter writes them, for scratch
    /// views to mark.
    static let operations = """
        @_spi(Generated) import Baton

        nonisolated public struct HeroQuery: Query {
            public var id: String
            @_spi(Generated) public var holder: QueryHolder<HeroQuery>?
            public init(id: String) { self.id = id }
            public static let name = "HeroQuery"
            public static let document = OperationDocument.text("query HeroQuery($id:ID!){hero(id:$id){name}}")
            public var variables: Variables { var out = Variables(); out["id"] = id.variable; return out }
            @_spi(Generated) public static let plan = PlanOperation(name: name, kind: .query, document: document,
                selection: PlanSelection(type: TypeID("Query"), fields: []))
            nonisolated public struct Data: Lens {
                @_spi(Generated) public let anchor: Anchor
                @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }
            }
        }

        nonisolated public struct Tick: Subscription {
            @_spi(Generated) public var holder: SubscriptionHolder<Tick>?
            public init() {}
            public static let name = "Tick"
            public static let document = OperationDocument.text("subscription Tick{tick}")
            public var variables: Variables { Variables() }
            @_spi(Generated) public static let plan = PlanOperation(name: name, kind: .subscription, document: document,
                selection: PlanSelection(type: TypeID("Subscription"), fields: []))
            nonisolated public struct Data: Lens {
                @_spi(Generated) public let anchor: Anchor
                @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }
            }
        }

        nonisolated public struct Rename: Mutation {
            public init() {}
            public static let name = "Rename"
            public static let document = OperationDocument.text("mutation Rename{rename}")
            public var variables: Variables { Variables() }
            @_spi(Generated) public static let plan = PlanOperation(name: name, kind: .mutation, document: document,
                selection: PlanSelection(type: TypeID("Mutation"), fields: []))
            nonisolated public struct Data: Lens {
                @_spi(Generated) public let anchor: Anchor
                @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }
            }
        }

        """
}

extension String {
    /// The `line:column` (from 1) where `needle` first starts in this text.
    func position(of needle: String) -> String {
        guard let range = range(of: needle) else { return "not found: \(needle)" }
        let before = self[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                                     to: before.endIndex) + 1
        return "\(line):\(column)"
    }
}
