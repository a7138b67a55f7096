import Baton
import BatonTesting

/// `--offline`: a transport that never answers and counts what is sent, so page 1 renders
/// only if the image holds it; it must be there in the first frame, with no request made.
@MainActor
struct Offline {
    let transport: SilentTransport
    let store: Store
    let print: (String) -> Void

    /// Renders page 1 from the image at `image` and says where it came from; 0 when the
    /// first frame had it and nothing was sent.
    func run(image: String) async -> Int32 {
        let environment = Environment(transport: transport, store: store)
        let screen = CharactersScreen(query: CharactersScreenQuery(page: 1))
        // The first frame: the screen's first read resolves its query, with no wait for anything.
        let firstFrame = environment.withCurrent { screen.query.phase.data != nil }
        Renderer(environment: environment).render(screen).forEach(print)
        // A fetch would have been started by now (the check decides at once): count them.
        await Task.yield()
        let requests = transport.requestCount
        print("")
        if firstFrame && requests == 0 {
            print("offline: page 1 came from the image at \(image) in the first frame; requests sent: 0")
        } else if firstFrame {
            print("offline: page 1 came from the image at \(image), but \(requests) request(s) went out (stale data)")
        } else {
            print("offline: page 1 is not in the image at \(image); run once with --image \(image) first "
                + "(requests sent: \(requests))")
        }
        await environment.end()
        return firstFrame && requests == 0 ? 0 : 1
    }
}
