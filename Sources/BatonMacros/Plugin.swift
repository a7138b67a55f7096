import SwiftSyntaxMacros

/// The marker macros this plugin provides.
enum MarkerMacros {
    static var all: [any Macro.Type] { [FragmentMacro.self, QueryMacro.self, MutationMacro.self, SubscriptionMacro.self] }

    /// The macro the runtime's `#externalMacro` declaration names by `typeName`.
    static func named(_ typeName: String) -> (any Macro.Type)? {
        all.first { String(describing: $0) == typeName }
    }
}

#if canImport(SwiftCompilerPlugin)
// Built against the swift-syntax package (the manifest's second route).
import SwiftCompilerPlugin

@main
struct BatonMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = MarkerMacros.all
}
#else
// Built against the toolchain's `lib/swift/host`, which ships the message handling but not
// `SwiftCompilerPlugin`: the same loop that plugin runs, over standard input and output.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// Answers the compiler's messages over standard input and output until it closes them.
enum PluginLoop {
    static func run() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: MarkerProvider()).main()
    }
}

#if FUZZING
import Glibc

// A fuzzing build (Scripts/fuzz) links every executable with libFuzzer, whose own `main` runs.
// The compiler still talks to this plugin while it builds Baton, so libFuzzer's first call
// (made before it reads its flags or starts fuzzing) runs the plugin's loop and exits.
@_cdecl("LLVMFuzzerInitialize")
func runAsPlugin(_ argc: OpaquePointer?, _ argv: OpaquePointer?) -> Int32 {
    do { try PluginLoop.run() } catch { exit(1) }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNothing(_ data: OpaquePointer?, _ size: Int) -> Int32 { 0 }
#else
@main
struct BatonMacrosPlugin {
    static func main() throws { try PluginLoop.run() }
}
#endif

/// Finds a marker macro by the type name in its `#externalMacro` declaration.
struct MarkerProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = MarkerMacros.named(typeName) else { throw MarkerError("no macro named \(moduleName).\(typeName)") }
        return macro
    }
}
#endif
