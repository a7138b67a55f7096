// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

// The marker macros (`@Fragment`, `@Query`, `@Mutation`, `@Subscription`) are built from SwiftSyntax.
// Route 1, chosen when it exists: the toolchain's own copy in `lib/swift/host` beside the `swiftc`
// on PATH (symlinks resolved), reached with unsafe flags. It needs no network and no outside package.
// Route 2, otherwise, or when BATON_MACROS=package: the swift-syntax package. It is the route a
// version-based dependency needs (SwiftPM refuses unsafe flags there); it cannot be fetched on a
// machine without network.
let syntaxModules = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftCompilerPluginMessageHandling",
                     "SwiftSyntaxBuilder", "SwiftParser", "SwiftBasicFormat", "SwiftOperators",
                     "SwiftParserDiagnostics", "SwiftSyntaxMacroExpansion"]

func toolchainSyntax() -> String? {
    if ProcessInfo.processInfo.environment["BATON_MACROS"] == "package" { return nil }
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard let swiftc = folders.map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return nil }
    let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib/swift/host")
    let found = FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path)
    return found ? host.path : nil
}

let macroTarget: Target
let syntaxPackage: [Package.Dependency]
if let host = toolchainSyntax() {
    macroTarget = .macro(
        name: "BatonMacros",
        swiftSettings: strict + [.unsafeFlags(["-I", host])],
        linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host] + syntaxModules.map { "-l" + $0 })])
    syntaxPackage = []
} else {
    macroTarget = .macro(name: "BatonMacros", dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ], swiftSettings: strict)
    syntaxPackage = [.package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"605.0.0")]
}

// The landing page's two views (README), built with BatonPlugin against GitHub's schema. Where
// SwiftUI is missing (Linux), they compile against a stand-in of the SwiftUI names they use, and a
// test target runs them.
// (The stand-in is a module named SwiftUI, so the files read as they would on a Mac; Baton's own
// SwiftUI glue also asks for Darwin, so it never takes the stand-in for Apple's.)
#if canImport(SwiftUI)
let swiftUIStandIn: [Target.Dependency] = []
let landingTargets: [Target] = []
#else
let swiftUIStandIn: [Target.Dependency] = ["SwiftUI"]
let landingTargets: [Target] = [
    .target(name: "SwiftUI", path: "Tests/SwiftUIStandIn", swiftSettings: strict),
    .testTarget(name: "LandingPageTests", dependencies: ["GitHubExample", "Baton", "BatonTesting"] + swiftUIStandIn,
                swiftSettings: strict),
]
#endif

