import Foundation
@_spi(Generated) import Baton

/// The crash test's operation: `query CrashHeroes { crashHeroes { name round id } }`, every
/// hero written again each round, so a consistent image holds one round for all of them.
enum CrashPlan {
    static let heroes = 200
    static let type = TypeID("CrashHero")
    static let plan = PlanOperation(
        name: "CrashHeroes", kind: .query, document: CrashQuery.document,
        selection: PlanSelection(type: .query, fields: [
            .link("crashHeroes", PlanLink(PlanSelection(type: type, key: ["id"], fields: [
                .scalar("name", ScalarShape(.string)),
                .scalar("round", ScalarShape(.int)),
                .scalar("id", ScalarShape(.string, nullable: false)),
            ]), plural: true)),
        ]))

    /// Round `round`'s response: each hero's name and round say which round wrote them.
    static func response(round: Int) -> [UInt8] {
        let items = (0..<heroes).map { #"{"name":"hero \#($0) of round \#(round)","round":\#(round),"id":"\#($0)"}"# }
        return Array(#"{"data":{"crashHeroes":[\#(items.joined(separator: ","))]}}"#.utf8)
    }
}

/// The crash test's operation as a query value, for the child that commits through an
/// environment: the environment dates the root, so the image packs it between rounds.
struct CrashQuery: Query {
    var holder: QueryHolder<CrashQuery>?
    static let name = "CrashHeroes"
    static let document: Document = .text("query CrashHeroes{crashHeroes{name,round,id}}")
    var variables: Variables { Variables() }
    static var plan: PlanOperation { CrashPlan.plan }

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}
