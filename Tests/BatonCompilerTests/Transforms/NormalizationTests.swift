import GraphQL
import Testing
@testable import BatonCompiler

/// The normalization document the plan builder reads: every directive kept (`@alias`,
/// `@required`, `@catch`, `@connection`, `@arguments`, edge directives), spreads renamed to
/// their copies, `@defer` labels filled in, client-only variables still declared. Pinned
/// for five baton-spec operations (read against SPEC §4.2 and §4.8 before pinning).
@Suite("Normalization documents")
struct NormalizationTests {
    static let expected: [String: String] = [
        "TestProfileQuery": "query TestProfileQuery($id:ID!){character(id:$id){...TestProfile_character,...TestStrict_character@alias(as:\"strict\"),...TestAppearances_character@defer(label:\"TestProfileQuery$defer$TestAppearances_character\"),id}}fragment TestAppearances_character on Character{episode{name,air_date,id}}fragment TestProfile_character on Character{name,origin@required(action:NONE){name,id},status@required(action:LOG),image@catch,location@catch{name,dimension,id},gender@catch(to:NULL)}fragment TestStrict_character on Character@throwOnFieldError{species,type@required(action:THROW)}",
        "TestNotesPaginationQuery": "query TestNotesPaginationQuery($count:Int=2,$cursor:String,$id:ID!){node(id:$id){__typename,...TestNotes_character_1G22uz@arguments(count:$count,cursor:$cursor),id}}fragment TestNotes_character_1G22uz on Character@refetchable(queryName:\"TestNotesPaginationQuery\")@argumentDefinitions(count:{type:\"Int\",defaultValue:2},cursor:{type:\"String\"}){name,notes(first:$count,after:$cursor)@connection(key:\"TestNotes_notes\"){totalCount,edges{node{id,text,__typename},cursor},pageInfo{endCursor,hasNextPage}},id}",
        "TestAddNote": "mutation TestAddNote($characterId:ID!,$text:String!,$connections:[ID!]!){addNote(characterId:$characterId,text:$text){noteEdge@appendEdge(connections:$connections){cursor,node{id,text}}}}",
        "TestConditions": "query TestConditions($id:ID!,$withOrigin:Boolean!,$hideStatus:Boolean!){character(id:$id){name,origin{id},origin@include(if:$withOrigin){name,dimension,id},species@include(if:$withOrigin),status@skip(if:$hideStatus),id}}",
        "TestAuthorNotesQuery": "query TestAuthorNotesQuery($id:ID!){node(id:$id){__typename,...TestAuthorNotes_note@alias(as:\"note\"),id}}fragment TestAuthorNotes_note on Note@refetchable(queryName:\"TestAuthorNotesPaginationQuery\")@argumentDefinitions(count:{type:\"Int\",defaultValue:2},cursor:{type:\"String\"}){id,author{id,name,notes(first:2)@connection(key:\"TestAuthorNotes_notes\"){edges{node{id,text,__typename},cursor},pageInfo{endCursor,hasNextPage}}}}",
    ]

    static func compiled(_ name: String) throws -> CompiledOperation {
        try #require(try BatonSpecConformanceTests.compiled().first { $0.name == name })
    }

    @Test func normalizationDocumentsKeepEveryDirective() throws {
        for (name, text) in Self.expected {
            #expect(Printer.compact(try Self.compiled(name).normalization) == text, "\(name)")
        }
    }

    @Test func theOperationValueDescribesItself() throws {
        let query = try Self.compiled("TestNotesPaginationQuery")
        #expect(query.kind == .query)
        #expect(query.refetchableFragment == "TestNotes_character")
        #expect(query.fragmentsReached == ["TestNotes_character_1G22uz"])
        #expect(query.authoredNames == ["TestNotes_character_1G22uz": "TestNotes_character"])
        #expect(query.variables.map(\.variable.name.value) == ["count", "cursor", "id"])
        #expect(query.id == nil)
    }

    @Test func authoredSelectionsKeepTheirLocationsAndInsertedOnesHaveNone() throws {
        let profile = try Self.compiled("TestProfileQuery")
        guard case .field(let character) = profile.operation.selectionSet.selections[0],
              let selections = character.selectionSet?.selections else {
            Issue.record("unexpected shape")
            return
        }
        #expect(selections.dropLast().allSatisfy { $0.loc.isKnown })
        #expect(selections.last.map { !$0.loc.isKnown } == true)
        let origin = profile.fragments.first { $0.name.value == "TestProfile_character" }?.selectionSet.selections[1]
        guard case .field(let field)? = origin, let inner = field.selectionSet?.selections else {
            Issue.record("unexpected shape")
            return
        }
        #expect(inner.map(\.loc.isKnown) == [true, false])
    }
}
