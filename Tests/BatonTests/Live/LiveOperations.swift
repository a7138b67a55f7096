import BatonTesting
import Foundation
@_spi(Generated) import Baton

// Operation values written by hand exactly as the Swift emitter writes them, for deferred
// delivery and subscriptions through an environment.

enum LiveTypes {
    static let Hero = TypeID("LiveHero")
    static let Sidekick = TypeID("LiveSidekick")
    static let HeroChangedPayload = TypeID("LiveHeroChanged")
}

enum LiveSlots {
    static let hero = SlotID(.query, "hero")
    static let name = SlotID(LiveTypes.Hero, "name")
    static let power = SlotID(LiveTypes.Hero, "power")
    static let sidekick = SlotID(LiveTypes.Hero, "sidekick")
    static let sidekickName = SlotID(LiveTypes.Sidekick, "name")
    static let heroChanged = SlotID(.subscription, "heroChanged")
}

extension Anchor {
    /// Whether a slot holds a value: a deferred part has arrived (the shared file's helper).
    @MainActor func holds(_ slot: SlotID) -> Bool {
        if case .missing = record[slot: slot.index(on: record.type)] { return false }
        return true
    }
}

/// `fragment LivePowers_hero on LiveHero { power sidekick { name id } }`
struct LivePowersLens: Lens {
    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }

    @MainActor var power: Int? { anchor.scalar(LiveSlots.power) }
    @MainActor var sidekick: Sidekick? { anchor.link(LiveSlots.sidekick) }

    struct Sidekick: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        @MainActor var name: String? { anchor.scalar(LiveSlots.sidekickName) }
    }
}

/// `query LiveHeroDeferred{hero{name,id,...LivePowers_hero@defer(label:"LiveHeroDeferred$defer$LivePowers_hero")}}`
struct LiveHeroDeferred: Query {
    var holder: QueryHolder<LiveHeroDeferred>?
    static let label = "LiveHeroDeferred$defer$LivePowers_hero"
    static let name = "LiveHeroDeferred"
    static let document: Document = .text(#"query LiveHeroDeferred{hero{name,id,...LivePowers_hero@defer(label:"LiveHeroDeferred$defer$LivePowers_hero")}}fragment LivePowers_hero on LiveHero{power,sidekick{name,id}}"#)
    var variables: Variables { Variables() }
    static let sidekick = PlanSelection(type: LiveTypes.Sidekick, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)), .scalar("id", ScalarShape(.string, nullable: false)),
    ])
    static let hero = PlanSelection(type: LiveTypes.Hero, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string)),
        .scalar("id", ScalarShape(.string, nullable: false)),
        .scalar("power", ScalarShape(.int), deferLabel: label),
        .link("sidekick", PlanLink(sidekick), deferLabel: label),
    ])
    static let plan = PlanOperation(
        name: name, kind: .query, document: document, hasDeferred: true,
        selection: PlanSelection(type: .query, fields: [.link("hero", PlanLink(hero))]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        @MainActor var hero: Hero? { anchor.link(LiveSlots.hero) }

        struct Hero: Lens {
            let anchor: Anchor
            init(anchor: Anchor) { self.anchor = anchor }
            @MainActor var name: String? { anchor.scalar(LiveSlots.name) }
            @MainActor var powers: LivePowersLens? {
                anchor.holds(LiveSlots.power) ? LivePowersLens(anchor: anchor.spread()) : nil
            }
        }
    }
}

/// `subscription LiveHeroChanged{heroChanged{name,power,id}}`
struct LiveHeroChanged: Subscription {
    var holder: SubscriptionHolder<LiveHeroChanged>?
    var topic: String = "all"
    static let name = "LiveHeroChanged"
    static let document: Document = .text("subscription LiveHeroChanged($topic:String){heroChanged(topic:$topic){name,power,id}}")
    var variables: Variables { .declared(["topic": topic.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .subscription, document: document,
        selection: PlanSelection(type: .subscription, fields: [
            .link("heroChanged", PlanLink(PlanSelection(type: LiveTypes.Hero, key: ["id"], fields: [
                .scalar("name", ScalarShape(.string)),
                .scalar("power", ScalarShape(.int)),
                .scalar("id", ScalarShape(.string, nullable: false)),
            ])), storageKey: .dynamic(DynamicKey("heroChanged", [DynamicArgument("topic", [.variable("topic")])]))),
        ]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        @MainActor var heroChanged: Hero? {
            anchor.link(anchor.slot(.subscription, DynamicKey("heroChanged", [DynamicArgument("topic", [.variable("topic")])])))
        }

        struct Hero: Lens {
            let anchor: Anchor
            init(anchor: Anchor) { self.anchor = anchor }
            @MainActor var name: String? { anchor.scalar(LiveSlots.name) }
            @MainActor var power: Int? { anchor.scalar(LiveSlots.power) }
        }
    }

    static func event(_ name: String, power: Int = 1, id: String = "h1") -> Foundation.Data {
        Foundation.Data(#"{"data":{"heroChanged":{"name":"\#(name)","power":\#(power),"id":"\#(id)"}}}"#.utf8)
    }
}

/// `subscription LiveNoteAdded($connections:[ID!]!){noteAdded{noteEdge@appendEdge(connections:$connections){cursor,node{id,text}}}}`
struct LiveNoteAdded: Subscription {
    var holder: SubscriptionHolder<LiveNoteAdded>?
    var connections: [String]
    static let name = "LiveNoteAdded"
    static let document: Document = .text("subscription LiveNoteAdded{noteAdded{noteEdge{cursor,node{id,text}}}}")
    var variables: Variables { .declared(["connections": connections.variable]) }
    static let plan = PlanOperation(
        name: name, kind: .subscription, document: document,
        selection: PlanSelection(type: .subscription, fields: [
            .link("noteAdded", PlanLink(PlanSelection(type: MoreTypes.NoteAddedPayload, fields: [
                PlanField("noteEdge", kind: .link(PlanLink(AddNotePlans.edge)),
                          edit: .appendEdge(connections: AddNotePlans.connections)),
            ]))),
        ]))

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}

/// Waits on the main actor until `condition` holds, for up to five minutes. It returns as
/// soon as the condition holds; the long bound is for a loaded machine, where the parallel
/// suites can keep the main actor busy for minutes.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    await BatonTesting.wait(until: condition, timeout: .seconds(300))
}
