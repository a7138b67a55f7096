import Testing

@Suite("@refetchable queries")
struct RefetchableTests {
    @Test func aNodeFragmentIsFetchedByIdAndSelectsIt() throws {
        let document = #"""
        fragment F on User @refetchable(queryName: "FQ") @argumentDefinitions(n: {type: "Float", defaultValue: 3}) {
          size(scale: $n) best { ...G }
        }
        fragment G on User { pic(size: $sizes) }
        """#
        let compiled = try GoldenSchema.compile(document)
        let query = try #require(compiled.first { $0.name == "FQ" })
        #expect(query.refetchableFragment == "F")
        #expect(query.kind == .query)
        #expect(query.text == "query FQ($n:Float=3,$sizes:[Int],$id:ID!){node(id:$id){__typename,...F_401ulB,id}}"
                + "fragment F_401ulB on User{size(scale:$n),best{...G,id},id}fragment G on User{pic(size:$sizes)}")
    }

    @Test func aQueryFragmentIsSelectedAtTheRoot() throws {
        let document = #"""
        fragment R on Query @refetchable(queryName: "RQ") @argumentDefinitions(n: {type: "Float", defaultValue: 3}) {
          user(id: $uid) { size(scale: $n) }
        }
        """#
        #expect(try GoldenSchema.text(document, "RQ")
                == "query RQ($n:Float=3,$uid:ID!){...R_401ulB}fragment R_401ulB on Query{user(id:$uid){size(scale:$n),id}}")
    }

    @Test func viewerAndFetchableTypes() throws {
        #expect(try GoldenSchema.text(#"fragment V on Viewer @refetchable(queryName: "VQ") { actor { name } }"#, "VQ")
                == "query VQ{viewer{...V}}fragment V on Viewer{actor{name,id}}")
        #expect(try GoldenSchema.text(#"fragment D on Doc @refetchable(queryName: "DQ") { title }"#, "DQ")
                == "query DQ($id:ID!){fetch__Doc(fetch_id:$id){...D}}fragment D on Doc{title,fetch_id}")
    }

    @Test func nodeIsPreferredToFetchableUnlessAskedOtherwise() throws {
        let sdl = GoldenSchema.sdl.replacingOccurrences(of: #"type Doc @fetchable(field_name: "fetch_id") { fetch_id: ID! title: String }"#,
                                                        with: #"type Doc implements Node @fetchable(field_name: "fetch_id") { id: ID! fetch_id: ID! title: String }"#)
        let context = try TestCompiler.context(schema: sdl)
        #expect(try TestCompiler.text("DQ", [#"fragment D on Doc @refetchable(queryName: "DQ") { title }"#], context: context)
                == "query DQ($id:ID!){node(id:$id){__typename,...D,id}}fragment D on Doc{title,id}")
        let preferring = #"fragment D on Doc @refetchable(queryName: "DQ", preferFetchable: true) { title }"#
        #expect(try TestCompiler.text("DQ", [preferring], context: context)
                == "query DQ($id:ID!){fetch__Doc(fetch_id:$id){...D,id}}fragment D on Doc{title,fetch_id}")
    }

    @Test func aTypeWithNoRouteGeneratesNothing() throws {
        #expect(try GoldenSchema.compile(#"fragment T on Tag @refetchable(queryName: "TQ") { label }"#).isEmpty)
    }
}
