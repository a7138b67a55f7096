import Foundation
import GraphQL
import Testing
@testable import BatonCompiler

@Suite("Operation text and persisted ids")
struct OperationTextTests {
    @Test func fragmentsFollowTheOperationSortedByByteOrder() throws {
        let document = #"""
        query Q { user(id: "1") { ...b ...B ...a_1 ...A } }
        fragment b on User { name } fragment B on User { name } fragment a_1 on User { name } fragment A on User { name }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q{user(id:"1"){...b,...B,...a_1,...A,id}}fragment A on User{name}fragment B on User{name}"#
                + "fragment a_1 on User{name}fragment b on User{name}")
    }

    @Test func valuesPrintCompactlyWithDefaultsInline() throws {
        let document = #"""
        query Q($o: Opts = {a: 1, b: "x\ny"}, $s: [Int] = [1, 2]) { user(id: "é\"") { pic(size: $s, opts: $o) } }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q($o:Opts={a:1,b:"x\ny"},$s:[Int]=[1,2]){user(id:"é\""){pic(size:$s,opts:$o),id}}"#)
    }

    @Test func persistedIdIsTheDigestOfTheText() throws {
        let context = try GoldenSchema.context()
        for algorithm in DigestAlgorithm.allCases {
            let operation = try #require(try TestCompiler.compile([#"query Q { user(id: "1") { name } }"#], context: context,
                                                                    persist: algorithm).first)
            #expect(operation.id == algorithm.hex(operation.text))
        }
        // md5sum of the text, computed outside Swift.
        let md5 = try #require(try TestCompiler.compile([#"query Q { user(id: "1") { name } }"#], context: context,
                                                          persist: .md5).first)
        #expect(md5.id == "596df74bea8a69471c199875d3c516c8")
        let plain = try #require(try TestCompiler.compile([#"query Q { user(id: "1") { name } }"#], context: context).first)
        #expect(plain.id == nil)
    }

    @Test func persistedFileMapsSortedIdsToTexts() throws {
        let context = try GoldenSchema.context()
        let operations = try TestCompiler.compile([#"query B { user(id: "1") { name } } query A { things { name } }"#],
                                                  context: context, persist: .md5)
        let ids = operations.compactMap(\.id)
        let text = String(decoding: PersistedDocuments.bytes(for: operations), as: UTF8.self)
        let sorted = ids.sorted()
        let expected = "{\n" + sorted.map { id in
            let entry = operations.first { $0.id == id }!.text.replacingOccurrences(of: "\"", with: "\\\"")
            return "  \"\(id)\": \"\(entry)\""
        }.joined(separator: ",\n") + "\n}\n"
        #expect(text == expected)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(parsed?.count == 2)
        #expect(String(decoding: PersistedDocuments.bytes(for: []), as: UTF8.self) == "{}\n")
    }
}
