@_spi(Generated) import Baton

/// `query TestUnion($name:String!){search(name:$name){__typename,...on Character{label:name,status},...on Location{label:dimension,type},...on Episode{air_date},...on Named{__isNamed:__typename,name},...on Node{__isNode:__typename,id}}}`
enum TestUnionPlan {
    static let selection0 = PlanSelection(type: Types.Query, fields: [
        .link("search", PlanLink(selection1, plural: true),
              storageKey: .dynamic(DynamicKey("search", [DynamicArgument("name", [.variable("name")])]))),
    ])
    static let selection1 = PlanSelection(
        type: Types.SearchResult, isAbstract: true,
        conditions: [
            PlanCondition(name: "Named", responseKey: "__isNamed", possibleTypes: Types.Named_possible),
            PlanCondition(name: "Node", responseKey: "__isNode", possibleTypes: Types.Node_possible),
        ],
        fields: [],
        variants: [
            PlanVariant(.types([Types.Character]), key: ["id"], fields: [
                .scalar("label", ScalarShape(.string), storageKey: .fixed("name")),
                .scalar("status", ScalarShape(.string)),
            ]),
            PlanVariant(.types([Types.Location]), key: ["id"], fields: [
                .scalar("label", ScalarShape(.string), storageKey: .fixed("dimension")),
                .scalar("type", ScalarShape(.string)),
            ]),
            PlanVariant(.types([Types.Episode]), key: ["id"], fields: [
                .scalar("air_date", ScalarShape(.string)),
            ]),
            PlanVariant(.condition("Named"), fields: [.scalar("name", ScalarShape(.string))]),
            PlanVariant(.condition("Node"), key: ["id"], fields: [.scalar("id", ScalarShape(.string))]),
        ])
    static let operation = PlanOperation(
        name: "TestUnion", kind: .query,
        document: .text("query TestUnion($name:String!){search(name:$name){__typename,...on Character{label:name,status},...on Location{label:dimension,type},...on Episode{air_date},...on Named{__isNamed:__typename,name},...on Node{__isNode:__typename,id}}}"),
        selection: selection0)
}

/// `query TestSearch($name:String!){search(name:$name){__typename,...on Character{id,name},...on Location{id,name,dimension},...on Node{__isNode:__typename,id}}}`
enum TestSearchPlan {
    static let selection0 = PlanSelection(type: Types.Query, fields: [
        .link("search", PlanLink(selection1, plural: true),
              storageKey: .dynamic(DynamicKey("search", [DynamicArgument("name", [.variable("name")])]))),
    ])
    static let selection1 = PlanSelection(
        type: Types.SearchResult, isAbstract: true,
        conditions: [PlanCondition(name: "Node", responseKey: "__isNode", possibleTypes: Types.Node_possible)],
        fields: [],
        variants: [
            PlanVariant(.types([Types.Character]), key: ["id"], fields: [
                .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
            ]),
            PlanVariant(.types([Types.Location]), key: ["id"], fields: [
                .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
                .scalar("dimension", ScalarShape(.string)),
            ]),
            PlanVariant(.condition("Node"), key: ["id"], fields: [.scalar("id", ScalarShape(.string))]),
        ])
    static let operation = PlanOperation(
        name: "TestSearch", kind: .query,
        document: .text("query TestSearch($name:String!){search(name:$name){__typename,...on Character{id,name},...on Location{id,name,dimension},...on Node{__isNode:__typename,id}}}"),
        selection: selection0)
}
