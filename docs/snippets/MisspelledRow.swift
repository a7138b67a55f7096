// A row whose fragment names a field the schema does not have (`specis`): the
// `batonc` contract page runs `batonc validate` over this file to show a diagnostic.

struct MisspelledRow {
    @Fragment("""
        fragment MisspelledRow_character on Character {
          name
          specis
        }
        """)
    var character: MisspelledRow_character
}
