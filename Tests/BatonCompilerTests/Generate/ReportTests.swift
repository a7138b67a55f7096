import Foundation
import GraphQL
import Testing
@testable import BatonCompiler

@Suite("generate report")
struct ReportTests {
    private static let schema = """
    type Query { character(id: ID!): Character search(name: String, first: Int = 10): [Character] }
    type Mutation { rename(id: ID!, name: String!): Character }
    type Character { id: ID! name: String! friends: [Character] }
    """

    /// A small target in a scratch folder; returns the folder, the config and the files.
    private func target(persist: String? = nil) throws -> (ScratchFolder, String, [String]) {
        let folder = try ScratchFolder()
        _ = try folder.write("schema.graphql", Self.schema)
        let persistJSON = persist.map { #", "persistConfig": {"file": "persisted.json", "algorithm": "\#($0)"}"# } ?? ""
        let config = try folder.write("baton.json", #"{"schema": "schema.graphql"\#(persistJSON)}"#)
        let row = try folder.write("Row.swift", """
        struct Row {
            @Fragment("fragment Row_character on Character { name ...Friends_character }")
            var character: Row_character
        }
        """)
        let friends = try folder.write("Friends.graphql", "fragment Friends_character on Character { friends { name } }")
        let screen = try folder.write("Screen.swift", """
        struct Screen {
            @Query("query ScreenQuery($id: ID!) { character(id: $id) { ...Row_character } }")
            var query
            @Mutation("mutation RenameMutation($id: ID!, $name: String!) { rename(id: $id, name: $name) { name } }")
            var rename
        }
        """)
        return (folder, config, [row, friends, screen])
    }

    private func run(_ folder: ScratchFolder, _ config: String, _ files: [String]) -> (GenerateCommand.Outcome, String?) {
        let command = GenerateCommand(input: .config(config), outDirectory: folder.url.path + "/out", reportPath: folder.url.path + "/report.json",
                                      files: files, workingDirectory: folder.url.path)
        let outcome = command.run()
        return (outcome, FileManager.default.contents(atPath: folder.url.path + "/report.json").map { String(decoding: $0, as: UTF8.self) })
    }

    @Test func theReportListsOperationsAndFragmentsSortedByName() throws {
        let (folder, config, files) = try target()
        let (outcome, report) = run(folder, config, files)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let digest = SchemaDigest.digest(schema: Self.schema, extensions: [], identity: .init(), transient: .init())
        #expect(report == """
        {
          "schemaDigest": "\(digest)",
          "operations": [
            {
              "name": "RenameMutation",
              "kind": "mutation",
              "source": "Screen.swift",
              "variables": [
                {
                  "name": "id",
                  "type": "ID!"
                },
                {
                  "name": "name",
                  "type": "String!"
                }
              ],
              "fragments": [],
              "text": "mutation RenameMutation($id:ID!,$name:String!){rename(id:$id,name:$name){name,id}}",
              "accessors": [
                {
                  "name": "rename",
                  "key": "rename",
                  "shape": [
                    "optional",
                    "lens"
                  ],
                  "accessors": [
                    {
                      "name": "name",
                      "key": "name",
                      "shape": []
                    }
                  ]
                }
              ]
            },
            {
              "name": "ScreenQuery",
              "kind": "query",
              "source": "Screen.swift",
              "variables": [
                {
                  "name": "id",
                  "type": "ID!"
                }
              ],
              "fragments": [
                "Friends_character",
                "Row_character"
              ],
              "text": "query ScreenQuery($id:ID!){character(id:$id){...Row_character,id}}fragment Friends_character on Character{friends{name,id}}fragment Row_character on Character{name,...Friends_character}",
              "accessors": [
                {
                  "name": "character",
                  "key": "character",
                  "shape": [
                    "optional",
                    "lens"
                  ],
                  "accessors": [
                    {
                      "name": "row",
                      "key": "...Row_character",
                      "shape": [
                        "fragment"
                      ],
                      "fragment": "Row_character"
                    }
                  ]
                }
              ]
            }
          ],
          "fragments": [
            {
              "name": "Friends_character",
              "type": "Character",
              "source": "Friends.graphql",
              "operations": [
                "ScreenQuery"
              ],
              "text": "fragment Friends_character on Character {\\n  friends {\\n    name\\n  }\\n}",
              "accessors": [
                {
                  "name": "friends",
                  "key": "friends",
                  "shape": [
                    "optional",
                    "list",
                    "lens"
                  ],
                  "accessors": [
                    {
                      "name": "name",
                      "key": "name",
                      "shape": []
                    }
                  ]
                }
              ]
            },
            {
              "name": "Row_character",
              "type": "Character",
              "source": "Row.swift",
              "operations": [
                "ScreenQuery"
              ],
              "text": "fragment Row_character on Character {\\n  name\\n  ...Friends_character\\n}",
              "accessors": [
                {
                  "name": "friends",
                  "key": "...Friends_character",
                  "shape": [
                    "fragment"
                  ],
                  "fragment": "Friends_character"
                },
                {
                  "name": "name",
                  "key": "name",
                  "shape": []
                }
              ]
            }
          ]
        }

        """)
        #expect(outcome.plan?.file(at: folder.url.path + "/out/Baton.baton.swift")?.text.contains(digest) == true)
    }

    @Test func persistedOperationsCarryAnIdAndTheFileMapsIdsToText() throws {
        let (folder, config, files) = try target(persist: "SHA256")
        let (outcome, report) = run(folder, config, files)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let mutationText = "mutation RenameMutation($id:ID!,$name:String!){rename(id:$id,name:$name){name,id}}"
        let mutationID = DigestAlgorithm.sha256.hex(mutationText)
        #expect(report?.contains("\"id\": \"\(mutationID)\",") == true)
        let persisted = try #require(FileManager.default.contents(atPath: folder.url.path + "/out/persisted.json"))
        let map = try #require(try JSONSerialization.jsonObject(with: persisted) as? [String: String])
        #expect(map.count == 2)
        #expect(map[mutationID] == mutationText)
        let text = String(decoding: persisted, as: UTF8.self)
        let ids = map.keys.sorted()
        #expect(text == "{\n  \"\(ids[0])\": \(Self.quoted(map[ids[0]]!)),\n  \"\(ids[1])\": \(Self.quoted(map[ids[1]]!))\n}\n")
    }

    @Test func withoutOutThePersistedFileSitsBesideTheConfig() throws {
        let (folder, config, files) = try target(persist: "MD5")
        let command = GenerateCommand(input: .config(config), emits: files.map { .init(source: $0, output: $0 + ".out") },
                                      files: files, workingDirectory: folder.url.path)
        #expect(command.run().exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: folder.url.path + "/persisted.json"))
    }

    @Test func withoutPersistConfigNoOperationHasAnId() throws {
        let (folder, config, files) = try target()
        let (_, report) = run(folder, config, files)
        #expect(report?.contains("\"id\": ") == false)
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/out/persisted.json"))
    }

    @Test func batonSpecOperationTextsThroughTheReport() throws {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("baton-spec")
        let sources = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("sources").path)
            .filter { $0.hasSuffix(".graphql") }.sorted().map { root.appendingPathComponent("sources/" + $0).path }
        let out = try ScratchFolder()
        let command = GenerateCommand(input: .config(root.appendingPathComponent("tests/baton.json").path),
                                      outDirectory: out.url.path + "/out", reportPath: out.url.path + "/report.json",
                                      files: sources, workingDirectory: root.path)
        let outcome = command.run()
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let data = try #require(FileManager.default.contents(atPath: out.url.path + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let operations = try #require(report["operations"] as? [[String: Any]])
        var texts: [String: String] = [:]
        for operation in operations { texts[operation["name"] as? String ?? ""] = operation["text"] as? String }
        let documents = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("documents").path).sorted()
        var agree = 0
        for name in documents where name.hasSuffix(".graphql") {
            let expected = try String(contentsOf: root.appendingPathComponent("documents/" + name), encoding: .utf8)
            let operation = String(name.dropLast(".graphql".count))
            if texts[operation] == expected.trimmingCharacters(in: .newlines) { agree += 1 } else { Issue.record("\(operation) differs") }
        }
        print("baton-spec operation texts through generate's report: \(agree)/\(documents.count)")
        #expect(agree == documents.count)
        #expect(documents.count == 29)
        #expect((try FileManager.default.contentsOfDirectory(atPath: out.url.path + "/out")).count == sources.count + 1)
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
