import BatonCompiler
import Foundation

/// The compiler's whole run over the GitHub example, as `batonc generate --check` does it:
/// read the schema and documents, build, check (spec and Relay rules, config), transform,
/// print the operation text, plan and emit the Swift; nothing is written. The baseline is
/// graphql-core doing only the front end of the same work (parse, build, validate).
enum CompileBenchmark {
    static let compileGitHubExample = Benchmark.repeated(
        "compile-github-example", unit: .milliseconds, baseline: .graphQLCore("front-end-example"),
        setup: {
            let folder = RepositoryPaths.fixtures.appendingPathComponent("github-example", isDirectory: true)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".graphql") }.sorted().map { folder.appendingPathComponent($0).path }
            let command = GenerateCommand(
                input: .schema(RepositoryPaths.fixtures.appendingPathComponent("github.graphql").path),
                outDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("baton-bench-out").path,
                check: true, files: files, workingDirectory: folder.path)
            let first = command.run()
            // Under --check every output is "missing" (nothing is ever written); any other
            // error means the example did not compile, which is not what this times.
            let problems = first.diagnostics.filter { $0.severity == .error && !$0.message.contains("missing") }
            guard problems.isEmpty, first.plan != nil else {
                throw FixtureError.invalid(problems.map(\.description).joined(separator: "; "))
            }
            return command
        },
        body: { command in command.run() })
}
