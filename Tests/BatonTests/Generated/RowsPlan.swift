@_spi(Generated) import Baton

/// A small schema for notification and lens tests, written as the emitter would:
/// `query Rows{rows{id,name,status,kind,tags,friend{id,name},bestFriend{id,name},friends{id,name},stats{hp}},other{id,name}}`
enum RowTypes {
    static let Row = TypeID("Row")
    static let Stats = TypeID("Stats")
}

enum RowSlots {
    static let id = SlotID(RowTypes.Row, "id")
    static let name = SlotID(RowTypes.Row, "name")
    static let status = SlotID(RowTypes.Row, "status")
    static let kind = SlotID(RowTypes.Row, "kind")
    static let tags = SlotID(RowTypes.Row, "tags")
    static let friend = SlotID(RowTypes.Row, "friend")
    static let bestFriend = SlotID(RowTypes.Row, "bestFriend")
    static let friends = SlotID(RowTypes.Row, "friends")
    static let stats = SlotID(RowTypes.Row, "stats")
    static let hp = SlotID(RowTypes.Stats, "hp")
    static let rows = SlotID(TypeID.query, "rows")
    static let other = SlotID(TypeID.query, "other")
}

enum RowsPlan {
    static let selection0 = PlanSelection(type: .query, fields: [
        .link("rows", PlanLink(selection1, plural: true)),
        .link("other", PlanLink(selection2)),
    ])
    static let selection1 = PlanSelection(type: RowTypes.Row, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string, nullable: false)),
        .scalar("status", ScalarShape(.string)),
        .scalar("kind", ScalarShape(.enum, nullable: false)),
        .scalar("tags", ScalarShape(.string, list: false)),
        .link("friend", PlanLink(selection2)),
        .link("bestFriend", PlanLink(selection2, nullable: false)),
        .link("friends", PlanLink(selection2, plural: true)),
        .link("stats", PlanLink(selection3)),
        .scalar("id", ScalarShape(.string)),
    ])
    static let selection2 = PlanSelection(type: RowTypes.Row, key: ["id"], fields: [
        .scalar("name", ScalarShape(.string, nullable: false)),
        .scalar("id", ScalarShape(.string)),
    ])
    static let selection3 = PlanSelection(type: RowTypes.Stats, fields: [.scalar("hp", ScalarShape(.int))])
    static let operation = PlanOperation(name: "Rows", kind: .query, document: .text(""), selection: selection0)
    @MainActor static func resolution(_ store: Store) -> Resolution { Resolution(operation, store: store) }
}

enum PetKind: GeneratedEnum {
    case DOG, CAT
    case unknown(String)

    init(rawText: String) {
        switch rawText {
        case "DOG": self = .DOG
        case "CAT": self = .CAT
        default: self = .unknown(rawText)
        }
    }

    var rawText: String {
        switch self {
        case .DOG: "DOG"
        case .CAT: "CAT"
        case .unknown(let text): text
        }
    }
}

struct RowLens: Lens {
    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }

    @MainActor var name: String { anchor.scalarNonNull(RowSlots.name) }
    @MainActor var status: String? { anchor.scalar(RowSlots.status) }
    @MainActor var kind: PetKind { anchor.scalarNonNull(RowSlots.kind) }
    @MainActor var tags: [String]? { anchor.listOfNonNull(RowSlots.tags) }
    @MainActor var friend: RowLens? { anchor.link(RowSlots.friend) }
    @MainActor var bestFriend: RowLens { anchor.linkNonNull(RowSlots.bestFriend, type: RowTypes.Row) }
    @MainActor var friends: List<RowLens>? { anchor.links(RowSlots.friends) }
}

struct RowsData: Lens {
    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }

    @MainActor var rows: List<RowLens>? { anchor.links(RowSlots.rows) }
    @MainActor var other: RowLens? { anchor.link(RowSlots.other) }
}
