/// The interactive screen: the list, and the open character below it.
struct Shell: TerminalView {
    let list: CharactersScreen
    let detail: CharacterScreen?

    var identity: String { "Shell(page \(list.query.page ?? 1)" + (detail.map { ", character \($0.query.id))" } ?? ")") }

    func body() -> [Line] {
        [.child(list)] + (detail.map { [.text(""), .child($0)] } ?? [])
    }
}
