import Foundation
import Testing
@testable import GraphQL

/// Relay's compact form: goldens for every construct, Relay's own compact fixtures, and the
/// round trip `parse(compact(doc))` ≡ `doc`.
@Suite struct CompactPrinterTests {
    private func compact(_ text: String) throws -> String {
        Printer.compact(try parse(text))
    }

    @Test func gitHubIssuesQuery() throws {
        let source = """
            query IssuesQuery($owner: String!, $name: String!) {
              repository(owner: $owner, name: $name) {
                nameWithOwner
                issues(first: 20, states: OPEN) {
                  nodes {
                    id
                    ...IssueRow_issue
                  }
                }
                id
              }
            }

            fragment IssueRow_issue on Issue {
              number
              title
              author {
                __typename
                login
                ... on Node {
                  __isNode: __typename
                  id
                }
              }
            }
            """
        #expect(try compact(source) == "query IssuesQuery($owner:String!,$name:String!){repository(owner:$owner,"
            + "name:$name){nameWithOwner,issues(first:20,states:OPEN){nodes{id,...IssueRow_issue}},id}}"
            + "fragment IssueRow_issue on Issue{number,title,author{__typename,login,...on Node{"
            + "__isNode:__typename,id}}}")
    }

    @Test func definitionsFollowEachOtherWithoutSeparator() throws {
        let source = """
            query TestAliasQuery($id: ID!) { character(id: $id) { ...TestRow_character id } }
            fragment TestRow_character on Character { name status image }
            """
        #expect(try compact(source) == "query TestAliasQuery($id:ID!){character(id:$id){...TestRow_character,id}}"
            + "fragment TestRow_character on Character{name,status,image}")
    }

    @Test func variableDefaultsAreInline() throws {
        let source = "query Q($count: Int = 2, $cursor: String, $id: ID!) "
            + "{ node(id: $id) { __typename ...F_1G22uz id } }"
        #expect(try compact(source)
            == "query Q($count:Int=2,$cursor:String,$id:ID!){node(id:$id){__typename,...F_1G22uz,id}}")
    }

    @Test(arguments: [
        // Operations: shorthand, anonymous with variables or directives, each kind.
        ("{ a }", "{a}"),
        ("query { a b }", "{a,b}"),
        ("query ($a: Int) { f(a: $a) }", "query($a:Int){f(a:$a)}"),
        ("query @live { a }", "query@live{a}"),
        ("mutation { like(id: 1) { count } }", "mutation{like(id:1){count}}"),
        ("subscription S { onEvent { id } }", "subscription S{onEvent{id}}"),
        ("query Q($x: [Int!]! = [1, 2] @dir(a: 1)) { a }", "query Q($x:[Int!]!=[1,2]@dir(a:1)){a}"),
        // Fields: alias, arguments, directives, sub-selections.
        ("{ a: b(c: 1, d: $e) @include(if: $x) @skip(if: $y) { f } }",
         "{a:b(c:1,d:$e)@include(if:$x)@skip(if:$y){f}}"),
        // Spreads and inline fragments, with and without a type condition.
        ("{ ...F @defer(label: \"L\") ... on T { a } ... @include(if: $x) { b } ... { c } }",
         "{...F@defer(label:\"L\"),...on T{a},...@include(if:$x){b},...{c}}"),
        ("fragment F on T @relay(mask: false) { a }", "fragment F on T@relay(mask:false){a}"),
        // Values of every kind.
        ("{ f(a: -1, b: 1.5e3, c: true, d: false, e: null, g: ENUM, h: [], i: {}, j: [[1], {k: [2]}]) }",
         "{f(a:-1,b:1.5e3,c:true,d:false,e:null,g:ENUM,h:[],i:{},j:[[1],{k:[2]}])}"),
        ("{ f(o: {a: 1, b: {c: \"d\"}}) }", "{f(o:{a:1,b:{c:\"d\"}})}"),
    ])
    func constructs(source: String, expected: String) throws {
        #expect(try compact(source) == expected)
    }

    @Test func stringsUseJSONEscapes() throws {
        // Quote, backslash, the short escapes, other controls as lower-case \u00xx; the rest raw.
        #expect(try compact(#"{ f(s: "a\"b\\c\n\t\r\b\f\u0001\u001F é 😀 \u007F") }"#)
            == #"{f(s:"a\"b\\c\n\t\r\b\f\u0001\u001f é 😀 "# + "\u{7F}" + #"")}"#)
    }

    @Test func blockStringsStayBlockStrings() throws {
        #expect(try compact(#"{ f(s: """one line""") }"#) == #"{f(s:"""one line""")}"#)
        #expect(try compact("{ f(s: \"\"\"\n  two\n  lines\n\"\"\") }") == "{f(s:\"\"\"two\nlines\"\"\")}")
        #expect(try compact(#"{ f(s: """ends with "quote" """) }"#) == "{f(s:\"\"\"ends with \"quote\" \"\"\")}")
    }

    @Test func typeSystemDefinitions() throws {
        let source = """
            "The schema" schema @a { query: Q mutation: M }
            extend schema @b
            scalar Date @specifiedBy(url: "u")
            \"\"\"Type\"\"\" type T implements A & B @c { "f" f(a: Int = 1 @d, b: [S!]!): String @e g: T }
            interface I implements A { f: Int }
            union U @u = A | B
            enum E { "one" ONE @x TWO }
            input In { a: Int = 1, b: String! }
            directive @d(a: Int) repeatable on FIELD | QUERY
            directive @e on FIELD
            extend type T @z
            extend union U = C
            """
        let printed = try compact(source)
        #expect(printed == #""The schema"schema@a{query:Q,mutation:M}extend schema@b "#
            + #"scalar Date@specifiedBy(url:"u")"""Type"""type T implements A&B@c{"f"f(a:Int=1@d,b:[S!]!):String@e,"#
            + #"g:T}interface I implements A{f:Int}union U@u=A|B enum E{"one"ONE@x,TWO}"#
            + #"input In{a:Int=1,b:String!}directive @d(a:Int)repeatable on FIELD|QUERY "#
            + #"directive @e on FIELD extend type T@z extend union U=C"#)
    }

    @Test func directiveDefinitionDirectivesAndExtensions() throws {
        let source = """
            directive @a @x(y: 1) repeatable on FIELD
            directive @b(c: Int) @x on FIELD
            directive @c @x on QUERY
            extend directive @a @y
            """
        #expect(try compact(source) == "directive @a@x(y:1)repeatable on FIELD directive @b(c:Int)@x on FIELD "
            + "directive @c@x on QUERY extend directive @a@y")
    }

    @Test func singleNodes() throws {
        let document = try parse("query Q { a(x: [1, {y: 2}]) @include(if: $v) { b } }")
        let operation = try #require(document.operations.first)
        let field = try #require(operation.selectionSet.selections.first)
        #expect(Printer.compact(document.definitions[0]) == "query Q{a(x:[1,{y:2}])@include(if:$v){b}}")
        #expect(Printer.compact(operation.selectionSet) == "{a(x:[1,{y:2}])@include(if:$v){b}}")
        #expect(Printer.compact(field) == "a(x:[1,{y:2}])@include(if:$v){b}")
        #expect(Printer.compact(field.directives[0]) == "@include(if:$v)")
        #expect(Printer.compact(try parseValue(Source("{a: [1, 2], b: \"c\"}"))) == "{a:[1,2],b:\"c\"}")
        #expect(Printer.compact(try parseType(Source("[[Int!]]!"))) == "[[Int!]]!")
    }

    /// Relay's `graphql-text-printer` compact fixtures. Relay joins the definitions of a fixture
    /// with a blank line; `basic_directives` also shows the compiler moving `@skip` ahead of
    /// other directives, which is a transform, not printing: its expectation is compared with
    /// the directives in source order.
    @Test func relayCompactFixtures() throws {
        let folder = PrinterFixtures.relayFolder.appendingPathComponent("compact")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".expected") }
        #expect(files.count == 4)
        for file in files.sorted() {
            let (input, output) = try PrinterFixtures.relaySections(folder.appendingPathComponent(file))
            let document = try parse(input)
            let printed = document.definitions.map(Printer.compact).joined(separator: "\n\n")
            var expected = output.trimmingCharacters(in: .newlines)
            if file == "basic_directives.expected" {
                expected = expected.replacingOccurrences(of: "name@skip(if:$cond)@customDirective(level:3)",
                                                         with: "name@customDirective(level:3)@skip(if:$cond)")
            }
            #expect(printed == expected, "\(file)")
        }
    }

    /// Reading the compact text back gives the same document, for every executable document
    /// of `print.jsonl` (and the type-system ones too) and every operation text in Relay's
    /// `valid/` fixtures.
    @Test func compactTextReadsBackAsTheSameDocument() throws {
        var sources = try PrinterFixtures.printCases().filter { !$0.needs_fragment_arguments_syntax }.map(\.source)
        let relay = PrinterFixtures.relayFolder.appendingPathComponent("valid")
        let files = try FileManager.default.contentsOfDirectory(atPath: relay.path)
        #expect(files.filter { $0.hasSuffix(".expected") }.count == 32)
        for file in files where file.hasSuffix(".expected") {
            if let text = try Self.relayOperationText(relay.appendingPathComponent(file)) { sources.append(text) }
        }
        var checked = 0, agreed = 0
        for source in sources {
            guard let document = try? parse(source) else { continue }
            checked += 1
            let compact = Printer.compact(document)
            if let reread = try? parse(compact), Printer.pretty(reread) == Printer.pretty(document) {
                agreed += 1
            } else {
                print("COMPACT ROUND TRIP FAILED:\n\(compact)")
            }
        }
        print("compact round trip: \(agreed)/\(checked)")
        #expect(checked > 1_050)
        #expect(agreed == checked)
    }

    /// The `QUERY:` text of a Relay `valid/` fixture: the lines after it up to the next JSON object.
    static func relayOperationText(_ url: URL) throws -> String? {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "QUERY:") else { return nil }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex(of: "{") ?? rest.endIndex
        return rest[..<end].joined(separator: "\n")
    }
}
