import GraphQL

/// The language work graphql-core's script does too, on the same files, each compared with
/// graphql-core's figure from the same run (see `Benchmarks/graphql-core/bench.py`).
enum LanguageBenchmarks {
    static var benchmarks: [Benchmark] {
        [
            // From bytes: building the `Source` (its line table) is part of parsing, as it
            // is in graphql-core's `parse(str)`.
            .repeated("parse-schema", unit: .milliseconds, baseline: .graphQLCore("parse-schema"),
                      setup: { try GitHubFixtures.schemaBytes() },
                      body: { bytes in try parse(Source(bytes: bytes, name: "github.graphql")) }),
            .repeated("build-schema", unit: .milliseconds, baseline: .graphQLCore("build-schema"),
                      setup: { try parse(Source(bytes: try GitHubFixtures.schemaBytes(), name: "github.graphql")) },
                      body: { document in try buildSchema([document]) }),
            .repeated("parse-documents", unit: .microseconds, baseline: .graphQLCore("parse-documents"),
                      setup: { try GitHubFixtures.documents() },
                      body: { documents in
                          try documents.map { try parse(Source(bytes: $0.bytes, name: $0.name)) }
                      }),
            validateDocuments,
            CompileBenchmark.compileGitHubExample,
        ] + MarkerBenchmarks.benchmarks + GenerateScaleBenchmark.benchmarks
    }
}

extension LanguageBenchmarks {
    /// Every document validated against GitHub's schema with the specified rules; the set-up
    /// fails the benchmark if one is not valid (timing an error path is not the point).
    static let validateDocuments = Benchmark.repeated(
        "validate-documents", unit: .microseconds, baseline: .graphQLCore("validate-documents"),
        setup: {
            let schema = try buildSchema([parse(Source(bytes: try GitHubFixtures.schemaBytes(), name: "github.graphql"))])
            let documents = try GitHubFixtures.documents().map { file in
                (file.name, try parse(Source(bytes: file.bytes, name: file.name)))
            }
            for (name, document) in documents {
                let errors = validate(schema: schema, document: document)
                if !errors.isEmpty {
                    throw FixtureError.invalid("\(name): " + errors.map(\.message).joined(separator: "; "))
                }
            }
            return (schema, documents.map(\.1))
        },
        body: { schema, documents in documents.map { validate(schema: schema, document: $0) } })
}
