@_spi(Generated) import Baton

/// A row's lens over a `Character` record, written as the emitter writes one (until
/// `batonc` emits it): one accessor per field, each a slot read through the anchor.
struct CharacterRowLens: Lens {
    enum Slots {
        static let id = SlotID(CharactersPagePlan.character, "id")
        static let name = SlotID(CharactersPagePlan.character, "name")
        static let status = SlotID(CharactersPagePlan.character, "status")
        static let species = SlotID(CharactersPagePlan.character, "species")
        static let gender = SlotID(CharactersPagePlan.character, "gender")
        static let created = SlotID(CharactersPagePlan.character, "created")
    }

    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }

    @MainActor var id: String? { anchor.scalar(Slots.id) }
    @MainActor var name: String? { anchor.scalar(Slots.name) }
    @MainActor var status: String? { anchor.scalar(Slots.status) }
    @MainActor var species: String? { anchor.scalar(Slots.species) }
    @MainActor var gender: String? { anchor.scalar(Slots.gender) }
    @MainActor var created: String? { anchor.scalar(Slots.created) }

    /// The lens of character 1 in a store holding the page.
    @MainActor
    static func rick(in store: Store) throws -> CharacterRowLens {
        CharacterRowLens(anchor: Anchor(record: try RuntimeFixture.rick(in: store),
                                        owner: Owner(store: store, variables: ["page": 1], isRooted: true)))
    }
}
