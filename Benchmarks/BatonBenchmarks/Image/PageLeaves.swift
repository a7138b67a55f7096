@_spi(Generated) import Baton

/// Every leaf of the fixture's page read once through lenses, as a screen showing the whole
/// page would: what a relaunch's first frame costs when it is drawn, not only ready. Written
/// as the emitter writes lenses (slot constants made once, one read per field).
@MainActor
enum PageLeaves {
    /// A lens over any record of the page; its reads name their slots.
    struct Row: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }

    private typealias Plan = CharactersPagePlan

    private static let characters = DynamicKey("characters", [DynamicArgument("page", [.variable("page")])])
    private static let info = SlotID(Plan.characters, "info")
    private static let results = SlotID(Plan.characters, "results")
    private static let counts = ["count", "pages", "next", "prev"].map { SlotID(Plan.info, $0) }
    private static let resultStrings = ["id", "name", "status", "species", "type", "gender", "image", "created"]
        .map { SlotID(Plan.character, $0) }
    private static let origin = SlotID(Plan.character, "origin")
    private static let location = SlotID(Plan.character, "location")
    private static let episodes = SlotID(Plan.character, "episode")
    private static let placeStrings = ["id", "name", "dimension"].map { SlotID(Plan.location, $0) }
    private static let episodeStrings = ["id", "name", "air_date", "episode"].map { SlotID(Plan.episode, $0) }
    private static let cast = SlotID(Plan.episode, "characters")
    private static let castStrings = ["id", "name", "status", "species", "image"].map { SlotID(Plan.character, $0) }

    /// Reads every leaf of the page under `root` (the query root's anchor); answers how many
    /// leaves held a value.
    static func read(_ root: Anchor) -> Int {
        guard let page = root.link(root.slot(.query, characters), as: Row.self)?.anchor else { return 0 }
        var held = 0
        if let info = page.link(info, as: Row.self)?.anchor {
            for slot in counts where info.scalar(slot, as: Int.self) != nil { held += 1 }
        }
        for row in page.links(results, as: Row.self) ?? .empty {
            let character = row.anchor
            held += strings(character, resultStrings)
            for place in [origin, location] {
                if let place = character.link(place, as: Row.self) { held += strings(place.anchor, placeStrings) }
            }
            for episode in character.linksNonNull(episodes, as: Row.self) {
                held += strings(episode.anchor, episodeStrings)
                for member in episode.anchor.linksNonNull(cast, as: Row.self) {
                    held += strings(member.anchor, castStrings)
                }
            }
        }
        return held
    }

    private static func strings(_ anchor: Anchor, _ slots: [SlotID]) -> Int {
        var held = 0
        for slot in slots where anchor.scalar(slot, as: String.self) != nil { held += 1 }
        return held
    }
}
