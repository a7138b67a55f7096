@testable import RickAndMorty

/// The example's data read back through its generated lenses, in the response's shape: the
/// lens side of the oracle. Each accessor is read once, so a field the lens does not declare
/// cannot appear here.
@MainActor
enum Mirrors {
    static func screen(_ data: CharactersScreenQuery.Data) -> ResponseTree {
        guard let characters = data.characters else { return .object(["characters": .null]) }
        var page: [String: ResponseTree] = [:]
        page["info"] = characters.info.map { info in
            .object(["count": .of(info.count), "pages": .of(info.pages), "next": .of(info.next), "prev": .of(info.prev)])
        } ?? .null
        page["results"] = characters.results.map { .list($0.map { row($0.characterRow) }) } ?? .null
        return .object(["characters": .object(page)])
    }

    static func row(_ row: CharacterRow_character) -> ResponseTree {
        .object(["id": .of(row.id), "name": .of(row.name), "status": .of(row.status), "species": .of(row.species)])
    }

    static func detail(_ data: CharacterDetailQuery.Data) -> ResponseTree {
        guard let character = data.character?.characterDetail else { return .object(["character": .null]) }
        let episodes = character.episode.map { episode in
            ResponseTree.object(["episode": .of(episode.episode), "name": .of(episode.name)])
        }
        return .object(["character": .object([
            "id": .of(character.id), "name": .of(character.name), "status": .of(character.status),
            "species": .of(character.species), "gender": .of(character.gender),
            "origin": character.origin.map { .object(["name": .of($0.name)]) } ?? .null,
            "location": character.location.map { .object(["name": .of($0.name)]) } ?? .null,
            "episode": .list(episodes),
        ])])
    }
}
