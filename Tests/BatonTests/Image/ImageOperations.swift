import Foundation
@_spi(Generated) @testable import Baton

// Operation values for the image suites, written by hand as the Swift emitter writes them.

enum ImageTypes {
    static let Pal = TypeID("ImgPal")
    static let Vault = TypeID("ImgVault")
}

enum ImageSelections {
    static let pal = PlanSelection(type: ImageTypes.Pal, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .scalar("id", ScalarShape(.string, nullable: false)),
    ])
    /// `hero { name power id ... @defer(label: "Pal") { pal { name id } } }`
    static let heroWithDeferredPal = PlanSelection(type: EnvTypes.Hero, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string, nullable: false)),
        .scalar("power", ScalarShape(.int)),
        .scalar("id", ScalarShape(.string, nullable: false)),
        .link("pal", PlanLink(pal), deferLabel: "Pal"),
    ])
    /// `vault { id body }` on a transient type.
    static let vault = PlanSelection(type: ImageTypes.Vault, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string, nullable: false)),
        .scalar("body", ScalarShape(.string)),
    ])
}

/// `query ImgDeferredPal { hero { name power id ...@defer(label:"Pal") { pal { name id } } } }`
struct ImgDeferredPal: Query {
    var holder: QueryHolder<ImgDeferredPal>?
    static let name = "ImgDeferredPal"
    static let document: Document = .text("query ImgDeferredPal{hero{name,power,id,...@defer(label:\"Pal\"){pal{name,id}}}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, hasDeferred: true,
        selection: PlanSelection(type: .query, fields: [.link("hero", PlanLink(ImageSelections.heroWithDeferredPal))]))
    typealias Data = EnvHeroQuery.Data
}

/// `query ImgHeroPal { hero { name power id pal { name id } } }`
struct ImgHeroPal: Query {
    var holder: QueryHolder<ImgHeroPal>?
    static let name = "ImgHeroPal"
    static let document: Document = .text("query ImgHeroPal{hero{name,power,id,pal{name,id}}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [
            .link("hero", PlanLink(PlanSelection(type: EnvTypes.Hero, key: ["id"], fields: [
                .scalar("name", ScalarShape(.string, nullable: false)),
                .scalar("power", ScalarShape(.int)),
                .scalar("id", ScalarShape(.string, nullable: false)),
                .link("pal", PlanLink(ImageSelections.pal)),
            ]))),
        ]))
    typealias Data = EnvHeroQuery.Data
}

/// `query ImgVaults($code: String!) { vaults(code: $code) { id body } hero { name power id } }`
/// with `Query.vaults` a transient root field and `ImgVault` a transient type.
struct ImgVaults: Query {
    var holder: QueryHolder<ImgVaults>?
    var code: String
    static let name = "ImgVaults"
    static let document: Document = .text("query ImgVaults($code:String!){vaults(code:$code){id,body},hero{name,power,id}}")
    var variables: Variables { .declared(["code": code.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, transient: ["vaults"], transientTypes: [ImageTypes.Vault],
        selection: PlanSelection(type: .query, fields: [
            PlanField("vaults", storageKey: .dynamic(DynamicKey("vaults", [DynamicArgument("code", [.variable("code")])])),
                      kind: .link(PlanLink(ImageSelections.vault, plural: true)), isTransientRoot: true),
            .link("hero", PlanLink(EnvSelections.hero)),
        ]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}

/// `query ImgHeroVault { hero { name power id vault { id body } } }`: a kept record linking
/// to a transient one.
struct ImgHeroVault: Query {
    var holder: QueryHolder<ImgHeroVault>?
    static let name = "ImgHeroVault"
    static let document: Document = .text("query ImgHeroVault{hero{name,power,id,vault{id,body}}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, transientTypes: [ImageTypes.Vault],
        selection: PlanSelection(type: .query, fields: [
            .link("hero", PlanLink(PlanSelection(type: EnvTypes.Hero, key: ["id"], fields: [
                .scalar("name", ScalarShape(.string, nullable: false)),
                .scalar("power", ScalarShape(.int)),
                .scalar("id", ScalarShape(.string, nullable: false)),
                .link("vault", PlanLink(ImageSelections.vault)),
            ]))),
        ]))
    typealias Data = ImgVaults.Data
}

/// `mutation ImgDeleteHero($id: ID!) { deleteHero(id: $id) { deletedId @deleteRecord } }`
struct ImgDeleteHero: Mutation {
    var id: String
    static let name = "ImgDeleteHero"
    static let document: Document = .text("mutation ImgDeleteHero($id:ID!){deleteHero(id:$id){deletedId}}")
    var variables: Variables { .declared(["id": id.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .mutation, document: document,
        selection: PlanSelection(type: .mutation, fields: [
            .link("deleteHero", PlanLink(PlanSelection(type: TypeID("ImgDeletePayload"), fields: [
                PlanField("deletedId", kind: .scalar(ScalarShape(.string)), edit: .deleteRecord),
            ]))),
        ]))
    typealias Data = ImgVaults.Data
}

enum ImageResponses {
    static func deleted(_ id: String) -> Data {
        Data(#"{"data":{"deleteHero":{"deletedId":"\#(id)"}}}"#.utf8)
    }
}

/// `query ImgHeroes($page: Int!) { heroes(page: $page) { name power id } }`
struct ImgHeroes: Query {
    var holder: QueryHolder<ImgHeroes>?
    var page: Int
    static let name = "ImgHeroes"
    static let document: Document = .text("query ImgHeroes($page:Int!){heroes(page:$page){name,power,id}}")
    var variables: Variables { .declared(["page": page.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [
            .link("heroes", PlanLink(EnvSelections.hero, plural: true),
                  storageKey: .dynamic(DynamicKey("heroes", [DynamicArgument("page", [.variable("page")])]))),
        ]))
    typealias Data = ImgVaults.Data

    /// A page of `count` heroes with ids `p<page>-<n>` and names `padding` long.
    static func response(page: Int, count: Int, padding: Int = 0) -> Foundation.Data {
        let pad = String(repeating: "x", count: padding)
        let heroes = (0..<count).map { #"{"name":"Hero \#(page)-\#($0)\#(pad)","power":\#($0),"id":"p\#(page)-\#($0)"}"# }
        return Foundation.Data(#"{"data":{"heroes":[\#(heroes.joined(separator: ","))]}}"#.utf8)
    }
}
