@_spi(Generated) import Baton

/// `query TestKeys($id:ID!,$name:String){search(name:"$0.00"){__typename,...on Node{__isNode:__typename,id}},character(id:"a,b"){name,id},charactersByIds(ids:[$id,"2"]){name,id},characters(filter:{status:"Alive",name:$name}){info{count}}}`
enum TestKeysPlan {
    static let selection0 = PlanSelection(type: Types.Query, fields: [
        .link("search", PlanLink(selection1, plural: true), storageKey: .fixed(#"search(name:"$0.00")"#)),
        PlanField("character", storageKey: .fixed(#"character(id:"a,b")"#), kind: .link(PlanLink(
            selection2, lookup: PlanLookup(type: Types.Character, arguments: [[.literal("a,b")]])))),
        .link("charactersByIds", PlanLink(selection2, plural: true, nullable: true),
              storageKey: .dynamic(DynamicKey("charactersByIds", [
                  DynamicArgument("ids", [.literal("["), .variable("id"), .literal(#","2"]"#)]),
              ]))),
        .link("characters", PlanLink(selection3),
              storageKey: .dynamic(DynamicKey("characters", [
                  DynamicArgument("filter", [.literal(#"{"name":"#), .variable("name"), .literal(#","status":"Alive"}"#)]),
              ]))),
    ])
    static let selection1 = PlanSelection(
        type: Types.SearchResult, isAbstract: true,
        conditions: [PlanCondition(name: "Node", responseKey: "__isNode", possibleTypes: Types.Node_possible)],
        fields: [],
        variants: [PlanVariant(.condition("Node"), key: ["id"], fields: [.scalar("id", ScalarShape(.string))])])
    static let selection2 = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .scalar("id", ScalarShape(.string)),
    ])
    static let selection3 = PlanSelection(type: Types.Characters, fields: [.link("info", PlanLink(selection4))])
    static let selection4 = PlanSelection(type: Types.Info, fields: [.scalar("count", ScalarShape(.int))])
    static let operation = PlanOperation(
        name: "TestKeys", kind: .query,
        document: .text(#"query TestKeys($id:ID!,$name:String){search(name:"$0.00"){__typename,...on Node{__isNode:__typename,id}},character(id:"a,b"){name,id},charactersByIds(ids:[$id,"2"]){name,id},characters(filter:{status:"Alive",name:$name}){info{count}}}"#),
        selection: selection0)
}
