import SwiftSyntaxMacros

/// The marker macros this plugin provides.
enum MarkerMacros {
    static var all: [any Macro.Type] { [FragmentMacro.self, QueryMacro.self, MutationMacro.self, SubscriptionMacro.self] }

    /// The macro the runtime's `#externalMacro` declaration names by `typeName`.
    static func named(_ typeName: String) -> (any Macro.Type)? {
        all.first { String(describing: $0) == typeName }
    }
}

#if FUZZING
// A fuzzing build (Scripts/fuzz) links every executable with libFuzzer, which brings its own
// `main` and calls this entry; no marker is expanded while the harnesses build, so the plugin
// is built there only to satisfy Baton's dependency, as an empty fuzz target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNothing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }
#elseif canImport(SwiftCompilerPlugin)
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

@main
struct BatonMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: MarkerProvider()).main()
    }
}

/// Finds a marker macro by the type name in its `#externalMacro` declaration.
struct MarkerProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = MarkerMacros.named(typeName) else { throw MarkerError("no macro named \(moduleName).\(typeName)") }
        return macro
    }
}
#endif
