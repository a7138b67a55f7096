import Baton

/// One row of a character list: its data is the fragment below, read through the lens that
/// BatonPlugin generates at build time (`CharacterRow_character`).
public struct CharacterRow {
    @Fragment("fragment CharacterRow_character on Character { name }")
    var character: CharacterRow_character

    /// Makes a row over the lens its parent passes.
    public init(character: CharacterRow_character) {
        self.character = character
    }

    /// The row's title: the generated `name` accessor.
    public var title: String { character.name }
}
