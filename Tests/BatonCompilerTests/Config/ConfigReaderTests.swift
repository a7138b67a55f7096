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
        #expect(read("{").1 == ["baton.json must be a JSON object"])
        #expect(read("[]").1 == ["baton.json must be a JSON object"])
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
}
