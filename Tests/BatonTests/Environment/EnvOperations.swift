@_spi(Generated) import Baton

// Operation values written by hand exactly as the Swift emitter writes them.

enum EnvTypes {
    static let Hero = TypeID("EnvHero")
}

enum EnvSlots {
    static let hero = SlotID(.query, "hero")
    static let name = SlotID(EnvTypes.Hero, "name")
    static let power = SlotID(EnvTypes.Hero, "power")
}

enum EnvSelections {
    static let hero = hero(power: .int)

    /// `{name,power,id}` on a hero, with `power` of the kind a schema gives it.
    static func hero(power: ScalarKind) -> PlanSelection {
        PlanSelection(type: EnvTypes.Hero, key: ["id"], fields: [
            .scalar("name", ScalarShape(.string, nullable: false)),
            .scalar("power", ScalarShape(power)),
            .scalar("id", ScalarShape(.string, nullable: false)),
        ])
    }

    /// `query{hero{name,power,id}}` with `power` of the kind a schema gives it.
    static func heroRoot(power: ScalarKind) -> PlanSelection {
        PlanSelection(type: .query, fields: [.link("hero", PlanLink(hero(power: power)))])
    }
}

/// A hero lens: `fragment EnvHero_hero on EnvHero { name power }`.
struct EnvHeroLens: Lens {
    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }

    @MainActor var name: String { anchor.scalarNonNull(EnvSlots.name) }
    @MainActor var power: Int? { anchor.scalar(EnvSlots.power) }
}

/// `query EnvHeroQuery{hero{name,power,id}}`
struct EnvHeroQuery: Query {
    var holder: QueryHolder<EnvHeroQuery>?
    static let name = "EnvHeroQuery"
    static let document: Document = .text("query EnvHeroQuery{hero{name,power,id}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [.link("hero", PlanLink(EnvSelections.hero))]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }

        @MainActor var hero: EnvHeroLens? { anchor.link(EnvSlots.hero) }
    }
}

/// `query EnvHeroByID($id:ID!,$first:Int){heroByID(id:$id){name,power,id}}` (`first` unused,
/// so two values differ only by variables).
struct EnvHeroByID: Query {
    var holder: QueryHolder<EnvHeroByID>?
    var id: String
    var first: Int?

