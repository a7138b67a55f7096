// Written by hand exactly as the Swift emitter would write the shared file's `Types`:
// it proves the plan seam is writable by generated code.
@_spi(Generated) import Baton

enum Types {
    static let Query = TypeID("Query")
    static let Character = TypeID("Character")
    static let Characters = TypeID("Characters")
    static let Info = TypeID("Info")
    static let Location = TypeID("Location")
    static let Episode = TypeID("Episode")
    static let Note = TypeID("Note")
    static let Tokenizer = TypeID("Tokenizer")
    static let Asset = TypeID("Asset")
    static let SearchResult = TypeID("SearchResult")
    static let Named_possible: Set<TypeID> = [Character, Location]
    static let Node_possible: Set<TypeID> = [Character, Episode, Location, Note]
}
