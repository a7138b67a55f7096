@_spi(Generated) import Baton

/// `query TestList($page:Int){characters(page:$page){results{...TestRow_character,...TestHeader_character,id}}}`
enum TestListPlan {
    static let selection0 = PlanSelection(type: Types.Query, fields: [
        .link("characters", PlanLink(selection1),
              storageKey: .dynamic(DynamicKey("characters", [DynamicArgument("page", [.variable("page")])]))),
    ])
    static let selection1 = PlanSelection(type: Types.Characters, fields: [
        .link("results", PlanLink(selection2, plural: true)),
    ])
    static let selection2 = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .scalar("status", ScalarShape(.string)),
        .scalar("image", ScalarShape(.string)),
        .scalar("species", ScalarShape(.string)),
        .link("origin", PlanLink(selection3)),
        .scalar("id", ScalarShape(.string)),
    ])
    static let selection3 = PlanSelection(type: Types.Location, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .scalar("id", ScalarShape(.string)),
    ])
    static let operation = PlanOperation(
        name: "TestList", kind: .query,
        document: .text("query TestList($page:Int){characters(page:$page){results{...TestRow_character,...TestHeader_character,id}}}fragment TestHeader_character on Character{name,status,species,image,origin{name,id}}fragment TestRow_character on Character{name,status,image}"),
        selection: selection0)
}