    static let name = "EnvHeroByID"
    static let document: Document = .text("query EnvHeroByID($id:ID!,$first:Int){heroByID(id:$id){name,power,id}}")
    var variables: Variables { .declared(["id": id.variable, "first": first?.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, cacheExpiration: 60,
        selection: PlanSelection(type: .query, fields: [
            .link("heroByID", PlanLink(EnvSelections.hero),
                  storageKey: .dynamic(DynamicKey("heroByID", [DynamicArgument("id", [.variable("id")])]))),
        ]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }

        @MainActor var heroByID: EnvHeroLens? {
            anchor.link(anchor.slot(.query, DynamicKey("heroByID", [DynamicArgument("id", [.variable("id")])])))
        }
    }
}

/// `mutation EnvRename($name:String!){rename(name:$name){hero{name,power,id}}}`
struct EnvRename: Mutation {
    var newName: String

    static let name = "EnvRename"
    static let document: Document = .text("mutation EnvRename($name:String!){rename(name:$name){hero{name,power,id}}}")
    var variables: Variables { .declared(["name": newName.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .mutation, document: document,
        selection: PlanSelection(type: .mutation, fields: [
            .link("rename", PlanLink(PlanSelection(type: TypeID("EnvRenamePayload"), fields: [
                .link("hero", PlanLink(EnvSelections.hero)),
            ]))),
        ]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}

/// `query EnvStrictHero @throwOnFieldError {hero{name,power,id}}`
struct EnvStrictHero: Query {
    var holder: QueryHolder<EnvStrictHero>?
    static let name = "EnvStrictHero"
    static let document: Document = .text("query EnvStrictHero@throwOnFieldError{hero{name,power,id}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, throwsOnFieldError: true,
        selection: PlanSelection(type: .query, fields: [.link("hero", PlanLink(EnvSelections.hero))]))

    typealias Data = EnvHeroQuery.Data
}

/// `query EnvHeroLookup($id:ID!){heroByID(id:$id){name,power,id}}` with the lookup
/// `heroByID(id:) → EnvHero:<id>`; typed, or (`typeless`) probing EnvHero and EnvVillain.
struct EnvHeroLookup: Query {
    var holder: QueryHolder<EnvHeroLookup>?
    var id: String
    static let name = "EnvHeroLookup"
    static let document: Document = .text("query EnvHeroLookup($id:ID!){heroByID(id:$id){name,power,id}}")
    var variables: Variables { .declared(["id": id.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [
            PlanField("heroByID",
                      storageKey: .dynamic(DynamicKey("heroByID", [DynamicArgument("id", [.variable("id")])])),
                      kind: .link(PlanLink(EnvSelections.hero,
                                           lookup: PlanLookup(type: EnvTypes.Hero, arguments: [[.variable("id")]])))),
        ]))
    typealias Data = EnvHeroByID.Data
}

/// The same lookup without a type: `node(id:)`-style, over EnvHero and EnvVillain.
struct EnvNodeLookup: Query {
    var holder: QueryHolder<EnvNodeLookup>?
    var id: String
    static let name = "EnvNodeLookup"
    static let document: Document = .text("query EnvNodeLookup($id:ID!){heroByID(id:$id){name,power,id}}")
    var variables: Variables { .declared(["id": id.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [
            PlanField("heroByID",
                      storageKey: .dynamic(DynamicKey("heroByID", [DynamicArgument("id", [.variable("id")])])),
                      kind: .link(PlanLink(EnvSelections.hero, lookup: PlanLookup(
                          type: nil, possibleTypes: [EnvTypes.Hero, TypeID("EnvVillain")],
                          arguments: [[.variable("id")]])))),
        ]))
    typealias Data = EnvHeroByID.Data
}

/// `query EnvHeroes{heroes{name,power,id}}`: many heroes in one batch.
struct EnvHeroes: Query {
    var holder: QueryHolder<EnvHeroes>?
    static let name = "EnvHeroes"
    static let document: Document = .text("query EnvHeroes{heroes{name,power,id}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [.link("heroes", PlanLink(EnvSelections.hero, plural: true))]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}

/// `query EnvStrictLookup($id:ID!)@throwOnFieldError{heroByID(id:$id){name,power,id}}` with
/// the lookup `heroByID(id:) → EnvHero:<id>`.
struct EnvStrictLookup: Query {
    var holder: QueryHolder<EnvStrictLookup>?
    var id: String
    static let name = "EnvStrictLookup"
    static let document: Document = .text("query EnvStrictLookup($id:ID!)@throwOnFieldError{heroByID(id:$id){name,power,id}}")
    var variables: Variables { .declared(["id": id.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, throwsOnFieldError: true,
        selection: EnvHeroLookup.plan.selection)
    typealias Data = EnvHeroByID.Data
}

/// `query EnvOldHero{hero{name,power,id}}` as an older schema typed it: `power: Float`.
struct EnvOldHero: Query {
    var holder: QueryHolder<EnvOldHero>?
    static let name = "EnvOldHero"
    static let document: Document = .text("query EnvOldHero{hero{name,power,id}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(name: name, kind: .query, document: document,
                                    selection: EnvSelections.heroRoot(power: .float))
    typealias Data = EnvHeroQuery.Data
}

/// `query EnvCustomHero{hero{name,power,id}}` as a newer schema types it: `power: Power`, a
/// custom scalar (stored as text).
struct EnvCustomHero: Query {
    var holder: QueryHolder<EnvCustomHero>?
    static let name = "EnvCustomHero"
    static let document: Document = .text("query EnvCustomHero{hero{name,power,id}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(name: name, kind: .query, document: document,
                                    selection: EnvSelections.heroRoot(power: .custom))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }

        @MainActor var hero: Hero? { anchor.link(EnvSlots.hero) }

        struct Hero: Lens {
            let anchor: Anchor
            init(anchor: Anchor) { self.anchor = anchor }

            @MainActor var power: String? { anchor.scalar(EnvSlots.power) }
        }
    }
}

/// `query EnvRequiredHero{hero@required(action:NONE){name,power@required(action:NONE),id}}`:
/// a null `power` bubbles to `hero`, which bubbles to the root.
struct EnvRequiredHero: Query {
    var holder: QueryHolder<EnvRequiredHero>?
    static let name = "EnvRequiredHero"
    static let document: Document = .text("query EnvRequiredHero{hero{name,power,id}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, bubbles: true,
        selection: PlanSelection(type: .query, fields: [.link("hero", PlanLink(EnvSelections.hero))]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }

        @MainActor var hero: Hero { anchor.linkNonNull(EnvSlots.hero, type: EnvTypes.Hero) }
        @MainActor var satisfied: Bool { anchor.holdsValue(EnvSlots.hero) && self.hero.satisfied }
        @MainActor var missingRequiredField: String? {
            if !anchor.holdsValue(EnvSlots.hero) { return "hero" }
            if let below = self.hero.missingRequiredField { return "hero." + below }
            return nil
        }

        struct Hero: Lens {
            let anchor: Anchor
            init(anchor: Anchor) { self.anchor = anchor }

            @MainActor var name: String { anchor.scalarNonNull(EnvSlots.name) }
            @MainActor var power: Int { anchor.scalarNonNull(EnvSlots.power) }
            @MainActor var satisfied: Bool { anchor.holdsValue(EnvSlots.power) }
            @MainActor var missingRequiredField: String? {
                if !anchor.holdsValue(EnvSlots.power) { return "power" }
                return nil
            }
        }
    }
}

extension Anchor {
    /// Whether a slot holds a non-null value (a link: to a live record), as the shared file
    /// the emitter writes defines it for `@required`.
    @MainActor func holdsValue(_ slot: SlotID) -> Bool {
        switch record[slot: slot.index(on: record.type)] {
        case .missing, .null: false
        case .link(let target): !target.isDeleted
        default: true
        }
    }
}
