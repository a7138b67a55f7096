@_spi(Generated) import Baton

/// `query TestProfileQuery($id:ID!){character(id:$id){...TestProfile_character,...TestStrict_character,...TestAppearances_character@defer(label:"TestProfileQuery$defer$TestAppearances_character"),id}}`
enum TestProfileQueryPlan {
    static let label = "TestProfileQuery$defer$TestAppearances_character"
    static let selection0 = PlanSelection(type: Types.Query, fields: [
        PlanField("character",
                  storageKey: .dynamic(DynamicKey("character", [DynamicArgument("id", [.variable("id")])])),
                  kind: .link(PlanLink(selection1, lookup: PlanLookup(type: Types.Character,
                                                                      arguments: [[.variable("id")]])))),
    ])
    static let selection1 = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .link("origin", PlanLink(selection2)),
        .scalar("status", ScalarShape(.string)),
        .scalar("image", ScalarShape(.string), isCaught: true),
        .link("location", PlanLink(selection3), isCaught: true),
        .scalar("gender", ScalarShape(.string), isCaught: true),
        .scalar("species", ScalarShape(.string)),
        .scalar("type", ScalarShape(.string)),
        .link("episode", PlanLink(selection4, plural: true, nullable: false), deferLabel: label),
        .scalar("id", ScalarShape(.string)),
    ])
    static let selection2 = PlanSelection(type: Types.Location, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)), .scalar("id", ScalarShape(.string)),
    ])
    static let selection3 = PlanSelection(type: Types.Location, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string), isCaught: true),
        .scalar("dimension", ScalarShape(.string), isCaught: true),
        .scalar("id", ScalarShape(.string), isCaught: true),
    ])
    static let selection4 = PlanSelection(type: Types.Episode, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .scalar("air_date", ScalarShape(.string)),
        .scalar("id", ScalarShape(.string)),
    ])
    static let operation = PlanOperation(
        name: "TestProfileQuery", kind: .query,
        document: .text(#"query TestProfileQuery($id:ID!){character(id:$id){...TestProfile_character,...TestStrict_character,...TestAppearances_character@defer(label:"TestProfileQuery$defer$TestAppearances_character"),id}}fragment TestAppearances_character on Character{episode{name,air_date,id}}fragment TestProfile_character on Character{name,origin{name,id},status,image,location{name,dimension,id},gender}fragment TestStrict_character on Character{species,type}"#),
        hasDeferred: true, bubbles: true, selection: selection0)
}

/// `query TestConditions(...){character(id:$id){name,origin{id},origin@include(if:$withOrigin){name,dimension,id} species@include(if:$withOrigin),status@skip(if:$hideStatus),id}}`
/// The two `origin` selections are flattened into one field whose children carry the guard.
enum TestConditionsPlan {
    static let selection0 = PlanSelection(type: Types.Query, fields: [
        .link("character", PlanLink(selection1),
              storageKey: .dynamic(DynamicKey("character", [DynamicArgument("id", [.variable("id")])]))),
    ])
    static let selection1 = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .link("origin", PlanLink(selection2)),
        .scalar("species", ScalarShape(.string), guards: [[.include("withOrigin")]]),
        .scalar("status", ScalarShape(.string), guards: [[.skip("hideStatus")]]),
        .scalar("id", ScalarShape(.string)),
    ])
    static let selection2 = PlanSelection(type: Types.Location, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)),
        .scalar("name", ScalarShape(.string), guards: [[.include("withOrigin")]]),
        .scalar("dimension", ScalarShape(.string), guards: [[.include("withOrigin")]]),
    ])
    static let operation = PlanOperation(
        name: "TestConditions", kind: .query,
        document: .text("query TestConditions($id:ID!,$withOrigin:Boolean!,$hideStatus:Boolean!){character(id:$id){name,origin{id},origin@include(if:$withOrigin){name,dimension,id},species@include(if:$withOrigin),status@skip(if:$hideStatus),id}}"),
        selection: selection0)
}
