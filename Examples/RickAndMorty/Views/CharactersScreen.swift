import Baton

/// A page of characters: one query that spreads the rows' fragment. The parent passes the query
/// value; the body reads `query.phase`, which resolves it in the environment the renderer binds
/// and holds it while the screen lives. The body reads the phase, the page's facts and the list;
/// each row's body reads its own fields, so a changed name re-runs that row and nothing else.
struct CharactersScreen: TerminalView {
    @Query("""
        query CharactersScreenQuery($page: Int) {
          characters(page: $page) {
            info {
              count
              pages
              next
              prev
            }
            results {
              ...CharacterRow_character
            }
          }
        }
        """)
    var query: CharactersScreenQuery

    var identity: String { "CharactersScreen page \(query.page ?? 1)" }

    func body() -> [Line] {
        switch query.phase {
        case .loading:
            return [.text("Loading page \(query.page ?? 1)…")]
        case .failed(let error):
            return [.text("Could not load page \(query.page ?? 1): \(error)")]
        case .ready(let data):
            let info = data.characters?.info
            let title = "Rick and Morty · page \(query.page ?? 1) of \(info?.pages ?? 0) · \(info?.count ?? 0) characters"
            let rows = (data.characters?.results).map { Array($0) } ?? []
            return [.text(title), .text(Columns.header)]
                + rows.map { .child(CharacterRow(character: $0.characterRow)) }
        }
    }
}
