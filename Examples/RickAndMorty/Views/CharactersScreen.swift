import Baton

/// A page of characters: one query that spreads the rows' fragment. The screen's body reads
/// the phase, the page's facts and the list; each row's body reads its own fields, so a
/// changed name re-runs that row and nothing else.
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

    /// The live side of `query` in the environment the screen runs in.
    let handle: OperationHandle<CharactersScreenQuery>

    /// The screen for `query`, resolved and retained by the caller's environment.
    init(query: CharactersScreenQuery, handle: OperationHandle<CharactersScreenQuery>) {
        self.handle = handle  // first: a wrapped property's assignment needs the others set
        self.query = query
    }

    var identity: String { "CharactersScreen page \(query.page ?? 1)" }

    func body() -> [Line] {
        switch handle.phase {
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
