/// A place a character comes from or is at. The API answers `id` and `dimension` as null
/// for an unknown place.
struct FixtureLocation: Equatable {
    let id: Int?
    let name: String
    let dimension: String?
}

/// A character of the generated universe, with every field the query can select.
struct FixtureCharacter: Equatable {
    let id: Int
    let name: String
    let status: String
    let species: String
    let type: String
    let gender: String
    let created: String
    let origin: FixtureLocation
    let location: FixtureLocation
    /// Episode ids, ascending.
    var episodes: [Int]

    /// The avatar URL, as the recorded API spells it.
    var image: String { image(.none) }

    /// The avatar URL of this character in a shifted block.
    func image(_ shift: IDShift) -> String {
        "https://rickandmortyapi.com/api/character/avatar/\(id + shift.characters).jpeg"
    }
}

/// An episode and its cast (character ids, ascending, as the API lists them).
struct FixtureEpisode: Equatable {
    let id: Int
    let name: String
    let airDate: String
    let code: String
    var cast: [Int]
}
