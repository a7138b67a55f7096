import Foundation
import Testing
import GraphQL
@testable import BatonCompiler

/// A marker holding one very long line is read in time linear in its length: positions in the
/// Swift file are counted on from the last one, not from the start of the line at every byte.
@Suite("Long markers")
struct LongMarkerTests {
    /// `@Query("query Q { f0: name f1: name … }")` of about `bytes` bytes, on one line or with
    /// one field per line.
    static func file(bytes: Int, oneLine: Bool) -> String {
        let count = bytes / 12
        let fields = (0..<count).map { "f\($0): name" }
        let body = oneLine ? "@Query(\"query Q { " + fields.joined(separator: " ") + " }\")"
            : "@Query(\"\"\"\n    query Q {\n" + fields.map { "      " + $0 }.joined(separator: "\n") + "\n    }\n    \"\"\")"
        return "struct Screen {\n    " + body + "\n    var query: Q\n}\n"
    }

    static func validate(_ swift: String, in folder: ScratchFolder, name: String) throws -> (Duration, [String]) {
        let schema = try folder.write("schema.graphql", "type Query { name: String }")
        let file = try folder.write(name, swift)
        var outcome: ValidateCommand.Outcome?
        let elapsed = ContinuousClock().measure {
            outcome = ValidateCommand(schemaPath: schema, files: [file]).run()
        }
        return (elapsed, outcome!.diagnostics.map(\.description))
    }

    /// 400 KB on one line against the same document on 33,000 lines, through `batonc validate`:
    /// before, the one-line marker took minutes (each byte's position counted from the line's
    /// start); now it costs what the multi-line one does. The bound is generous (3×, plus a
    /// second of slack) so a loaded machine cannot fail it; the defect was 100× and more.
    @Test func aOneLineMarkerOf400KBCostsWhatAMultiLineOneDoes() throws {
        let folder = try ScratchFolder()
        let (multi, multiDiagnostics) = try Self.validate(Self.file(bytes: 400_000, oneLine: false), in: folder, name: "Multi.swift")
        let (single, singleDiagnostics) = try Self.validate(Self.file(bytes: 400_000, oneLine: true), in: folder, name: "One.swift")
        #expect(multiDiagnostics == [] && singleDiagnostics == [])
        print("400 KB marker: one line \(single), multi-line \(multi)")
        #expect(single <= multi * 3 + .seconds(1), "one line \(single), multi-line \(multi)")
    }

    /// Positions inside the long line still land where they are: an error at the last field (its
    /// alias, where the field starts).
    @Test func anErrorAtTheEndOfALongLineIsAtItsColumn() throws {
        let folder = try ScratchFolder()
        let swift = Self.file(bytes: 120_000, oneLine: true).replacingOccurrences(of: "f9999: name", with: "f9999: nmae")
        let (_, diagnostics) = try Self.validate(swift, in: folder, name: "One.swift")
        let line = swift.split(separator: "\n")[1]
        let column = line.distance(from: line.startIndex, to: line.range(of: "f9999: nmae")!.lowerBound) + 1
        #expect(diagnostics.map { $0.replacingOccurrences(of: folder.url.path + "/", with: "") }
                == ["One.swift:2:\(column): error: Cannot query field 'nmae' on type 'Query'. Did you mean 'name'?"])
    }
}
