import Foundation
import Testing
@testable import BatonBenchmarks

/// The fixture is the yardstick of every runtime figure: it must be the same bytes on every
/// run and have the shape and counts it claims.
@MainActor
@Suite struct FixtureTests {
    /// Pinned: a change to the generator changes every figure, so it must be deliberate
    /// (update these and say so in BENCHMARKS.md).
    static let expectedSHA256 = "09f58dd25b11551367167ce0549796811b6926d59ac8599f2a3008932b526cc7"
    static let expectedBytes = 897_027

    @Test func sameBytesOnEveryGeneration() {
        let again = CharactersPage.bytes(of: RickAndMortyUniverse(seed: RickAndMortyUniverse.standardSeed))
        #expect(again == CharactersPage.standard)
        let other = CharactersPage.bytes(of: RickAndMortyUniverse(seed: RickAndMortyUniverse.standardSeed + 1))
        #expect(other != CharactersPage.standard)
    }

    @Test func pinnedSizeAndDigest() {
        let facts = FixtureFacts.standard
        print("fixture: \(facts.byteCount) bytes, sha256 \(facts.sha256), \(facts.objectCount) objects, \(facts.recordCount) records")
        #expect(facts.byteCount == Self.expectedBytes)
        #expect(facts.sha256 == Self.expectedSHA256)
    }

    @Test func countsMatchAnIndependentWalkOfTheJSON() throws {
        let root = try JSONSerialization.jsonObject(with: Data(CharactersPage.standard))
        let walk = JSONWalk(root)
        let facts = FixtureFacts.standard
        #expect(walk.objects == facts.objectCount)
        #expect(walk.characterIDs.count == facts.characterCount)
        #expect(walk.characterIDs.count == 826)
        #expect(walk.episodeIDs.count == 51)
        #expect(walk.results == 20)
        // Within a few percent of the recorded page's "about 6,500 objects" and 899 records.
        #expect((6_300...6_700).contains(facts.objectCount))
        #expect((880...920).contains(facts.recordCount))
    }

    /// `ingest-distinct`'s page: the same objects, but no cast entry names a character any
    /// other object names, so nothing in it can be read as a repeat.
    @Test func theDistinctPageNamesEveryCastEntryOnce() throws {
        let standard = JSONWalk(try JSONSerialization.jsonObject(with: Data(CharactersPage.standard)))
        let distinct = JSONWalk(try JSONSerialization.jsonObject(with: Data(CharactersPage.distinctCast)))
        #expect(distinct.objects == standard.objects)
        #expect(distinct.results == 20)
        #expect(distinct.episodeIDs == standard.episodeIDs)
        #expect(distinct.castEntries == standard.castEntries)
        #expect(standard.characterIDs.count < 20 + standard.castEntries)
        #expect(distinct.characterIDs.count == 20 + distinct.castEntries)
    }

    @Test func everyCopyOfAnEpisodeIsTheSame() throws {
        let root = try JSONSerialization.jsonObject(with: Data(CharactersPage.standard))
        let walk = JSONWalk(root)
        #expect(walk.inconsistentEpisodes.isEmpty)
        #expect(walk.inconsistentCharacters.isEmpty)
    }

    @Test func decodesIntoTheCodableShapeOfTheQuery() throws {
        let page = try JSONDecoder().decode(CharactersPageResponse.self, from: Data(CharactersPage.standard))
        let characters = page.data.characters
        #expect(characters.results.map(\.id) == (1...20).map(String.init))
        #expect(characters.results[0].name == "Rick Sanchez")
        #expect(characters.results[0].episode.count == 51)
        #expect(characters.info.count == 826)
        #expect(characters.info.prev == nil)
        #expect(characters.results.contains { $0.origin.id == nil && $0.origin.dimension == nil })
    }

    @Test func theQuerySelectsTheKeysInThePagesOrder() {
        let text = String(decoding: CharactersPage.standard, as: UTF8.self)
        let firstResult = text.range(of: "\"results\":[{")!.upperBound
        let keys = ["\"id\"", "\"name\"", "\"status\"", "\"species\"", "\"type\"", "\"gender\"",
                    "\"image\"", "\"created\"", "\"origin\"", "\"location\"", "\"episode\""]
        var cursor = firstResult
        for key in keys {
            let found = text.range(of: key, range: cursor..<text.endIndex)
            #expect(found != nil, "\(key) missing")
            if let found { cursor = found.upperBound }
        }
        for field in ["air_date", "dimension", "species", "characters", "prev"] {
            #expect(CharactersPage.query.contains(field))
        }
    }
}

/// Counts the fixture's objects and ids from the parsed tree, independently of the
/// generator's own bookkeeping.
private struct JSONWalk {
    var objects = 0
    var results = 0
    /// Objects in episodes' `characters` lists.
    var castEntries = 0
    var characterIDs = Set<String>()
    var episodeIDs = Set<String>()
    var episodes: [String: NSDictionary] = [:]
    var cast: [String: NSDictionary] = [:]
    var inconsistentEpisodes: [String] = []
    var inconsistentCharacters: [String] = []

    init(_ root: Any) {
        visit(root)
        let data = (root as? [String: Any])?["data"] as? [String: Any]
        let characters = data?["characters"] as? [String: Any]
        for case let result as [String: Any] in characters?["results"] as? [Any] ?? [] {
            results += 1
            characterIDs.insert(result["id"] as? String ?? "")
            for case let episode as [String: Any] in result["episode"] as? [Any] ?? [] {
                Self.record(episode, id: episode["id"] as? String ?? "", in: &episodes, mismatches: &inconsistentEpisodes)
                episodeIDs.insert(episode["id"] as? String ?? "")
                for case let member as [String: Any] in episode["characters"] as? [Any] ?? [] {
                    let id = member["id"] as? String ?? ""
                    castEntries += 1
                    characterIDs.insert(id)
                    Self.record(member, id: id, in: &cast, mismatches: &inconsistentCharacters)
                }
            }
        }
    }

    private mutating func visit(_ value: Any) {
        if let object = value as? [String: Any] {
            objects += 1
            object.values.forEach { visit($0) }
        } else if let array = value as? [Any] {
            array.forEach { visit($0) }
        }
    }

    private static func record(_ object: [String: Any], id: String, in seen: inout [String: NSDictionary],
                        mismatches: inout [String]) {
        let dictionary = object as NSDictionary
        if let earlier = seen[id], !earlier.isEqual(to: object) { mismatches.append(id) }
        seen[id] = dictionary
    }
}
