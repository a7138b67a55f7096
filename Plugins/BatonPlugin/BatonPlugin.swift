import Foundation
import PackagePlugin

/// Runs `batonc generate` over a target's Swift and GraphQL sources and adds the generated
/// Swift to the target: one `.baton.swift` per Swift source that names a marker, plus the
/// shared `Baton.baton.swift`. `baton.json` is looked up in the target's directory first,
/// then at the package root. Warnings about the schema print once per schema (a stamp in the
/// plugin's work directory records the digest they printed for).
@main
struct BatonPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        guard let config = configURL(target: module, package: context.package) else {
            Diagnostics.error("BatonPlugin: no baton.json in \(module.directoryURL.path) or at the package root")
            return []
        }
        let work = context.pluginWorkDirectoryURL
        let sources = module.sourceFiles.map(\.url).filter(isGraphQLHost).sorted { $0.path < $1.path }
        var arguments = ["generate", "--config", config.path, "--out", work.path]
        var outputs: [URL] = []
        for source in sources where source.pathExtension != "swift" || namesMarker(source) {
            let output = work.appendingPathComponent(outputName(for: source, in: module.directoryURL))
            arguments += ["--emit", "\(source.path)=\(output.path)"]
            outputs.append(output)
        }
        let shared = work.appendingPathComponent("Baton.baton.swift")
        arguments += ["--shared", shared.path, "--report", work.appendingPathComponent("Baton.report.json").path]
        // The schema's warnings print on the first build of each schema, not on every build.
        arguments += ["--schema-warnings", "once",
                      "--schema-warnings-stamp", work.appendingPathComponent("Baton.schema-warnings").path]
        arguments += sources.map(\.path)
        return [.buildCommand(displayName: "Baton: generating lenses for \(module.name)",
                              executable: try context.tool(named: "batonc").url,
                              arguments: arguments,
                              inputFiles: sources + [config],
                              outputFiles: outputs + [shared])]
    }

    private func configURL(target: SourceModuleTarget, package: Package) -> URL? {
        [target.directoryURL, package.directoryURL]
            .map { $0.appendingPathComponent("baton.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    private func isGraphQLHost(_ url: URL) -> Bool {
        ["swift", "graphql", "gql"].contains(url.pathExtension)
    }

    /// A cheap textual test, the same as `batonc`'s (`MarkerNaming`): a file naming a marker
    /// gets an output, holding only a header when it has no document.
    private func namesMarker(_ url: URL) -> Bool {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return ["@Fragment", "@Query", "@Mutation", "@Subscription", "@Baton."].contains { text.contains($0) }
    }

    /// `Sources/App/Screen.swift` → `Screen.baton.swift`, keeping subfolders apart with `_`
    /// (`.graphql` / `.gql` documents likewise).
    private func outputName(for source: URL, in directory: URL) -> String {
        let relative = source.path.hasPrefix(directory.path + "/")
            ? String(source.path.dropFirst(directory.path.count + 1)) : source.lastPathComponent
        let stem = relative.hasSuffix(".\(source.pathExtension)")
            ? String(relative.dropLast(source.pathExtension.count + 1)) : relative
        return stem.replacingOccurrences(of: "/", with: "_") + ".baton.swift"
    }
}