let package = Package(
    name: "Baton",
    products: [
        .library(name: "GraphQL", targets: ["GraphQL"]),
        .library(name: "Baton", targets: ["Baton"]),
        .library(name: "BatonTesting", targets: ["BatonTesting"]),
        .executable(name: "batonc", targets: ["batonc"]),
        .plugin(name: "BatonPlugin", targets: ["BatonPlugin"]),
    ],
    dependencies: syntaxPackage,
    targets: [
        // The marker macros; the runtime declares them (`Sources/Baton/Views/Markers.swift`).
        macroTarget,
        // The language: knows nothing of Relay or the runtime.
        .target(name: "GraphQL", swiftSettings: strict),
        // Relay on top of the language: config, host documents, transforms, plans, emitters.
        .target(name: "BatonCompiler", dependencies: ["GraphQL"], swiftSettings: strict),
        .executableTarget(name: "batonc", dependencies: ["BatonCompiler"], swiftSettings: strict),
        // Runs `batonc generate` over a target and adds the generated Swift to it.
        .plugin(name: "BatonPlugin", capability: .buildTool(), dependencies: ["batonc"]),
        // Proves the plugin: a target with a baton.json and a marker, built with it.
        // (Generated code lives in app targets, which default to the main actor.)
        .target(name: "BatonPluginDemo", dependencies: ["Baton"], path: "Examples/BatonPluginDemo",
                exclude: ["baton.json", "schema.graphql"], swiftSettings: strict + [.defaultIsolation(MainActor.self)],
                plugins: ["BatonPlugin"]),
        // The system SQLite (pkg-config sqlite3; Debian: libsqlite3-dev), for the image.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // Processor hints Swift cannot spell (a prefetch), as inlined C.
        .target(name: "CProcessor"),
        // The runtime never imports the compiler: the plan is the seam.
        .target(name: "Baton", dependencies: ["BatonMacros", "CSQLite", "CProcessor"], swiftSettings: strict),
        .target(name: "BatonTesting", dependencies: ["Baton"], swiftSettings: strict),
        // The Rick and Morty example: views with @Fragment/@Query markers, lenses generated by
        // BatonPlugin, rendered to the terminal; recorded responses ship as resources.
        .executableTarget(
            name: "RickAndMorty",
            dependencies: ["Baton", "BatonTesting"],
            path: "Examples/RickAndMorty",
            exclude: ["baton.json", "schema.graphql", "Scripts", "README.md"],
            resources: [.copy("Recorded")],
            swiftSettings: strict,
            plugins: ["BatonPlugin"]
        ),
        .target(name: "GitHubExample", dependencies: ["Baton"] + swiftUIStandIn, path: "Examples/GitHub",
                exclude: ["baton.json"], swiftSettings: strict + [.defaultIsolation(MainActor.self)],
                plugins: ["BatonPlugin"]),
        .executableTarget(
            name: "BatonBenchmarks",
            dependencies: ["GraphQL", "BatonCompiler", "Baton", "BatonTesting"],
            path: "Benchmarks/BatonBenchmarks",
            swiftSettings: strict
        ),
        .testTarget(name: "GraphQLTests", dependencies: ["GraphQL"],
                    resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(name: "BatonCompilerTests", dependencies: ["BatonCompiler", "GraphQL"],
                    exclude: ["Goldens"], resources: [.copy("Fixtures")], swiftSettings: strict),
        // The marker macros: their expansions and misuse diagnostics, by compiling scratch files
        // against the built runtime (SwiftSyntax's macro test support is not shipped).
        .testTarget(name: "BatonMacrosTests", dependencies: ["Baton"], swiftSettings: strict),
        // Writes to an image until killed: the image's crash-safety test runs it.
        .executableTarget(name: "ImageCrashChild", dependencies: ["Baton"], path: "Tests/ImageCrashChild",
                          swiftSettings: strict),
        .testTarget(name: "BatonTests", dependencies: ["Baton", "BatonTesting", "ImageCrashChild"],
                    resources: [.copy("Fixtures")], swiftSettings: strict),
        // The Swift emitter's goldens, compiled against the runtime (generated code lives in
        // app targets, which default to the main actor).
        .testTarget(name: "BatonGoldenTests", dependencies: ["Baton", "BatonTesting", "BatonCompiler", "GraphQL"],
                    path: "Tests/BatonGoldenTests",
                    swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        // The baton-spec sources as the emitter writes them, fed the conformance responses.
        .testTarget(name: "BatonSpecTests", dependencies: ["Baton"], path: "Tests/BatonSpecTests",
                    swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        // The example against the live test server (BATON_TEST_SERVER, set by Scripts/test).
        .testTarget(name: "EndToEndTests", dependencies: ["RickAndMorty", "Baton", "BatonTesting"],
                    exclude: ["baton.json"], swiftSettings: strict, plugins: ["BatonPlugin"]),
        .testTarget(name: "BatonBenchmarksTests", dependencies: ["BatonBenchmarks"], swiftSettings: strict),
        // Fuzzing (Scripts/fuzz): the two harnesses as a library, one libFuzzer entry each (a
        // replay tool in a plain build), and the tests that run them on seeded mutations and on
        // every crash reproducer kept.
        .target(name: "BatonFuzzing", dependencies: ["GraphQL", "Baton"], path: "Fuzz/BatonFuzzing",
                swiftSettings: strict),
        .executableTarget(name: "fuzz-graphql", dependencies: ["BatonFuzzing"], path: "Fuzz/GraphQLEntry",
                          swiftSettings: strict),
        .executableTarget(name: "fuzz-runtime", dependencies: ["BatonFuzzing"], path: "Fuzz/RuntimeEntry",
                          swiftSettings: strict),
        .testTarget(name: "BatonFuzzingTests", dependencies: ["BatonFuzzing"], path: "Tests/BatonFuzzingTests",
                    exclude: ["Regressions"], swiftSettings: strict),
    ] + landingTargets
)
