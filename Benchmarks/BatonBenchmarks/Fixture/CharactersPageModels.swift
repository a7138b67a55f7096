/// Codable structs of the page's shape: what an app decoding with `JSONDecoder` would
/// write, for the baseline.
struct CharactersPageResponse: Decodable {
    struct DataField: Decodable { let characters: Characters }
    struct Characters: Decodable {
        let info: Info
        let results: [Character]
    }
    struct Info: Decodable {
        let count: Int
        let pages: Int
        let next: Int?
        let prev: Int?
    }
    struct Character: Decodable {
        let id: String
        let name: String
        let status: String
        let species: String
        let type: String
        let gender: String
        let image: String
        let created: String
        let origin: Place
        let location: Place
        let episode: [Episode]
    }
    struct Place: Decodable {
        let id: String?
        let name: String
        let dimension: String?
    }
    struct Episode: Decodable {
        let id: String
        let name: String
        let air_date: String
        let episode: String
        let characters: [CastMember]
    }
    struct CastMember: Decodable {
        let id: String
        let name: String
        let status: String
        let species: String
        let image: String
    }

    let data: DataField
}
