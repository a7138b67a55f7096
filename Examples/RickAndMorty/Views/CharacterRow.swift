import Baton

/// One line of the characters list. Its fragment names exactly the fields the line prints;
/// the compiler generates `CharacterRow_character`, whose accessors are those fields only.
struct CharacterRow: TerminalView {
    @Fragment("""
        fragment CharacterRow_character on Character {
          id
          name
          status
          species
        }
        """)
    var character: CharacterRow_character

    var identity: String { "CharacterRow \(character.id ?? "?")" }

    func body() -> [Line] {
        [.text(Columns.row(id: character.id, name: character.name, status: character.status,
                           species: character.species))]
    }
}
