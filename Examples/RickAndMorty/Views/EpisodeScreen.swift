import Baton

/// One episode's cast, ten at a time: the query spreads a refetchable fragment whose cast is
/// a connection, and `more` loads the next page into it. Each row is the characters list's
/// own `CharacterRow`, so a renamed character changes in both lists at once. The body reads
/// `query.phase`, which resolves in the environment the renderer binds and holds the episode
/// while the screen lives.
struct EpisodeScreen: TerminalView {
    @Query("""
        query EpisodeScreenQuery($id: ID!) {
          episode(id: $id) {
            ...EpisodeCast_episode
          }
        }
        """)
    var query: EpisodeScreenQuery

    var identity: String { "EpisodeScreen \(query.id)" }

    /// The cast's lens, once the episode has loaded.
    var cast: EpisodeCast_episode.Cast? { query.phase.data?.episode?.episodeCast.cast }

    func body() -> [Line] {
        switch query.phase {
        case .loading: [.text("Loading episode \(query.id)…")]
        case .failed(let error): [.text("Could not load episode \(query.id): \(error)")]
        case .ready(let data):
            data.episode.map { [.child(EpisodeCast(episode: $0.episodeCast))] } ?? [.text("No episode \(query.id).")]
        }
    }
}

/// The cast list: the merged pages' nodes, how many of all, and whether there are more.
struct EpisodeCast: TerminalView {
    @Fragment("""
        fragment EpisodeCast_episode on Episode
          @refetchable(queryName: "EpisodeCastPaginationQuery")
          @argumentDefinitions(
            count: { type: "Int", defaultValue: 10 }
            cursor: { type: "String" }
          ) {
          id
          name
          episode
          cast(first: $count, after: $cursor) @connection(key: "EpisodeCast_cast") {
            totalCount
            edges {
              node {
                ...CharacterRow_character
              }
            }
          }
        }
        """)
    var episode: EpisodeCast_episode

    var identity: String { "EpisodeCast \(episode.id ?? "?")" }

    func body() -> [Line] {
        let cast = episode.cast
        let rows = Array(cast.nodes)
        let title = "\(episode.episode ?? "?") \(episode.name ?? "") · cast: \(rows.count) of \(cast.totalCount)"
        let footer = cast.isLoadingNext ? "loading more…" : cast.hasNext ? "(more: type 'more')" : "(the whole cast)"
        return [.text(title), .text(Columns.header)]
            + rows.map { .child(CharacterRow(character: $0.characterRow)) } + [.text(footer)]
    }
}
