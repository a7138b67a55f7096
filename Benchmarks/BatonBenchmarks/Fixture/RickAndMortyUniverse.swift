/// The whole generated world behind the fixture page: 826 characters, 51 episodes with
/// their casts, and the places characters come from. Every value comes from one seeded
/// generator, drawn in a fixed order, so the page is the same bytes on every run.
struct RickAndMortyUniverse {
    static let characterCount = 826
    static let episodeCount = 51
    /// Episodes per season, as aired (11 + 10 + 10 + 10 + 10 = 51).
    static let seasons = [11, 10, 10, 10, 10]
    /// Extra appearances spread over the casts beyond each character's first, tuned so the
    /// page lands near the recorded one's 686 KB.
    static let extraAppearances = 150

    private(set) var characters: [FixtureCharacter] = []
    private(set) var episodes: [FixtureEpisode] = []
    private var random: SeededGenerator
    private var places: [FixtureLocation] = []

    /// The universe for a seed; the benchmarks use ``standard``.
    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        places = makePlaces()
        for id in 1...Self.episodeCount { episodes.append(makeEpisode(id: id)) }
        for id in 1...Self.characterCount { characters.append(makeCharacter(id: id)) }
        castEpisodes()
    }

    /// The one every benchmark and test uses.
    static let standardSeed: UInt64 = 0xBA70_0001

    private mutating func makePlaces() -> [FixtureLocation] {
        var result = [FixtureLocation(id: nil, name: "unknown", dimension: nil)]
        for (index, place) in FixtureVocabulary.places.enumerated() {
            let suffix = random.chance(40) ? " (\(random.pick(["C-137", "C-500A", "5-126", "J19ζ7"])))" : ""
            result.append(FixtureLocation(id: index + 1, name: place + suffix,
                                          dimension: random.chance(85) ? random.pick(FixtureVocabulary.dimensions) : nil))
        }
        return result
    }

    private mutating func makeEpisode(id: Int) -> FixtureEpisode {
        var season = 0, number = id
        while number > Self.seasons[season] { number -= Self.seasons[season]; season += 1 }
        let words = (0..<(1 + random.below(3))).map { _ in random.pick(FixtureVocabulary.titleWords) }
        let week = id - 1
        let month = FixtureVocabulary.months[(11 + week / 4) % 12]
        let year = 2013 + (11 + week / 4) / 12 + season
        let date = "\(month) \(1 + (week % 4) * 7), \(year)"
        let code = "S" + String(season + 1).leftPadded(to: 2) + "E" + String(number).leftPadded(to: 2)
        return FixtureEpisode(id: id, name: words.joined(separator: " "), airDate: date, code: code, cast: [])
    }

    private mutating func makeCharacter(id: Int) -> FixtureCharacter {
        let name = id <= 20 ? FixtureVocabulary.firstPageNames[id - 1] : makeName()
        let status = random.pick(["Alive", "Alive", "Alive", "Dead", "Dead", "unknown"])
        let species = random.pick(FixtureVocabulary.species)
        let type = random.chance(30) ? random.pick(FixtureVocabulary.types) : ""
        let gender = random.pick(["Male", "Male", "Male", "Female", "Female", "Genderless", "unknown"])
        let created = makeTimestamp(index: id)
        return FixtureCharacter(id: id, name: name, status: status, species: species, type: type,
                                gender: gender, created: created, origin: random.pick(places),
                                location: random.pick(places), episodes: [])
    }

    private mutating func makeName() -> String {
        switch random.below(3) {
        case 0: "\(random.pick(FixtureVocabulary.descriptors)) \(random.pick(FixtureVocabulary.givenNames))"
        case 1: "\(random.pick(FixtureVocabulary.givenNames)) \(random.pick(FixtureVocabulary.familyNames))"
        default: random.pick(FixtureVocabulary.givenNames)
        }
    }

    /// ISO 8601 with milliseconds, a few minutes apart and always increasing.
    private mutating func makeTimestamp(index: Int) -> String {
        let seconds = index * 97 + random.below(60)
        let day = 4 + seconds / 86_400
        let hour = 12 + (seconds / 3600) % 12
        let minute = (seconds / 60) % 60
        let second = seconds % 60
        let millis = random.below(1000)
        return "2017-11-\(String(day).leftPadded(to: 2))T\(String(hour).leftPadded(to: 2)):"
            + "\(String(minute).leftPadded(to: 2)):\(String(second).leftPadded(to: 2))."
            + "\(String(millis).leftPadded(to: 3))Z"
    }

    /// Puts characters into episodes: the family's five in most, the rest of the first page
    /// in a few, every other character in at least one, plus some cameos.
    private mutating func castEpisodes() {
        let regulars = [1: 51, 2: 51, 3: 42, 4: 42, 5: 39]
        for id in 1...20 {
            let wanted = regulars[id] ?? 1 + random.below(4)
            var chosen = Set<Int>()
            while chosen.count < wanted { chosen.insert(1 + random.below(Self.episodeCount)) }
            for episode in chosen { appear(id, in: episode) }
        }
        for id in 21...Self.characterCount { appear(id, in: 1 + random.below(Self.episodeCount)) }
        for _ in 0..<Self.extraAppearances {
            appear(21 + random.below(Self.characterCount - 20), in: 1 + random.below(Self.episodeCount))
        }
    }

    private mutating func appear(_ character: Int, in episode: Int) {
        guard !characters[character - 1].episodes.contains(episode) else { return }
        characters[character - 1].episodes.append(episode)
        characters[character - 1].episodes.sort()
        episodes[episode - 1].cast.append(character)
        episodes[episode - 1].cast.sort()
    }
}
