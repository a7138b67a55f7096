import Foundation
import Testing
import GraphQL
@testable import BatonCompiler

/// `batonc validate --rules spec` against graphql-core 3.3.2 itself (`Fixtures/graphql-core`):
/// every distinct document of graphql-core's validation cases, written to a file and checked
/// whole, with every rule, by the command `batonc validate` runs. The errors must be the ones
/// graphql-core gives: the same messages at the same places, as multisets.
@Suite("batonc validate --rules spec agrees with graphql-core")
struct SpecRulesAgreementTests {
    /// Cases where Baton and graphql-core differ, each with why.
    static let differences: [String: String] = [:]

    struct Case {
        var test: String
        var schema: Int
        var document: String
        var kind: String
        var expected: [String]
    }

    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("graphql-core")

    static func cases() throws -> (schemas: [String], cases: [Case]) {
        func lines(_ name: String) throws -> [[String: Any]] {
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
            }
        }
        let schemas = try lines("all-rules-schemas.jsonl").map { $0["sdl"] as! String }
        let cases = try lines("all-rules.jsonl").map { record in
            Case(test: record["test"] as! String, schema: record["schema"] as! Int, document: record["document"] as! String,
                 kind: record["kind"] as! String,
                 expected: (record["errors"] as! [[String: Any]]).map { error in
                     var places = (error["locations"] as! [[String: Int]]).map { "\($0["line"]!):\($0["column"]!)" }
                     // An error without a place is reported at the document's start.
                     if places.isEmpty { places = ["1:1"] }
                     return Self.line(Self.graphQLJSQuotes(error["message"] as! String), places)
                 })
        }
        return (schemas, cases)
    }

    /// graphql-core quotes a punctuator in a syntax error with `'`, GraphQL.js (and Baton's
    /// parser) with `"`: `Expected Name, found "(".`
    static func graphQLJSQuotes(_ message: String) -> String {
        guard message.hasPrefix("Syntax Error:") else { return message }
        return message.replacingOccurrences(of: #"found '([^A-Za-z0-9 ]+)'"#, with: #"found "$1""#,
                                            options: .regularExpression)
    }

    /// One error as a comparable line: the message with whitespace runs folded (as
    /// diagnostics print it), then its places.
    static func line(_ message: String, _ places: [String]) -> String {
        let folded = message.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .joined(separator: " ")
        return folded + " @ " + places.joined(separator: ",")
    }

    /// The errors `batonc validate --rules spec` reports on one document (warnings about the
    /// schema are not errors and are left out).
    static func validate(schema: String, document: String, in folder: ScratchFolder) throws -> (errors: [String], exit: Int32) {
        let schemaPath = try folder.write("schema.graphql", schema)
        let documentPath = try folder.write("document.graphql", document)
        let outcome = ValidateCommand(schemaPath: schemaPath, ruleSet: .spec, files: [documentPath]).run()
        let errors = outcome.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            let places = diagnostic.path == documentPath
                ? [diagnostic] + diagnostic.notes : []
            return Self.line(diagnostic.message, places.map { "\($0.position)" })
                + (diagnostic.path == documentPath ? "" : " in \(diagnostic.path)")
        }
        return (errors, outcome.exitCode)
    }

    @Test func everyDocumentGetsGraphQLCoresErrors() throws {
        let (schemas, cases) = try Self.cases()
        #expect(cases.count == 912)
        #expect(cases.filter { $0.kind == "validation" }.count == 896)
        let folder = try ScratchFolder()
        var agree = 0, agreeValidation = 0, known = 0
        for item in cases {
            let (got, exit) = try Self.validate(schema: schemas[item.schema], document: item.document, in: folder)
            let same = got.sorted() == item.expected.sorted() && exit == (item.expected.isEmpty ? 0 : 1)
            if same {
                agree += 1
                if item.kind == "validation" { agreeValidation += 1 }
            }
            if let why = Self.differences[item.test] {
                known += 1
                #expect(!same, "\(item.test) is listed as differing (\(why)) but agrees")
            } else if !same {
                Issue.record("\(item.test)\n  graphql-core: \(item.expected.sorted())\n  batonc:       \(got.sorted())")
            }
        }
        print("batonc validate --rules spec: agrees with graphql-core on \(agree)/\(cases.count) documents "
              + "(\(agreeValidation)/896 validated, the rest syntax errors); \(known) listed differences")
    }
}
