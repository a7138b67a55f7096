@_spi(Generated) import Baton

/// The plan of ``CharactersPage/query``, written by hand the way the emitter will write it
/// (until `batonc` emits it): entities keyed by `id`, `characters(page:)` keyed by its
/// variable, the connection and `info` kept under the root by path.
enum CharactersPagePlan {
    static let character = TypeID("Character")
    static let episode = TypeID("Episode")
    static let location = TypeID("Location")
    static let characters = TypeID("Characters")
    static let info = TypeID("Info")

    private static func string(_ key: String) -> PlanField { .scalar(key, ScalarShape(.string)) }
    private static func int(_ key: String) -> PlanField { .scalar(key, ScalarShape(.int)) }

    static let castMember = PlanSelection(
        type: character, key: ["id"],
        fields: ["id", "name", "status", "species", "image"].map(string))

    static let episodeSelection = PlanSelection(
        type: episode, key: ["id"],
        fields: ["id", "name", "air_date", "episode"].map(string)
            + [.link("characters", PlanLink(castMember, plural: true, nullable: false))])

    static let place = PlanSelection(
        type: location, key: ["id"], fields: ["id", "name", "dimension"].map(string))

    static let result = PlanSelection(
        type: character, key: ["id"],
        fields: ["id", "name", "status", "species", "type", "gender", "image", "created"].map(string)
            + [.link("origin", PlanLink(place)),
               .link("location", PlanLink(place)),
               .link("episode", PlanLink(episodeSelection, plural: true, nullable: false))])

    static let infoSelection = PlanSelection(
        type: info, fields: ["count", "pages", "next", "prev"].map(int))

    static let charactersSelection = PlanSelection(
        type: characters,
        fields: [.link("info", PlanLink(infoSelection)),
                 .link("results", PlanLink(result, plural: true))])

    static let operation = PlanOperation(
        name: "CharactersPage", kind: .query, document: .text(CharactersPage.query),
        selection: PlanSelection(type: .query, fields: [
            .link("characters", PlanLink(charactersSelection),
                  storageKey: .dynamic(DynamicKey("characters", [DynamicArgument("page", [.variable("page")])]))),
        ]))

    /// The plan bound to `page: 1`, as the fixture answers it, for `store` (keys rendered from
    /// variables are numbered per store).
    @MainActor
    static func resolution(_ store: Store) -> Resolution { Resolution(operation, variables: ["page": 1], store: store) }
}
