import Foundation
import Testing
@testable import GraphQL

/// `Printer.pretty` against GraphQL.js `print` (as graphql-core 3.3 prints) on the 1,136
/// recorded pairs of `print.jsonl`.
@Suite struct PrintConformanceTests {
    @Test func prettyMatchesGraphQLJSPrint() throws {
        let cases = try PrinterFixtures.printCases()
        var agreed = 0, skipped = 0, emptySets = 0, unparsed: [String] = [], differing: [String] = []
        for fixture in cases {
            if fixture.needs_fragment_arguments_syntax {
                skipped += 1
                continue
            }
            // graphql-core 3.3 reads `{ }` by default; our parser accepts it only when asked
            // (GraphQL.js 16 rejects it), so those three sources are read with the option.
            let plain = try? parse(fixture.source)
            if plain == nil && Self.hasEmptySelectionSet(fixture.source) { emptySets += 1 }
            guard let document = plain ?? (try? parse(Source(fixture.source), options: ParseOptions(allowEmptySelectionSets: true))) else {
                unparsed.append(fixture.source)
                continue
            }
            let printed = Printer.pretty(document)
            if printed == fixture.printed {
                agreed += 1
            } else {
                differing.append("SOURCE:\n\(fixture.source)\nEXPECTED:\n\(fixture.printed)\nGOT:\n\(printed)")
            }
        }
        let checked = cases.count - skipped
        print("print.jsonl: pretty agrees \(agreed)/\(checked) (skipped: \(skipped) fragment arguments; "
              + "\(emptySets) with empty selection sets read with allowEmptySelectionSets)")
        for failure in differing.prefix(5) { print(failure) }
        for source in unparsed.prefix(5) { print("NOT PARSED: \(source.debugDescription)") }
        #expect(agreed == checked)
        #expect(skipped == 69)
        #expect(emptySets == 3)
    }

    /// Whether the text holds `{` then only whitespace then `}`.
    static func hasEmptySelectionSet(_ text: String) -> Bool {
        var sawOpen = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "{": sawOpen = true
            case "}" where sawOpen: return true
            case " ", "\n", "\t", "\r", ",": continue
            default: sawOpen = false
            }
        }
        return false
    }

    @Test func prettyOutputReprintsItself() throws {
        var stable = 0, checked = 0
        for fixture in try PrinterFixtures.printCases()
        where fixture.reprint_stable && !fixture.needs_fragment_arguments_syntax {
            checked += 1
            let options = ParseOptions(allowEmptySelectionSets: Self.hasEmptySelectionSet(fixture.printed))
            if let document = try? parse(Source(fixture.printed), options: options),
               Printer.pretty(document) == fixture.printed {
                stable += 1
            }
        }
        print("print.jsonl: re-print stable \(stable)/\(checked)")
        #expect(stable == checked)
    }
}

/// `Printer.pretty` against graphql-core 3.3.2 on generated documents that stress wrapping,
/// block strings and escapes (see `Fixtures/printer/NOTICE.md`).
@Suite struct GeneratedPrintCasesTests {
    struct Case: Decodable {
        var source: String
        var printed: String
    }

    @Test func prettyMatchesGraphQLCoreOnGeneratedDocuments() throws {
        let url = PrinterFixtures.folder.appendingPathComponent("printer/generated_print.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        var agreed = 0
        for line in lines {
            let fixture = try JSONDecoder().decode(Case.self, from: Data(line.utf8))
            let printed = Printer.pretty(try parse(fixture.source))
            #expect(printed == fixture.printed, "\(fixture.source)")
            if printed == fixture.printed { agreed += 1 }
        }
        print("generated print cases: pretty agrees \(agreed)/\(lines.count)")
        #expect(lines.count == 370)
    }
}

/// The 1.2 MB GitHub schema: printing is stable (print, read, print gives the same text) in
/// the pretty form, and the compact form reads back as the same schema.
@Suite struct LargeSchemaPrintTests {
    @Test func gitHubSchemaPrintsStably() throws {
        let url = PrinterFixtures.folder.appendingPathComponent("schemas/github.graphql")
        let document = try parse(Source(try String(contentsOf: url, encoding: .utf8)))
        let pretty = Printer.pretty(document)
        #expect(Printer.pretty(try parse(pretty)) == pretty)
        let compact = Printer.compact(document)
        #expect(Printer.pretty(try parse(compact)) == pretty)
        #expect(compact.utf8.count < pretty.utf8.count)
        // Written over three lines in the file; GraphQL.js joins arguments without descriptions.
        #expect(pretty.hasPrefix("directive @requiredCapabilities(requiredCapabilities: [String!]) "
            + "on ARGUMENT_DEFINITION | ENUM | ENUM_VALUE"))
    }
}
