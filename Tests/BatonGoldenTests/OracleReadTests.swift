import Foundation
import Testing
@_spi(Generated) import Baton

/// The response is the oracle (SPEC §0.12): a response committed through a generated plan
/// reads back, leaf by leaf, through the generated lenses, equal to the raw JSON.
@Suite("Generated lenses read the response")
struct OracleReadTests {
    /// Commits `json` with `plan` and returns the root lens of kind `Data`.
    func commit<Op: Baton.Operation>(_ operation: Op, _ json: String, root: OperationKind = .query) throws
        -> (Store, Op.Data, JSONTree) {
        let store = Store()
        var variables: [String: JSONValue] = [:]
        for member in operation.variables.members { variables[member.name] = member.value }
        let resolution = Resolution(Op.plan, variables: variables, store: store)
        store.commit(try Ingest.response(Array(json.utf8), resolution: resolution).changes, kind: .server)
        let owner = Owner(store: store, variables: variables)
        let data = Op.Data(anchor: Anchor(record: store.root(root), owner: owner))
        let tree = try JSONTree(JSONSerialization.jsonObject(with: Data(json.utf8)))["data"]
        return (store, data, tree)
    }

    static let character = #"""
    {"data":{"character":{"name":"Rick","age":70,"height":1.8,"alive":true,"species":"HUMAN","formerSpecies":null,
    "tags":["a","b"],"nicknames":["R",null],"scores":[1,2],"ratings":[4.5,null],"balance":"12.50","born":"2020-01-01",
    "string":"s","bestFriend":{"name":"Morty","id":"2"},
    "home":{"name":"Earth","dimension":"C-137","id":"L1","residents":[{"name":"Rick","id":"1"},{"name":"Beth","id":"3"}]},
    "friends":[{"name":"Morty","id":"2"}],"title":"Rick","id":"1"}}}
    """#

    @Test func everyLeafOfTheFragmentAndTheQueryReadsAsTheResponse() throws {
        let (store, data, json) = try commit(CharacterQuery(id: "1", withHome: true), Self.character)
        let c = json["character"]
        let character = try #require(data.character)
        let fields = character.characterFields
        #expect(fields.name == c["name"].string)
        #expect(fields.age == c["age"].int)
        #expect(fields.height == c["height"].double)
        #expect(fields.alive == c["alive"].bool)
        #expect(fields.species.rawText == c["species"].string)
        #expect(fields.formerSpecies == nil && c["formerSpecies"].isNull)
        #expect(fields.tags == c["tags"].strings.compactMap { $0 })
        #expect(fields.nicknames == c["nicknames"].strings)
        #expect(fields.scores == c["scores"].ints)
        #expect(fields.ratings == c["ratings"].doubles)
        #expect(fields.balance == Decimal(string: c["balance"].string ?? ""))
        #expect(fields.born == c["born"].string)
        #expect(fields.string == c["string"].string)
        #expect(fields.bestFriend?.name == c["bestFriend"]["name"].string)
        #expect(fields.home.name == c["home"]["name"].string)
        #expect(fields.home.dimension == c["home"]["dimension"].string)
        #expect(fields.friends.map(\.name) == c["friends"].items.map { $0["name"].string })
        #expect(character.title == c["title"].string)
        #expect(character.home?.residents?.map(\.name) == c["home"]["residents"].items.map { $0["name"].string })
        #expect(character.place?.home.name == c["home"]["name"].string)
        withExtendedLifetime(store) {}
    }

    @Test func aSpreadSkippedByItsVariableReadsNil() throws {
        let (store, data, _) = try commit(CharacterQuery(id: "1", withHome: false), Self.character)
        #expect(data.character?.place == nil)
        #expect(data.character?.characterFields.name == "Rick")
        withExtendedLifetime(store) {}
    }

    static let search = #"""
    {"data":{"search":[
    {"__typename":"Character","name":"Rick","__isNamed":"Character","__isNode":"Character","id":"1"},
    {"__typename":"Location","__isNamed":"Location","name":"Earth","__isNode":"Location","id":"L1"},
    {"__typename":"Box","label":"b1","content":{"__typename":"Crate","label":"c1",
     "content":{"__typename":"Episode","title":"Pilot","__isNode":"Episode","id":"E1"}}},
    {"__typename":"Box","label":"b2","content":{"__typename":"Crate","label":"c2",
     "content":{"__typename":"Location","name":"Mars","dimension":"D","__isNode":"Location","id":"L2"}}},
    {"__typename":"Box","label":"b3","content":{"__typename":"Character","name":"Morty","__isNode":"Character","id":"2"}}
    ]}}
    """#

    @Test func unionsNestedThreeDeepReadThroughTheirConditions() throws {
        let (store, data, json) = try commit(SearchQuery(filter: SearchFilter(text: "r", limit: 5)), Self.search)
        let items = json["search"].items
        #expect(data.search.count == items.count)
        #expect(data.search[0].asCharacter?.name == items[0]["name"].string)
        #expect(data.search[0].asNamed?.name == items[0]["name"].string)
        // A concrete condition sees the fields of the abstract conditions its type satisfies.
        #expect(data.search[0].asCharacter?.id == items[0]["id"].string)
        #expect(data.search[0].asNode?.id == items[0]["id"].string)
        #expect(data.search[0].asBox == nil)
        #expect(data.search[1].asCharacter == nil)
        #expect(data.search[1].asNamed?.name == items[1]["name"].string)
        let box = try #require(data.search[2].asBox)
        #expect(box.label == items[2]["label"].string)
        let crate = try #require(box.content?.asCrate)
        #expect(crate.label == items[2]["content"]["label"].string)
        #expect(crate.content?.asEpisode?.title == items[2]["content"]["content"]["title"].string)
        #expect(crate.content?.asLocation == nil)
        let deep = try #require(data.search[3].asBox?.content?.asCrate?.content?.asLocation)
        #expect(deep.name == items[3]["content"]["content"]["name"].string)
        #expect(deep.dimension == items[3]["content"]["content"]["dimension"].string)
        #expect(data.search[4].asBox?.content?.asCharacter?.name == items[4]["content"]["name"].string)
        #expect(data.search[4].asBox?.content?.asCrate == nil)
        withExtendedLifetime(store) {}
    }

    @Test func hostileNamesRead() throws {
        let json = #"""
        {"data":{"types":{"class":"c","default":3,"self":true,"anchor":"a","satisfied":false,"connectionID":"k","isPresent":true,
        "fieldErrors":["e"],"missingRequiredField":"m","uncaughtErrors":2,"anchor_":"c","id":"T1"},
        "list":{"items":["x",null],"id":"L"},
        "characters":[{"species":"unknown","id":"1"},{"species":"self","id":"2"},{"species":"Type","id":"3"},
        {"species":"MUTANT","id":"4"}]}}
        """#
        let (store, data, tree) = try commit(HostileQuery(), json)
        #expect(data.types?.class == tree["types"]["class"].string)
        #expect(data.types?.default == tree["types"]["default"].int)
        #expect(data.types?.`self` == tree["types"]["self"].bool)
        // Fields named like members a lens declares read with `_` appended; the author's own
        // `anchor_` keeps its name, so `anchor` reads as `anchor__`.
        #expect(data.types?.anchor__ == tree["types"]["anchor"].string)
        #expect(data.types?.anchor_ == tree["types"]["anchor_"].string)
        #expect(data.types?.satisfied_ == tree["types"]["satisfied"].bool)
        #expect(data.types?.connectionID_ == tree["types"]["connectionID"].string)
        #expect(data.types?.isPresent_ == tree["types"]["isPresent"].bool)
        #expect(data.types?.fieldErrors_ == tree["types"]["fieldErrors"].strings)
        #expect(data.types?.missingRequiredField_ == tree["types"]["missingRequiredField"].string)
        #expect(data.types?.uncaughtErrors_ == tree["types"]["uncaughtErrors"].int)
        #expect(data.list?.items == tree["list"]["items"].strings)
        #expect(data.list?.satisfied_.items == tree["list"]["items"].strings)
        #expect(data.characters?.map(\.species) == [._unknown, .`self`, .`Type`, .unknown("MUTANT")])
        #expect(data.characters?.map(\.species.rawText) == tree["characters"].items.map { $0["species"].string ?? "" })
        withExtendedLifetime(store) {}
    }

    @Test func interfacesAndConstantKeysRead() throws {
        let json = #"{"data":{"node":{"__typename":"Character","id":"1","name":"Rick"},"location":{"name":"Earth","id":"1"}}}"#
        let (store, data, tree) = try commit(NodeQuery(id: "1"), json)
        #expect(data.node?.id == tree["node"]["id"].string)
        #expect(data.node?.asCharacter?.name == tree["node"]["name"].string)
        #expect(data.location?.name == tree["location"]["name"].string)
        withExtendedLifetime(store) {}
    }

    @Test func mutationFieldsReadByAliasUnderTheMutationRoot() throws {
        let json = #"{"data":{"rename":{"id":"1","name":"A"},"second":{"name":"B","id":"2"}}}"#
        let (store, data, tree) = try commit(RenameMutation(id: "1", name: "A"), json, root: .mutation)
        #expect(data.rename?.id == tree["rename"]["id"].string)
        #expect(data.rename?.name == tree["rename"]["name"].string)
        #expect(data.second?.name == tree["second"]["name"].string)
        #expect(store.record("client:root:mutation") != nil)
    }

    @Test func aDeferredSpreadReadsNilUntilItsPartArrives() throws {
        let first = #"{"data":{"node":{"__typename":"Character","id":"1","name":"Rick"},"location":{"name":"E","id":"1"}}}"#
        let (store, data, _) = try commit(NodeQuery(id: "1"), first)
        #expect(data.node?.asCharacter?.name == "Rick")
        #expect(data.node?.asCharacter?.later == nil)
        let whole = #"{"data":{"node":{"__typename":"Character","id":"1","name":"Rick","friends":[{"name":"Morty","id":"2"}]},"location":{"name":"E","id":"1"}}}"#
        let (again, more, tree) = try commit(NodeQuery(id: "1"), whole)
        #expect(more.node?.asCharacter?.later?.friends.map(\.name) == tree["node"]["friends"].items.map { $0["name"].string })
        withExtendedLifetime((store, again)) {}
    }

    @Test func anOptimisticResponseRendersThePayloadItDescribes() throws {
        let optimistic = RenameMutation.OptimisticResponse(rename: .init(id: "1", name: "A"), second: .init(name: nil))
        #expect(String(decoding: optimistic.payload.bytes, as: UTF8.self) == #"{"rename":{"id":"1","name":"A"},"second":{}}"#)
        let store = Store()
        let resolution = Resolution(RenameMutation.plan, variables: ["id": "1", "name": "A"], store: store)
        store.commit(try Ingest.data(optimistic.payload.bytes, resolution: resolution).changes, kind: .optimistic)
        let data = RenameMutation.Data(anchor: Anchor(record: store.root(.mutation), owner: Owner(store: store)))
        #expect(data.rename?.name == "A")
        #expect(data.rename?.id == "1")
    }

    static let guarded = #"""
    {"data":{"character":{"name":"Rick","bestFriend":{"name":"Morty","id":"2"},"height":null,"formerSpecies":null,
    "age":70,"nicknames":null,"home":{"dimension":"C-137","id":"L1"},"friends":[{"name":"Morty","id":"2"},{"name":null,"id":"4"},{"name":"Beth","id":"3"}],"id":"1"}},
    "errors":[{"message":"no height","path":["character","height"]},{"message":"no past","path":["character","formerSpecies"]}]}
    """#

    @Test func requiredCatchAndThrowOnFieldErrorReadAsTheirDirectivesSay() throws {
        let (store, data, json) = try commit(GuardedQuery(id: "1"), Self.guarded)
        let character = try #require(data.character)
        let required = try #require(character.required)
        #expect(required.name == json["character"]["name"].string)
        #expect(required.bestFriend.name == json["character"]["bestFriend"]["name"].string)
        guard case .failure(let errors) = required.height else { Issue.record("height read no error"); return }
        #expect(errors.errors.map(\.message) == ["no height"])
        #expect(required.formerSpecies == nil)
        // A required element that is null drops the element from the list.
        #expect(character.friends.map(\.name) == ["Morty", "Beth"])
        let strict = try character.strict
        #expect(strict.age == json["character"]["age"].int)
        #expect(throws: RequiredFieldError.self) { try strict.nicknames }
        #expect(strict.home.dimension == json["character"]["home"]["dimension"].string)
        guard case .failure(let caught) = strict.measured else { Issue.record("measured read no error"); return }
        #expect(caught.errors.map(\.message) == ["no height"])
        withExtendedLifetime(store) {}
    }

    @Test func aNullRequiredFieldMakesTheSpreadNilAndAnUncaughtErrorThrows() throws {
        let json = Self.guarded.replacingOccurrences(of: #""name":"Rick","#, with: #""name":null,"#)
            .replacingOccurrences(of: #"[{"message":"no height""#,
                                  with: #"[{"message":"no age","path":["character","age"]},{"message":"no height""#)
        let (store, data, _) = try commit(GuardedQuery(id: "1"), json)
        let character = try #require(data.character)
        #expect(character.required == nil)
        #expect(throws: FieldErrors.self) { try character.strict }
        withExtendedLifetime(store) {}
    }

    @Test func anErrorBelowALinkThrowsFromTheStrictSpread() throws {
        let json = Self.guarded.replacingOccurrences(of: #"[{"message":"no height""#,
                                                     with: #"[{"message":"deep","path":["character","home","dimension"]},{"message":"no height""#)
        let (store, data, _) = try commit(GuardedQuery(id: "1"), json)
        let character = try #require(data.character)
        #expect(throws: FieldErrors([FieldError(message: "deep", path: "character.home.dimension")])) { try character.strict }
        withExtendedLifetime(store) {}
    }

    @Test func anInlineFragmentReadsAsAFrozenValue() throws {
        let json = #"""
        {"data":{"character":{"name":"Rick","species":"HUMAN","balance":"1.5","home":{"name":"Earth","id":"L1"},
        "bestFriend":null,"friends":[{"name":"Morty","id":"2"}],"id":"1"}}}
        """#
        let (store, data, _) = try commit(SummaryQuery(id: "1"), json)
        let expected = Summary_character(name: "Rick", species: .HUMAN, balance: Decimal(string: "1.5"),
                                         home: .init(name: "Earth"), bestFriend: nil, friends: [.init(name: "Morty")])
        #expect(data.character?.summary == expected)
        withExtendedLifetime(store) {}
    }

    @Test func fragmentArgumentsScopeTheSpreadsKeys() throws {
        let json = #"""
        {"data":{"character":{"friends":[{"name":"Morty","id":"2"}],
        "more":{"friends":[{"name":"A","id":"7"},{"name":"B","id":"8"}],"id":"9"},"id":"1"}}}
        """#
        let (store, data, tree) = try commit(ArgumentsQuery(id: "1", n: 5), json)
        let character = try #require(data.character)
        #expect(character.counted.friends.map(\.name) == tree["character"]["friends"].items.map { $0["name"].string })
        #expect(character.more?.counted.friends.map(\.name)
            == tree["character"]["more"]["friends"].items.map { $0["name"].string })
        #expect(store.record("Character:9")?.type.name == "Character")
    }

    @Test func variablesAndInputObjectsSerialize() {
        let filter = SearchFilter(text: "r", species: ._unknown, _variable: "v", next: SearchFilter(limit: 1), limit: 2)
        let operation = SetSpeciesMutation(id: "1", species: .HUMAN, filter: filter)
        // Unset variables are sent as null; unset input fields are absent.
        #expect(operation.variables.canonicalJSON
            == #"{"data":null,"filter":{"limit":2,"next":{"limit":1},"species":"unknown","text":"r","variable":"v"},"id":"1","result":null,"species":"HUMAN"}"#)
        #expect(SetSpeciesMutation.name == "SetSpeciesMutation")
        #expect(SetSpeciesMutation.kind == .mutation)
        #expect(operation == SetSpeciesMutation(id: "1", species: .HUMAN, filter: filter))
        #expect(operation != SetSpeciesMutation(id: "2", species: .HUMAN, filter: filter))
        #expect(Types.format == Format1.self)
    }
}

/// A read-only view over `JSONSerialization` output, for comparing with lens reads.
struct JSONTree {
    let value: Any?

    init(_ value: Any?) { self.value = value }

    subscript(key: String) -> JSONTree { JSONTree((value as? [String: Any])?[key]) }
    var isNull: Bool { value == nil || value is NSNull }
    var string: String? { value as? String }
    var int: Int? { (value as? NSNumber)?.intValue }
    var double: Double? { (value as? NSNumber)?.doubleValue }
    var bool: Bool? { (value as? NSNumber)?.boolValue }
    var items: [JSONTree] { ((value as? [Any]) ?? []).map(JSONTree.init) }
    var strings: [String?] { items.map(\.string) }
    var ints: [Int] { items.compactMap(\.int) }
    var doubles: [Double?] { items.map(\.double) }
}
