import Baton

/// The default run: the first page from the store, then one name changed in the store
/// (one body re-runs), then the identical payload again (none re-runs).
@MainActor
struct Demo {
    let screens: Screens
    let print: (String) -> Void

    func run() async throws {
        let screen = await screens.characters(page: 1)
        let renderer = Renderer(environment: screens.environment)
        renderer.render(screen).forEach(print)
        report(renderer, verb: "ran")
        guard case .ready(let data) = screen.query.phase,
              let row = data.characters?.results?.first?.characterRow, let id = row.id else {
            throw NotLoaded()
        }
        let name = (row.name ?? "") + " (renamed)"
        print("")
        print("commit: character \(id)'s name is now \"\(name)\"")
        try screens.edit(id: id, field: "name", value: name)
        rerender(renderer, screen)
        print("")
        print("commit: the identical payload again")
        try screens.edit(id: id, field: "name", value: name)
        rerender(renderer, screen)
    }

    /// The first page failed (its reason is on the screen), so there is no row to edit.
    struct NotLoaded: Error, CustomStringConvertible {
        var description: String { "the first page did not load, so there is nothing to edit" }
    }

    /// Prints the lines of the bodies that re-ran, then the count.
    private func rerender(_ renderer: Renderer, _ screen: CharactersScreen) {
        _ = renderer.render(screen)
        for identity in renderer.lastPass.ran {
            renderer.text(of: identity).forEach { print("  re-rendered \(identity): \($0)") }
        }
        report(renderer, verb: "re-ran")
    }

    private func report(_ renderer: Renderer, verb: String) {
        print("bodies \(verb): \(renderer.lastPass.ran.count) of \(renderer.lastPass.observed)")
    }
}
