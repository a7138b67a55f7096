/// The interactive screen: the list, the open character below it, then an episode's cast.
struct Shell: TerminalView {
    let list: CharactersScreen
    let detail: CharacterScreen?
    var episode: EpisodeScreen?

    var identity: String {
        "Shell(page \(list.query.page ?? 1)" + (detail.map { ", character \($0.query.id)" } ?? "")
            + (episode.map { ", episode \($0.query.id)" } ?? "") + ")"
    }

    func body() -> [Line] {
        [.child(list)] + (detail.map { [.text(""), .child($0)] } ?? []) + (episode.map { [.text(""), .child($0)] } ?? [])
    }
}
