import Baton
import Foundation

/// Picks the transport, then runs the demo or the interactive loop.
@MainActor
enum RickAndMortyApp {
    /// Runs with `arguments` (after the program's name); returns the exit status.
    static func run(_ arguments: [String]) async -> Int32 {
        let options: Options
        do {
            guard let parsed = try Options.parse(arguments) else {
                Console.line(Options.usage)
                return 0
            }
            options = parsed
        } catch {
            Console.error("RickAndMorty: \(error)\n\(Options.usage)")
            return 2
        }
        do {
            let environment = try options.endpoint.map { Environment(transport: URLSessionTransport(url: $0),
                                                                     subscriptions: options.subscriptions(to: $0)) }
                ?? Environment(transport: try Recordings().transport())
            let screens = Screens(environment: environment)
            if options.interactive {
                let live = options.endpoint == nil ? nil : LiveStatus(environment: environment)
                await Interactive(screens: screens, live: live, write: Console.write,
                                  readLine: { Swift.readLine() }).run()
            } else {
                try await Demo(screens: screens, print: Console.line).run()
            }
            return 0
        } catch {
            Console.error("RickAndMorty: \(error)")
            return 1
        }
    }
}
