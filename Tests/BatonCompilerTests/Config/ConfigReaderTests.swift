import Testing
@testable import BatonCompiler

private func read(_ json: String) -> (BatonConfig?, [String]) {
    var reader = ConfigReader()
    let config = reader.read(Array(json.utf8))
    return (config, reader.problems)
}

@Suite("baton.json")
struct ConfigReaderTests {
    @Test func onlySchemaIsEnough() throws {
        let (config, problems) = read(#"{"schema": "schema.graphql"}"#)
        #expect(problems.isEmpty)
        let value = try #require(config)
        #expect(value.schema == "schema.graphql")
        #expect(value.identity.defaultFields == ["id"])
        #expect(value.identity.isDefault)
        #expect(value.persistConfig == nil)
    }

    @Test func everyKeyReads() throws {
        let (config, problems) = read("""
        {"schema": "s.graphql", "schemaExtensions": ["ext"],
         "identity": {"default": ["id"], "types": {"Quote": ["base", "quote"], "Asset": ["uuid"]}},
         "lookups": [{"field": "Query.character", "type": "Character", "argument": "id"},
                     {"field": "Query.quote", "type": "Quote", "arguments": ["base", "quote"]},
                     {"field": "Query.node", "argument": "id"}],
         "transient": {"types": ["Secret"], "fields": ["Query.secrets"]},
         "persistConfig": {"file": "persisted.json", "algorithm": "SHA256"},
         "customScalarTypes": {"Decimal": "Foundation.Decimal",
                               "Url": {"swift": "Foundation.URL", "kotlin": {"type": "java.net.URI", "converter": "app.Uris"}}},
         "onError": "NULL", "kotlin": {"package": "app.graphql"}}
        """)
        #expect(problems.isEmpty)
        let value = try #require(config)
        #expect(value.identity.types == ["Quote": ["base", "quote"], "Asset": ["uuid"]])
        #expect(value.lookups.map(\.arguments) == [["id"], ["base", "quote"], ["id"]])
        #expect(value.lookups[2].type == nil)
        #expect(value.transient.fields == ["Query.secrets"])
        #expect(value.persistConfig == BatonConfig.PersistConfig(file: "persisted.json", algorithm: .sha256))
        #expect(value.customScalarTypes["Decimal"]?.swift == "Foundation.Decimal")
        #expect(value.customScalarTypes["Url"]?.kotlinConverter == "app.Uris")
        #expect(value.onError == .null)
        #expect(value.kotlinPackage == "app.graphql")
    }

    @Test func unknownKeysAtEveryLevelAreErrors() {
        let (config, problems) = read("""
        {"schema": "s", "shema": 1, "identity": {"defaults": []}, "persistConfig": {"file": "p", "algo": "MD5"},
         "lookups": [{"field": "Query.a", "argument": "id", "typ": "A"}], "kotlin": {"pkg": "x"}}
        """)
        #expect(config == nil)
        #expect(problems.contains { $0.hasPrefix("unknown key 'shema'") })
        #expect(problems.contains { $0.hasPrefix("unknown key 'defaults' in identity") })
        #expect(problems.contains { $0.hasPrefix("unknown key 'algo' in persistConfig") })
        #expect(problems.contains { $0.hasPrefix("unknown key 'typ' in lookups[0]") })
        #expect(problems.contains { $0.hasPrefix("unknown key 'pkg' in kotlin") })
        #expect(problems.contains("kotlin.package is required"))
    }

    @Test func misconfigurationsAreReported() {
        let (_, problems) = read("""
        {"schema": 3, "persistConfig": {"file": "p", "algorithm": "CRC32"}, "onError": "IGNORE",
         "lookups": [{"field": "character", "argument": "id", "arguments": ["id"]}],
         "transient": {"fields": ["secrets"]}, "identity": {"default": []}}
        """)
        #expect(problems.contains("schema must be a string"))
        #expect(problems.contains("persistConfig.algorithm must be MD5, SHA1 or SHA256, not 'CRC32'"))
        #expect(problems.contains("onError must be PROPAGATE, NULL or ABORT, not 'IGNORE'"))
        #expect(problems.contains("lookups[0] must give exactly one of 'argument' and 'arguments'"))
        #expect(problems.contains("lookups[0].field must be spelled 'Type.field', not 'character'"))
        #expect(problems.contains("transient.fields entries must be spelled 'Type.field', not 'secrets'"))
        #expect(problems.contains("identity.default must name at least one field"))
    }

    @Test func notJSONIsAProblemNotACrash() {
        #expect(read("{").1 == ["invalid JSON at 1:2: expected a key in double quotes, found the end of the file"])
        #expect(read("[]").1 == ["baton.json must be a JSON object"])
    }

    /// A JSON mistake keeps its reason and its line and column.
    @Test func syntaxErrorsSayWhatAndWhere() {
        let cases: [(String, String)] = [
            ("{\n  \"schema\": \"s.graphql\"\n  \"onError\": \"NULL\"\n}",
             "invalid JSON at 3:3: expected ',' or '}' in an object, found '\"'"),
            (#"{"schema": "s.graphql",}"#, "invalid JSON at 1:24: expected a key in double quotes, found '}'"),
            ("{\"schema\": \"a\tb\"}", "invalid JSON at 1:14: a control character (byte 0x09) inside a string must be escaped"),
            (#"{"schema": 'single'}"#, "invalid JSON at 1:12: expected a value, found '''"),
            (#"{"schema": "s"} x"#, "invalid JSON at 1:17: unexpected text after the JSON value"),
            (#"{"schema": "\q"}"#, #"invalid JSON at 1:13: invalid escape '\q' in a string"#),
            (#"{"schema": 01}"#, "invalid JSON at 1:13: expected ',' or '}' in an object, found '1'"),
            (String(repeating: "[", count: 100), "invalid JSON at 1:65: objects and lists nest deeper than 64 levels"),
        ]
        for (json, problem) in cases {
            let (config, problems) = read(json)
            #expect(config == nil)
            #expect(problems == [problem], "\(json)")
        }
    }

    /// A key given twice is an error at the second, not a silent last-wins.
    @Test func aDuplicateKeyIsAnError() {
        let (config, problems) = read("{\n  \"schema\": \"a.graphql\",\n  \"schema\": \"b.graphql\"\n}")
        #expect(config == nil)
        #expect(problems == ["invalid JSON at 3:3: the key 'schema' is given twice in one object"])
        let nested = read(#"{"schema": "s", "identity": {"default": ["id"], "default": ["uuid"]}}"#)
        #expect(nested.1 == ["invalid JSON at 1:49: the key 'default' is given twice in one object"])
    }

    /// Escapes, surrogate pairs and numbers read as JSON says.
    @Test func stringsAndNumbersReadAsJSONSays() {
        let (config, problems) = read(#"{"schema": "s\u00e9\ud83d\ude00\/\n.graphql", "kotlin": {"package": "a.b"}}"#)
        #expect(problems == [])
        #expect(config?.schema == "s\u{e9}\u{1F600}/\n.graphql")
        #expect(read(#"{"schema": 1.5e3}"#).1 == ["schema must be a string"])
        #expect(read(#"{"schema": "\ud83d"}"#).1
                == [#"invalid JSON at 1:13: a \u escape of a high surrogate must be followed by its low surrogate"#])
    }
}

@Suite("Schema digest")
struct SchemaDigestTests {
    @Test func defaultSettingsHashTheSchemaAlone() {
        let digest = SchemaDigest.digest(schema: "type Query { a: Int }", extensions: [], identity: .init(), transient: .init())
        #expect(digest == DigestAlgorithm.md5.hex("type Query { a: Int }"))
    }

    @Test func extensionsIdentityAndTransientJoinTheTextInOrder() {
        var identity = BatonConfig.Identity()
        identity.types = ["Quote": ["base", "quote"], "Asset": ["uuid"]]
        var transient = BatonConfig.Transient()
        transient.types = ["Secret", "Audit"]
        transient.fields = ["Query.secrets"]
        let text = SchemaDigest.text(schema: "S", extensions: ["E1", "E2"], identity: identity, transient: transient)
        #expect(text == "S\n# extension\nE1\n# extension\nE2\n# identity\nid\nAsset:uuid\nQuote:base,quote\n# transient\ntypes:Audit,Secret\nfields:Query.secrets")
    }

    @Test func theDigestOfTheFilesBytesIsTheMD5OfTheText() {
        var identity = BatonConfig.Identity()
        identity.types = ["Quote": ["base", "quote"]]
        var transient = BatonConfig.Transient()
        transient.fields = ["Query.secrets"]
        let schema = "type Query { \"\"\"Café\"\"\" a: Int }", extensions = ["E1", "extend type Query { b: Int }"]
        let text = SchemaDigest.text(schema: schema, extensions: extensions, identity: identity, transient: transient)
        let fromBytes = SchemaDigest.digest(schema: Array(schema.utf8), extensions: extensions.map { Array($0.utf8) },
                                            identity: identity, transient: transient)
        #expect(fromBytes == DigestAlgorithm.md5.hex(text))
        #expect(fromBytes == SchemaDigest.digest(schema: schema, extensions: extensions, identity: identity,
                                                 transient: transient))
    }
}
