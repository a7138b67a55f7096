import Testing

/// A misused marker is a compile error at its attribute, with nothing else reported.
@Suite("Marker macros: misuse", .serialized)
struct MisuseTests {
    /// Compiles `view` after the scratch operations; expects exactly `message` from `macro`
    /// at the line and column where `attribute` starts.
    private func expect(_ view: String, at attribute: String, from macro: String, _ message: String,
                        sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let source = ScratchCompile.operations + view
        let output = try await ScratchCompile.typecheck(source)
        #expect(output.status != 0, sourceLocation: sourceLocation)
        #expect(output.errors == ["\(source.position(of: attribute)): \(message) (from macro '\(macro)')"],
                "\(output.text)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["Fragment", "Query", "Subscription", "Mutation"])
    func onALet(marker: String) async throws {
        try await expect("struct V {\n    @\(marker)(\"…\") let value: \(Self.type[marker]!)\n}\n",
                   at: "@\(marker)(", from: marker, "@\(marker) marks a `var`; `value` is a `let`")
    }

    @Test(arguments: ["Fragment", "Query", "Subscription", "Mutation"])
    func onAComputedProperty(marker: String) async throws {
        try await expect("struct V {\n    @\(marker)(\"…\")\n    var value: \(Self.type[marker]!) { fatalError() }\n}\n",
                   at: "@\(marker)(", from: marker, "@\(marker) marks a stored property; `value` is computed")
    }

    @Test(arguments: ["Fragment", "Query", "Subscription", "Mutation"])
    func withADocumentThatIsNotALiteral(marker: String) async throws {
        try await expect("let document = \"query Q { a }\"\nstruct V {\n    @\(marker)(document) var value: \(Self.type[marker]!)\n}\n",
                   at: "@\(marker)(", from: marker,
                   "@\(marker) takes its GraphQL document as a string literal (batonc reads it from the source)")
    }

    @Test(arguments: ["Fragment", "Query", "Subscription", "Mutation"])
    func withAnInterpolatedDocument(marker: String) async throws {
        try await expect("let name = \"Q\"\nstruct V {\n    @\(marker)(\"\"\"\n        query \\(name) { a }\n        \"\"\")\n"
                   + "    var value: \(Self.type[marker]!)\n}\n",
                   at: "@\(marker)(", from: marker, "@\(marker)'s document cannot interpolate (batonc reads the text as written)")
    }

    @Test(arguments: [("Query", "Query"), ("Fragment", "Query"), ("Query", "Fragment"), ("Mutation", "Mutation")])
    func twiceOnOneProperty(first: String, second: String) async throws {
        let type = Self.type[first == "Fragment" ? second : first]!
        try await expect("struct V {\n    @\(first)(\"a\")\n    @\(second)(\"b\") var value: \(type)\n}\n",
                   at: "@\(second)(\"b\")", from: second, "a property takes one marker; `value` already has @\(first)")
    }

    @Test func aQueryWithoutAWrittenType() async throws {
        try await expect("struct V {\n    @Query(\"…\") var value = HeroQuery(id: \"1\")\n}\n",
                   at: "@Query(", from: "Query", "@Query needs the property's type written out: `var value: <Type>`")
    }

    @Test func aMutationGivenAValue() async throws {
        try await expect("struct V {\n    @Mutation(\"…\") var value: Rename.Action = Rename.Action()\n}\n",
                   at: "@Mutation(", from: "Mutation", "@Mutation binds its action to the view's environment: `value` takes no value")
    }

    @Test func aStaticProperty() async throws {
        try await expect("struct V {\n    @Query(\"…\") static var value: HeroQuery\n}\n",
                   at: "@Query(", from: "Query", "@Query marks an instance property; `value` is `static`")
    }

    /// The type each marker's property has in a valid use.
    static let type = ["Fragment": "Int", "Query": "HeroQuery", "Subscription": "Tick", "Mutation": "Rename.Action"]
}
