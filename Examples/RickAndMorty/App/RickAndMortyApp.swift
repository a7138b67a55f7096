import Baton
import BatonTesting
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
        // The image's version is the schema digest: a run built from another schema starts over.
        let store = Store(persistence: options.image.map { Persistence(url: $0, version: Types.schemaDigest) })
        if options.offline {
            let offline = Offline(transport: SilentTransport(), store: store, print: Console.line)
            return await offline.run(image: options.image?.path ?? "")
        }
        let environment: Environment
        do {
            environment = try options.endpoint.map {
                Environment(transport: URLSessionTransport(url: $0), subscriptions: options.subscriptions(to: $0),
                            store: store)
            } ?? Environment(transport: try Recordings().transport(), store: store)
        } catch {
            Console.error("RickAndMorty: \(error)")
            return 1
        }
        var status: Int32 = 0
        do {
            let screens = Screens(environment: environment)
            if options.interactive {
                let live = options.endpoint == nil ? nil : LiveStatus(environment: environment)
                await Interactive(screens: screens, live: live, write: Console.write,
                                  readLine: { Swift.readLine() }).run()
            } else {
                try await Demo(screens: screens, print: Console.line).run()
            }
        } catch {
            Console.error("RickAndMorty: \(error)")
            status = 1
        }
        // Ending the session writes what is pending to the image and closes it.
        await environment.end()
        return status
    }
}
