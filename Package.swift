// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Baton",
    products: [
        .library(name: "GraphQL", targets: ["GraphQL"]),
        .library(name: "Baton", targets: ["Baton"]),
        .library(name: "BatonTesting", targets: ["BatonTesting"]),
        .executable(name: "batonc", targets: ["batonc"]),
        .plugin(name: "BatonPlugin", targets: ["BatonPlugin"]),
    ],
    targets: [
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
        // The runtime never imports the compiler: the plan is the seam.
        .target(name: "Baton", swiftSettings: strict),
        .target(name: "BatonTesting", dependencies: ["Baton"], swiftSettings: strict),
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
        .testTarget(name: "BatonTests", dependencies: ["Baton", "BatonTesting"],
                    resources: [.copy("Fixtures")], swiftSettings: strict),
        // The Swift emitter's goldens, compiled against the runtime (generated code lives in
        // app targets, which default to the main actor).
        .testTarget(name: "BatonGoldenTests", dependencies: ["Baton", "BatonCompiler", "GraphQL"],
                    path: "Tests/BatonGoldenTests",
                    swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        // The baton-spec sources as the emitter writes them, fed the conformance responses.
        .testTarget(name: "BatonSpecTests", dependencies: ["Baton"], path: "Tests/BatonSpecTests",
                    swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
    ]
)
