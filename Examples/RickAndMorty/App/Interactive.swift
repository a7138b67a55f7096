import Baton
import Foundation

/// The `--interactive` loop: one command per line; after each, the screen is rendered again
/// and the bodies Observation re-ran are named. Against a server, live status changes are
/// shown the same way as they are committed, between commands.
@MainActor
final class Interactive {
    private let screens: Screens
    private let write: (String) -> Void
    private let readLine: @Sendable () -> String?
    private let live: LiveStatus?
    private let renderer: Renderer
    private var page = 1
    private var list: CharactersScreen?
    private var detail: CharacterScreen?
    private var episode: EpisodeScreen?
    private let inputs = AsyncStream<Input>.makeStream()

    /// A typed line (nil at the end of input), or a live change committed.
    private enum Input {
        case line(String?)
        case live(String)
    }

    static let help = """
        commands:
          n / p                     next / previous page
          o <id>                    open a character
          c                         close the character
          e <id> <field> <value>    write name, status, species or gender into the store
          r                         refetch the page (unchanged data re-runs no body)
          cast <episode>            show an episode's cast, ten at a time
          more                      load the next ten of the cast
          rename <id> <name>        rename a character on the server: shown at once, then
                                    confirmed, or reverted if the server refuses (an empty name)
          l                         pause or resume the live status changes (with --endpoint)
          h                         this help
          q                         quit
        """

    /// A loop over `screens`; `write` prints text as is, `readLine` gives the next command
    /// (it is read off the main actor, so live changes show while it waits); `live`, when
    /// given, follows the page's characters.
    init(screens: Screens, live: LiveStatus? = nil, write: @escaping (String) -> Void,
         readLine: @escaping @Sendable () -> String?) {
        self.screens = screens
        renderer = Renderer(environment: screens.environment)
        self.live = live
        self.write = write
        self.readLine = readLine
    }

    private func print(_ line: String) { write(line + "\n") }

    func run() async {
        print(Self.help)
        list = await screens.characters(page: page)
        show()
        followLive()
        readLines()
        write("> ")
        for await input in inputs.stream {
            switch input {
            case .live(let change):
                print("")
                print("live: " + change)
                show()
            case .line(nil):
                live?.stop()
                return
            case .line(let line?):
                let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                guard let command = words.first else { break }
                if command == "q" {
                    live?.stop()
                    return
                }
                do {
                    if try await perform(command, Array(words.dropFirst())) { show() }
                } catch {
                    print("error: \(error)")
                }
            }
            write("> ")
        }
    }

    /// Reads the commands on a thread of their own: a waiting `readLine` holds no actor.
    private func readLines() {
        let (readLine, continuation) = (self.readLine, inputs.continuation)
        Thread {
            while let line = readLine() { continuation.yield(.line(line)) }
            continuation.yield(.line(nil))
        }.start()
    }

    /// The live changes of the characters on the page shown.
    private func followLive() {
        guard let live, let rows = list?.query.phase.data?.characters?.results else { return }
        let continuation = inputs.continuation
        live.follow(ids: rows.compactMap { $0.characterRow.id }) { continuation.yield(.live($0)) }
    }

    /// Runs one command; returns whether the screen should be shown again.
    private func perform(_ command: String, _ arguments: [String]) async throws -> Bool {
        switch (command, arguments.count) {
        case ("n", 0), ("p", 0):
            page = max(1, page + (command == "n" ? 1 : -1))
            list = await screens.characters(page: page)
            followLive()
        case ("o", 1):
            detail = await screens.character(id: arguments[0])
        case ("c", 0):
            detail = nil
        case ("e", 3...) where Self.editable.contains(arguments[1]):
            try screens.edit(id: arguments[0], field: arguments[1], value: arguments[2...].joined(separator: " "))
        case ("r", 0):
            try await list?.query.refetch()
        case ("cast", 1):
            episode = await screens.episode(id: arguments[0])
        case ("more", 0):
            guard let cast = episode?.cast else {
                print("no cast is open: cast <episode>")
                return false
            }
            try await cast.loadNext(10)
        case ("rename", 1...):
            try await rename(arguments[0], arguments.dropFirst().joined(separator: " "))
        case ("l", 0) where live != nil:
            screens.environment.isActive.toggle()
            print("live status changes " + (screens.environment.isActive ? "resumed" : "paused")
                  + " (\(live?.state ?? "off"))")
            return false
        case ("h", 0):
            print(Self.help)
            return false
        default:
            print("unknown command; h lists them")
            return false
        }
        return true
    }

    /// The fields `e` may write: the detail query selects them, so its plan can take them.
    static let editable: Set<String> = ["name", "status", "species", "gender"]

    /// Renames optimistically: the screen is shown with the new name before the server
    /// answers, then again once it confirmed or refused (the old name back).
    private func rename(_ id: String, _ name: String) async throws {
        let saving = await screens.rename(id: id, name: name)
        show()
        print("renaming \(id) to \"\(name)\": shown at once; waiting for the server…")
        do {
            try await saving.value
            print("the server confirmed the rename")
        } catch let failure as Failure {
            print("the rename failed (\(Self.reason(failure))); the old name is back")
        }
    }

    /// A failure in words: the server's messages for a refusal.
    static func reason(_ failure: Failure) -> String {
        if case .request(let errors) = failure { return errors.errors.map(\.message).joined(separator: "; ") }
        return "\(failure.error)"
    }

    private func show() {
        guard let list else { return }
        renderer.render(Shell(list: list, detail: detail, episode: episode)).forEach { print($0) }
        let pass = renderer.lastPass
        print("bodies re-ran: \(pass.ran.count) of \(pass.observed)" + Self.names(pass))
    }
}

extension Interactive {
    /// The re-run bodies by name, e.g. ` (CharacterRow 2, CharacterDetail 2)`; nothing when
    /// none or all ran, and the first few when many did.
    static func names(_ pass: Renderer.Pass) -> String {
        guard !pass.ran.isEmpty, pass.ran.count < pass.observed else { return "" }
        let shown = pass.ran.prefix(4).joined(separator: ", ")
        return " (" + shown + (pass.ran.count > 4 ? " and \(pass.ran.count - 4) more" : "") + ")"
    }
}
