import Foundation
@testable import GraphQL

/// A record of `print.jsonl`: a source and how GraphQL.js prints it.
struct PrintFixture: Decodable {
    var origin: String
    var source: String
    var printed: String
    var reprint_stable: Bool
    var needs_fragment_arguments_syntax: Bool
    var definition_kinds: [String]

    /// Whether every definition is an operation or a fragment.
    var isExecutable: Bool {
        definition_kinds.allSatisfy { $0 == "operation_definition" || $0 == "fragment_definition" }
    }
}

/// Loads the printer's fixture files from the test bundle.
enum PrinterFixtures {
    static var folder: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }

    /// Every record of `graphql-core/print.jsonl`, in file order.
    static func printCases() throws -> [PrintFixture] {
        let url = folder.appendingPathComponent("graphql-core/print.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map {
            try JSONDecoder().decode(PrintFixture.self, from: Data($0.utf8))
        }
    }

    /// Relay's compiler fixtures copied into the package (`Fixtures/relay`, see its README).
    static var relayFolder: URL { folder.appendingPathComponent("relay") }

    /// The INPUT and OUTPUT sections of a Relay `.expected` file.
    static func relaySections(_ url: URL) throws -> (input: String, output: String) {
        let text = try String(contentsOf: url, encoding: .utf8)
        let inputHeader = "==================================== INPUT ====================================\n"
        let outputHeader = "\n==================================== OUTPUT ===================================\n"
        guard let inputRange = text.range(of: inputHeader), let outputRange = text.range(of: outputHeader) else {
            return (text, "")
        }
        return (String(text[inputRange.upperBound..<outputRange.lowerBound]),
                String(text[outputRange.upperBound...]))
    }
}
