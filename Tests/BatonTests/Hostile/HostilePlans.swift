@_spi(Generated) import Baton

// Plans for the hostile-input suites, written by hand as the Swift emitter writes them.

enum HostileTypes {
    static let Pal = TypeID("HostilePal")
    static let Thing = TypeID("HostileThing")
    static let Result = TypeID("HostileResult")
}

/// `query Pals { character(id:"1") { id name pal { name } } people { id name } }`: `pal` is a
/// Character selected without its key, so it is keyed by its path (`Character:1:pal`);
/// `people` are keyed by id.
enum HostilePalsPlan {
    static let pal = PlanSelection(type: Types.Character, fields: [.scalar("name", ScalarShape(.string))])
    static let character = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)), .link("pal", PlanLink(pal)),
    ])
    static let person = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
    ])
    static let operation = PlanOperation(
        name: "HostilePals", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            .link("character", PlanLink(character), storageKey: .fixed(#"character(id:"1")"#)),
            .link("people", PlanLink(person, plural: true)),
        ]))
}

/// `query Things { things { __typename ... on Node { __isNode: __typename id } name } }` over
/// an interface no type of the build is listed for: every `__typename` is unknown to the plan.
enum HostileThingsPlan {
    static let thing = PlanSelection(
        type: HostileTypes.Thing, isAbstract: true,
        conditions: [PlanCondition(name: "Node", responseKey: "__isNode", possibleTypes: [])],
        fields: [.scalar("name", ScalarShape(.string))],
        variants: [PlanVariant(.condition("Node"), key: ["id"], fields: [.scalar("id", ScalarShape(.string))])])
    static let operation = PlanOperation(
        name: "HostileThings", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [.link("things", PlanLink(thing, plural: true))]))
}

/// `query Errors { hero { id name } n }`: a link and a scalar on the root, for error paths.
enum HostileErrorsPlan {
    static let hero = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
    ])
    static let operation = PlanOperation(
        name: "HostileErrors", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            .link("hero", PlanLink(hero)), .scalar("n", ScalarShape(.int)),
        ]))
}

/// Two queries over `character(id:"1")`: one follows `bestFriend`, the other does not.
enum HostileFriendsPlans {
    static let friend = PlanSelection(type: Types.Character, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
    ])
    static let withFriend = PlanOperation(
        name: "HostileWithFriend", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            .link("character", PlanLink(PlanSelection(type: Types.Character, key: ["id"], fields: [
                .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
                .link("bestFriend", PlanLink(friend)),
            ])), storageKey: .fixed(#"character(id:"1")"#)),
        ]))
    static let withoutFriend = PlanOperation(
        name: "HostileWithoutFriend", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            .link("character", PlanLink(friend), storageKey: .fixed(#"character(id:"1")"#)),
        ]))
}
