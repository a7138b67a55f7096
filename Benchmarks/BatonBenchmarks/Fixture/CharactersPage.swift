/// The fixture: the first `characters(page:)` page of the Rick and Morty API, as the
/// ``CharactersPage/query`` selects it, generated from ``RickAndMortyUniverse``.
enum CharactersPage {
    /// Characters per page, as the API pages them.
    static let pageSize = 20

    /// The page's bytes for the standard seed (generated once per process).
    @MainActor static let standard: [UInt8] = bytes(of: RickAndMortyUniverse(seed: RickAndMortyUniverse.standardSeed))

    /// The standard page with every cast entry under an id of its own, so no object in it names
    /// a record another object names: the same shape and fields, ~3 % more bytes (longer ids).
    /// What an ingest costs when every object is read in full, as in a response without
    /// repeated entities (the standard page repeats each cast member in every episode).
    @MainActor static let distinctCast: [UInt8] = bytes(
        ofPages: [(RickAndMortyUniverse(seed: RickAndMortyUniverse.standardSeed), .none)], distinctCast: true)

    /// `{"data":{"characters":{"info":{…},"results":[…]}}}` for page 1 of a universe.
    static func bytes(of universe: RickAndMortyUniverse) -> [UInt8] {
        bytes(ofPages: [(universe, .none)])
    }

    /// One response whose `results` hold the first page of each block, in order, each
    /// block's ids moved by its shift (see ``ScaledPage``): `n` blocks are `n` times the data.
    /// With `distinctCast`, the k-th cast entry of the response (from 1) takes its character's
    /// id plus k times the universe's character count: an id no other object has.
    static func bytes(ofPages blocks: [(RickAndMortyUniverse, IDShift)], distinctCast: Bool = false) -> [UInt8] {
        var json = JSONWriter(capacity: 800_000 * blocks.count)
        json.beginObject()
        json.key("data"); json.beginObject()
        json.key("characters"); json.beginObject()
        json.key("info"); writeInfo(&json, total: blocks.reduce(0) { $0 + $1.0.characters.count })
        json.key("results"); json.beginArray()
        var mentions: Int? = distinctCast ? 0 : nil
        for (universe, shift) in blocks {
            for character in universe.characters.prefix(pageSize) {
                writeResult(character, universe: universe, shift: shift, mentions: &mentions, to: &json)
            }
        }
        json.endArray()
        json.endObject()
        json.endObject()
        json.endObject()
        return json.bytes
    }

    private static func writeInfo(_ json: inout JSONWriter, total: Int) {
        json.beginObject()
        json.field("count", total)
        json.field("pages", (total + pageSize - 1) / pageSize)
        json.field("next", 2)
        json.field("prev", nil as Int?)
        json.endObject()
    }

    /// `mentions` counts cast entries when each takes an id of its own (nil: ids as generated).
    private static func writeResult(_ character: FixtureCharacter, universe: RickAndMortyUniverse,
                                    shift: IDShift, mentions: inout Int?, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", String(character.id + shift.characters))
        json.field("name", character.name)
        json.field("status", character.status)
        json.field("species", character.species)
        json.field("type", character.type)
        json.field("gender", character.gender)
        json.field("image", character.image(shift))
        json.field("created", character.created)
        json.key("origin"); writeLocation(character.origin, shift: shift, to: &json)
        json.key("location"); writeLocation(character.location, shift: shift, to: &json)
        json.key("episode"); json.beginArray()
        for id in character.episodes {
            writeEpisode(universe.episodes[id - 1], universe: universe, shift: shift, mentions: &mentions, to: &json)
        }
        json.endArray()
        json.endObject()
    }

    private static func writeLocation(_ location: FixtureLocation, shift: IDShift, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", location.id.map { String($0 + shift.places) })
        json.field("name", location.name)
        json.field("dimension", location.dimension)
        json.endObject()
    }

    private static func writeEpisode(_ episode: FixtureEpisode, universe: RickAndMortyUniverse,
                                     shift: IDShift, mentions: inout Int?, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", String(episode.id + shift.episodes))
        json.field("name", episode.name)
        json.field("air_date", episode.airDate)
        json.field("episode", episode.code)
        json.key("characters"); json.beginArray()
        for id in episode.cast {
            let member = universe.characters[id - 1]
            var own = 0
            if let seen = mentions {
                mentions = seen + 1
                own = (seen + 1) * RickAndMortyUniverse.characterCount
            }
            json.beginObject()
            json.field("id", String(member.id + shift.characters + own))
            json.field("name", member.name)
            json.field("status", member.status)
            json.field("species", member.species)
            json.field("image", member.image(shift))
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}

/// How far a block of a scaled universe moves its ids, so no two blocks share a record.
struct IDShift: Equatable {
    let characters: Int
    let episodes: Int
    let places: Int

    /// The first block: ids as generated.
    static let none = IDShift(characters: 0, episodes: 0, places: 0)

    /// Block `k` (from 0) of a universe of blocks, each as large as one generated universe.
    static func block(_ k: Int) -> IDShift {
        IDShift(characters: k * RickAndMortyUniverse.characterCount,
                episodes: k * RickAndMortyUniverse.episodeCount,
                places: k * (FixtureVocabulary.places.count + 1))
    }
}
