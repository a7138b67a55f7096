import Baton
import Foundation

/// The command line: `RickAndMorty [--endpoint URL] [--interactive] [--websocket] [--image PATH [--offline]]`.
struct Options: Equatable {
    /// The live server to ask; nil runs on the recorded responses.
    var endpoint: URL?
    /// Whether to read commands from the terminal after the first screen.
    var interactive = false
    /// Whether live changes come over graphql-transport-ws rather than graphql-sse.
    var webSocket = false
    /// The image file the store keeps its data in across runs; nil keeps it in memory.
    var image: URL?
    /// Whether to send nothing and render page 1 from the image alone.
    var offline = false

    static let usage = """
        usage: RickAndMorty [--endpoint URL] [--interactive] [--websocket] [--image PATH [--offline]]
          (no options)    render the screen from the recorded responses, then show which
                          bodies re-run when one character's name changes in the store
          --endpoint URL  ask a live GraphQL server (e.g. http://127.0.0.1:8000/graphql)
          --interactive   page, open a character, edit fields in the store, page an
                          episode's cast and rename characters, by command; with
                          --endpoint, also follow the page's live status changes
          --websocket     follow them over graphql-transport-ws (ws://) instead of
                          graphql-sse (both at the endpoint's address)
          --image PATH    keep the store's data in an image at PATH, across runs
          --offline       send nothing: render page 1 from the image at PATH in the first
                          frame and count the requests (none)
        """

    /// A wrong command line, with the reason.
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the arguments after the program's name; `nil` means `--help` was asked.
    static func parse(_ arguments: [String]) throws -> Options? {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--interactive":
                options.interactive = true
            case "--websocket":
                options.webSocket = true
            case "--endpoint":
                guard let text = rest.popFirst(), let url = URL(string: text), url.scheme != nil else {
                    throw Invalid(description: "--endpoint needs a URL such as http://127.0.0.1:8000/graphql")
                }
                options.endpoint = url
            case "--image":
                guard let path = rest.popFirst(), !path.hasPrefix("--") else {
                    throw Invalid(description: "--image needs a file path such as /tmp/rickandmorty.sqlite")
                }
                options.image = URL(fileURLWithPath: path)
            case "--offline":
                options.offline = true
            default:
                throw Invalid(description: "unknown argument '\(argument)'")
            }
        }
        if options.offline && options.image == nil {
            throw Invalid(description: "--offline renders from an image: give it with --image PATH")
        }
        return options
    }

    /// The transport live changes come through, at `endpoint`'s address.
    func subscriptions(to endpoint: URL) -> any Transport {
        guard webSocket else { return URLSessionTransport(url: endpoint) }
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
        components?.scheme = endpoint.scheme == "https" ? "wss" : "ws"
        return GraphQLTransportWebSocket(url: components?.url ?? endpoint)
    }
}
