import Baton

/// One character in full: its own query and a fragment wider than the row's, over the same
/// record, so an edit of the name re-runs the row and this view.
struct CharacterScreen: TerminalView {
    @Query("""
        query CharacterDetailQuery($id: ID!) {
          character(id: $id) {
            ...CharacterDetail_character
          }
        }
        """)
    var query: CharacterDetailQuery

    var identity: String { "CharacterScreen \(query.id)" }

    func body() -> [Line] {
        switch query.phase {
        case .loading: [.text("Loading character \(query.id)…")]
        case .failed(let error): [.text("Could not load character \(query.id): \(error)")]
        case .ready(let data):
            data.character.map { [.child(CharacterDetail(character: $0.characterDetail))] }
                ?? [.text("No character \(query.id).")]
        }
    }
}

/// A character's card.
struct CharacterDetail: TerminalView {
    @Fragment("""
        fragment CharacterDetail_character on Character {
          id
          name
          status
          species
          gender
          origin {
            name
          }
          location {
            name
          }
          episode {
            episode
            name
          }
        }
        """)
    var character: CharacterDetail_character

    var identity: String { "CharacterDetail \(character.id ?? "?")" }

    func body() -> [Line] {
        let episodes = Array(character.episode)
        let first = episodes.prefix(3).map { $0.episode ?? "?" }
        return [
            .text("── \(character.name ?? "(no name)") (#\(character.id ?? "?"))"),
            .text("   \(character.status ?? "?") · \(character.species ?? "?") · \(character.gender ?? "?")"),
            .text("   from \(character.origin?.name ?? "unknown"), now at \(character.location?.name ?? "unknown")"),
            .text("   in \(episodes.count) episode\(episodes.count == 1 ? "" : "s")"
                + (first.isEmpty ? "" : ": " + first.joined(separator: ", ")) + (episodes.count > 3 ? ", …" : "")),
            .text("   first seen in \"\(episodes.first?.name ?? "?")\""),
        ]
    }
}
