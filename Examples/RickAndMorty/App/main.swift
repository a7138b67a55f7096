import Foundation

// `swift run RickAndMorty [--endpoint URL] [--interactive]`: see `Options.usage`.
exit(await RickAndMortyApp.run(Array(CommandLine.arguments.dropFirst())))
