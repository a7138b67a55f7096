/// One row of a character list: its data is the fragment below.
public struct CharacterRow {
    @Fragment("fragment CharacterRow_character on Character { name }")
    public var character: String = ""

    /// Makes a row.
    public init() {}
}
